package import Foundation
package import L10nGenCore

/// What ``XLIFFReader`` read from one XLIFF file: its `<file>` elements with their units, or the error that stopped
/// it.
package struct XLIFFReadResult: Hashable, Sendable {
  /// The files in document order, each unit located at its `<trans-unit>` and its target at `<target>`.
  package var files: [ExchangeFile]
  /// At most one error, located where the file stops being a readable XLIFF document.
  package var diagnostics: [Diagnostic]

  package init(files: [ExchangeFile], diagnostics: [Diagnostic]) {
    self.files = files
    self.diagnostics = diagnostics
  }
}

/// Reads XLIFF 1.2 as Xcode and translation services write it, on the package's one XML lexer (`XMLScanner`):
/// `<file original source-language target-language>` elements holding `<trans-unit id translate>` units with
/// `<source>`, `<target state>` and `<note>`.
///
/// It streams: no tree is built, each unit is made as its end tag is read, so memory stays near the size of the
/// text kept and time is linear in the file. Text keeps its whitespace (Xcode writes `xml:space="preserve"`), line
/// breaks normalized; markup inside `<source>` or `<target>` (`<g>`, `<mrk>`) is dropped and its text kept;
/// `<alt-trans>` proposals are skipped. Character references to control characters (`&#30;`), which Xcode writes,
/// are accepted. It never crashes or hangs: any input gives files or one located error.
package enum XLIFFReader {
  /// The deepest element nesting accepted.
  package static let maximumDepth = 64

  /// Reads `data`. Never throws: a malformed file gives a located error diagnostic.
  package static func read(_ data: Data, path: String) -> XLIFFReadResult {
    var collector = Collector()
    let diagnostics = read(data, path: path, into: &collector)
    return XLIFFReadResult(files: diagnostics.isEmpty ? collector.files : [], diagnostics: diagnostics)
  }

  /// Reads `data`, handing each `<file>` and each unit to `consumer` as it is read, so that no unit needs to be
  /// kept; returns at most one error, after which `consumer` has seen only part of the file and its work is to be
  /// discarded.
  package static func read<Consumer: ExchangeUnitConsumer>(
    _ data: Data, path: String, into consumer: inout Consumer
  ) -> [Diagnostic] {
    // The bytes are read where they are (no copy): the file is the largest thing an import holds.
    return data.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var reader = Reader(scanner: XMLScanner(bytes: buffer, path: path, maximumDepth: maximumDepth))
      do throws(XMLSyntaxError) {
        if buffer.count >= 2 && (buffer[0] == 0 || buffer[1] == 0 || buffer[0] == 0xFF || buffer[0] == 0xFE) {
          throw XMLSyntaxError(
            message: "the file is UTF-16 or UTF-32; XLIFF files are read as UTF-8: re-save it as UTF-8", offset: 0,
            rule: .encoding)
        }
        try reader.read(into: &consumer)
        return []
      } catch {
        let location = reader.scanner.location(of: min(error.offset, buffer.count))
        return [.error(error.message, at: location, rule: error.rule)]
      }
    }
  }

  /// Keeps what it is handed: the files with their units.
  private struct Collector: ExchangeUnitConsumer {
    var files: [ExchangeFile] = []

    mutating func beginFile(_ file: ExchangeFile) { files.append(file) }

    mutating func consume(_ unit: ExchangeUnit) { files[files.count - 1].units.append(unit) }
  }

  /// The streaming state.
  private struct Reader {
    /// Which child of a unit is being read.
    enum Part { case source, target, note }

    var scanner: XMLScanner
    /// Whether a `<file>` was read (a unit before it is an error).
    var hasFile = false
    /// Local names of the open elements, innermost last.
    var open: [Substring] = []
    var unit: ExchangeUnit?
    var unitDepth = 0
    var part: Part?
    var partDepth = 0
    var text = ""
    var hasSource = false
    var alternativeDepth: Int?

    init(scanner: XMLScanner) {
      self.scanner = scanner
      self.scanner.allowsControlCharacterReferences = true
    }

    mutating func read<Consumer: ExchangeUnitConsumer>(into consumer: inout Consumer) throws(XMLSyntaxError) {
      while true {
        switch try scanner.next() {
        case .startTag(let tag):
          try start(tag, consumer: &consumer)
        case .endTag:
          end(consumer: &consumer)
        case .text(let run):
          if part != nil { text += try scanner.decodedText(run, normalizingLineBreaks: true) }
        case .cdata(let content):
          if part != nil { text += scanner.literalText(content, normalizingLineBreaks: true) }
        case .endOfDocument:
          if !hasFile && open.isEmpty && !scanner.sawRootElement {
            throw XMLSyntaxError(message: "the file has no root element; it is not an XLIFF document", offset: 0)
          }
          return
        case .xmlDeclaration, .comment, .processingInstruction, .doctype:
          continue
        }
      }
    }

    private mutating func start<Consumer: ExchangeUnitConsumer>(
      _ tag: XMLToken.StartTag, consumer: inout Consumer
    ) throws(XMLSyntaxError) {
      let name = Self.localName(tag.name)
      if !tag.isEmptyElement { open.append(name) }
      let depth = open.count + (tag.isEmptyElement ? 1 : 0)
      if open.count == 1 && !tag.isEmptyElement && name != "xliff" {
        throw XMLSyntaxError(
          message: "the root element is <\(tag.name)>, not <xliff>; this is not an XLIFF file",
          offset: tag.span.byteRange.lowerBound)
      }
      guard alternativeDepth == nil, part == nil else { return }
      switch name {
      case "file":
        guard let original = Self.attribute(tag, "original") else {
          throw XMLSyntaxError(
            message: "<file> has no 'original' attribute; each <file> must name the project file it translates",
            offset: tag.span.byteRange.lowerBound)
        }
        hasFile = true
        consumer.beginFile(
          ExchangeFile(
            original: original, sourceLanguage: Self.attribute(tag, "source-language") ?? "",
            targetLanguage: Self.attribute(tag, "target-language") ?? "", units: []))
      case "trans-unit":
        guard hasFile else {
          throw XMLSyntaxError(
            message: "<trans-unit> outside a <file>; put it in the <body> of the <file> it belongs to",
            offset: tag.span.byteRange.lowerBound)
        }
        guard let id = Self.attribute(tag, "id") else {
          throw XMLSyntaxError(
            message: "<trans-unit> has no 'id' attribute; the id names the key to translate",
            offset: tag.span.byteRange.lowerBound)
        }
        unit = ExchangeUnit(
          id: id, source: "", translate: Self.attribute(tag, "translate") != "no", location: tag.span.location)
        unitDepth = depth
        hasSource = false
        if tag.isEmptyElement { finishUnit(consumer: &consumer) }
      case "source", "target", "note":
        guard unit != nil && depth == unitDepth + 1 else { return }
        part = name == "source" ? .source : name == "target" ? .target : .note
        partDepth = depth
        text = ""
        if part == .target {
          unit?.state = Self.attribute(tag, "state")
          unit?.targetLocation = tag.span.location
        }
        if tag.isEmptyElement { finishPart() }
      case "alt-trans":
        if !tag.isEmptyElement { alternativeDepth = depth }
      default:
        break
      }
    }

    private mutating func end<Consumer: ExchangeUnitConsumer>(consumer: inout Consumer) {
      let depth = open.count
      open.removeLast()
      if let alternative = alternativeDepth {
        if depth == alternative { alternativeDepth = nil }
        return
      }
      if part != nil {
        if depth == partDepth { finishPart() }
        return
      }
      if unit != nil && depth == unitDepth { finishUnit(consumer: &consumer) }
    }

    private mutating func finishPart() {
      switch part {
      case .source?:
        unit?.source = text
        hasSource = true
      case .target?: unit?.target = text
      case .note?: if unit?.note == nil && !text.isEmpty { unit?.note = text }
      case nil: break
      }
      part = nil
      text = ""
    }

    private mutating func finishUnit<Consumer: ExchangeUnitConsumer>(consumer: inout Consumer) {
      if let unit { consumer.consume(unit) }
      unit = nil
    }

    static func localName(_ name: String) -> Substring {
      guard let colon = name.lastIndex(of: ":") else { return name[...] }
      return name[name.index(after: colon)...]
    }

    static func attribute(_ tag: XMLToken.StartTag, _ name: String) -> String? {
      tag.attributes.first { $0.name == name }?.value
    }
  }
}
