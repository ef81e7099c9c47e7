import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each escaper of `Syntax/Escaping` against a real reader of its language, on every key, value and comment of the
/// corpus (``EscapingCorpus``): escaped into a document, read back, equal to the text, scalar for scalar.
@Suite struct EscapingCorpusTests {
  static var texts: [String] { EscapingCorpus.texts.distinct }

  @Test func theCorpusGivesTexts() {
    let full = PackagePaths.hasFullCorpus
    #expect(EscapingCorpus.texts.files > (full ? 1_000 : 50))
    #expect(Self.texts.count > (full ? 80_000 : 2_000))
  }

  /// ``XMLText`` as element content and ``XMLAttributeValue`` as a double-quoted attribute, read by `XMLParser`:
  /// every text XML 1.0 can hold comes back unchanged, carriage returns, tabs and line breaks included.
  @Test func xmlReadsBackWithXMLParser() {
    let texts = Self.texts.filter(EscapingCorpus.isXMLText)
    #expect(texts.count > Self.texts.count - 100, "only texts with control characters are left out")
    var checked = 0
    var failures: [String] = []
    for slice in EscapingCorpus.slices(texts) {
      var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<d>"
      for text in slice { document += "<v a=\"\(XMLAttributeValue.escaped(text))\">\(XMLText.escaped(text))</v>" }
      document += "</d>\n"
      let read = XMLElementCollector.read(document, collecting: "v")
      #expect(read.error == nil)
      guard read.texts.count == slice.count, read.attributes.count == slice.count else {
        Issue.record("\(read.texts.count) texts and \(read.attributes.count) attributes read of \(slice.count)")
        continue
      }
      for (offset, text) in slice.enumerated() {
        if !EscapingCorpus.same(read.texts[offset], text)
          || !EscapingCorpus.same(read.attributes[offset]["a"] ?? "", text)
        {
          failures.append(EscapingCorpus.describe(text))
        }
        checked += 1
      }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
    #expect(checked == texts.count)
  }

  /// Every text, control characters included (written as character references, which XML 1.0 does not allow but
  /// Xcode's XLIFF uses), comes back through the package's own XLIFF reader on ``XMLScanner``.
  @Test func xmlReadsBackWithXLIFFReader() throws {
    var checked = 0
    var failures: [String] = []
    for slice in EscapingCorpus.slices(Self.texts) {
      var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">"
      document += "<file original=\"a.strings\" source-language=\"en\" target-language=\"de\"><body>"
      for text in slice {
        document += "<trans-unit id=\"\(XMLAttributeValue.escaped(text))\" xml:space=\"preserve\">"
        document += "<source>\(XMLText.escaped(text))</source><note>\(XMLText.escaped(text))</note></trans-unit>"
      }
      document += "</body></file></xliff>\n"
      let read = XLIFFReader.read(Data(document.utf8), path: "corpus.xliff")
      #expect(read.diagnostics.isEmpty, "\(read.diagnostics.first.map { "\($0)" } ?? "")")
      let units = read.files.first?.units ?? []
      guard units.count == slice.count else {
        Issue.record("\(units.count) units read of \(slice.count)")
        continue
      }
      for (unit, text) in zip(units, slice) {
        if !EscapingCorpus.same(unit.id, text) || !EscapingCorpus.same(unit.source, text)
          || !EscapingCorpus.same(unit.note ?? "", text)
        {
          failures.append(EscapingCorpus.describe(text))
        }
        checked += 1
      }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
    #expect(checked == Self.texts.count)
  }

  /// ``HTMLText`` in element content and in attributes quoted with `"` and with `'` of an XHTML page, read by
  /// `XMLParser`: each text comes back as XML reads HTML's unescaped whitespace (line breaks normalized, and in
  /// attribute values tabs and line breaks as spaces).
  @Test func htmlReadsBackAsXHTML() {
    let texts = Self.texts.filter(EscapingCorpus.isXMLText)
    var checked = 0
    var failures: [String] = []
    for slice in EscapingCorpus.slices(texts) {
      var document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>"
      for text in slice {
        let escaped = HTMLText.escaped(text)
        document += "<p title=\"\(escaped)\" data-text='\(escaped)'>\(escaped)</p>"
      }
      document += "</body></html>\n"
      let read = XMLElementCollector.read(document, collecting: "p")
      #expect(read.error == nil)
      guard read.texts.count == slice.count, read.attributes.count == slice.count else {
        Issue.record("\(read.texts.count) texts and \(read.attributes.count) attributes read of \(slice.count)")
        continue
      }
      for (offset, text) in slice.enumerated() {
        let content = Self.normalizingLineBreaks(text, to: "\n")
        let attribute = Self.normalizingLineBreaks(text, to: " ").replacingOccurrences(of: "\t", with: " ")
        if !EscapingCorpus.same(read.texts[offset], content)
          || !EscapingCorpus.same(read.attributes[offset]["title"] ?? "", attribute)
          || !EscapingCorpus.same(read.attributes[offset]["data-text"] ?? "", attribute)
        {
          failures.append(EscapingCorpus.describe(text))
        }
        checked += 1
      }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
    #expect(checked == texts.count)
  }

  /// ``JSONString`` in a JSON array read by `JSONSerialization` and by the package's ``JSONValueReader``: every text
  /// comes back unchanged.
  @Test func jsonReadsBackWithJSONSerialization() throws {
    var checked = 0
    var failures: [String] = []
    for slice in EscapingCorpus.slices(Self.texts) {
      let document = "[" + slice.map(JSONString.quoted).joined(separator: ",\n") + "]"
      let object = try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
      let read = try #require(object as? [String])
      guard case .success(let node) = JSONValueReader.parse(Data(document.utf8), path: "corpus.json"),
        case .array(let elements) = node.content
      else {
        Issue.record("JSONValueReader cannot read the document")
        continue
      }
      #expect(read.count == slice.count && elements.count == slice.count)
      for (offset, text) in slice.enumerated() where offset < read.count && offset < elements.count {
        guard case .string(let parsed) = elements[offset].content, EscapingCorpus.same(parsed, text),
          EscapingCorpus.same(read[offset], text)
        else {
          failures.append(EscapingCorpus.describe(text))
          continue
        }
        checked += 1
      }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
    #expect(checked == Self.texts.count)
  }

  /// ``MarkdownText`` in two cells of a table row: the row is one line, splits into exactly its two cells at the
  /// unescaped `|` (as GitHub's table extension does), no Markdown syntax character is left bare, and undoing the
  /// backslash escapes and entities gives the text with each line break as one space.
  @Test func markdownTableCellsRoundTrip() {
    var failures: [String] = []
    for text in Self.texts {
      let cell = MarkdownText.escaped(text)
      let row = "| \(cell) | \(cell) |"
      let expected = Self.normalizingLineBreaks(text, to: " ").replacingOccurrences(of: "\u{2028}", with: " ")
        .replacingOccurrences(of: "\u{2029}", with: " ")
      let cells = Self.tableCells(row)
      let isOneLine = !row.unicodeScalars.contains { "\n\r\u{2028}\u{2029}".unicodeScalars.contains($0) }
      let roundTrips = cells.allSatisfy { cell in
        Self.markdownDecoded(String(cell.dropFirst().dropLast())).map { EscapingCorpus.same($0, expected) } == true
      }
      if !isOneLine || cells.count != 2 || !roundTrips { failures.append(EscapingCorpus.describe(text)) }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
  }

  /// ``StringsLiteral`` as key, value and comment of a `.strings` file read by the package's `.strings` reader (the
  /// one `StringsFileOracleTests` holds to CoreFoundation's): every entry comes back, so no comment ended early and no
  /// string either, with its key and value unchanged.
  @Test func stringsReadBack() {
    var failures: [String] = []
    for slice in EscapingCorpus.slices(Self.texts) {
      var file = ""
      for text in slice {
        let literal = StringsLiteral.escaped(text)
        file += "/* \(StringsLiteral.comment(text)) */\n\"\(literal)\" = \"\(literal)\";\n"
      }
      let read = StringsFileReader.parse(Data(file.utf8), path: "corpus.strings")
      #expect(read.diagnostics.isEmpty, "\(read.diagnostics.first.map { "\($0)" } ?? "")")
      guard read.entries.count == slice.count else {
        Issue.record("\(read.entries.count) entries read of \(slice.count)")
        continue
      }
      for (entry, text) in zip(read.entries, slice)
      where !EscapingCorpus.same(entry.key, text) || !EscapingCorpus.same(entry.value, text) {
        failures.append(EscapingCorpus.describe(text))
      }
    }
    #expect(failures.isEmpty, "\(failures.count) texts differ: \(failures.prefix(10))")
  }

  // MARK: - Readers

  /// `text` with CR LF and CR as `lineBreak`, and LF too when `lineBreak` is not LF.
  static func normalizingLineBreaks(_ text: String, to lineBreak: String) -> String {
    var result = ""
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCarriageReturn: continue
      case "\r", "\n": result += lineBreak
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The cells of a GitHub table row, split where the table extension splits (`cmark-gfm`'s `scan_table_cell`): at
  /// each `|` that is not the second character of a backslash pair; the leading and trailing `|` end no cell.
  static func tableCells(_ row: String) -> [Substring] {
    var cells: [Substring] = []
    var start = row.unicodeScalars.startIndex
    var index = start
    let scalars = row.unicodeScalars
    while index != scalars.endIndex {
      if scalars[index] == "\\" {
        index = scalars.index(after: index)
        if index != scalars.endIndex { index = scalars.index(after: index) }
        continue
      }
      if scalars[index] == "|" {
        cells.append(Substring(scalars[start..<index]))
        start = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    // The text before the first `|` and after the last one is no cell.
    return Array(cells.dropFirst())
  }

  /// The text a Markdown reader shows for `markdown`, when it holds no syntax: backslash escapes and the entities
  /// `&lt;`, `&gt;`, `&amp;` undone; `nil` when a character that starts Markdown syntax is left bare.
  static func markdownDecoded(_ markdown: String) -> String? {
    var result = ""
    let scalars = Array(markdown.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        guard index + 1 < scalars.count, scalars[index + 1].isASCII,
          scalars[index + 1].properties.isPatternSyntax || scalars[index + 1] == "_"
        else { return nil }
        result.unicodeScalars.append(scalars[index + 1])
        index += 2
      case "&":
        let rest = String(String.UnicodeScalarView(scalars[index...].prefix(5)))
        if rest.hasPrefix("&lt;") {
          result += "<"
          index += 4
        } else if rest.hasPrefix("&gt;") {
          result += ">"
          index += 4
        } else if rest.hasPrefix("&amp;") {
          result += "&"
          index += 5
        } else {
          return nil
        }
      case "`", "*", "_", "[", "]", "~", "#", "|", "<", ">", "\n", "\r":
        return nil
      default:
        result.unicodeScalars.append(scalar)
        index += 1
      }
    }
    return result
  }
}
