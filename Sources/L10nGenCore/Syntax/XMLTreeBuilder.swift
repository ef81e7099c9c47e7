/// Builds the tree of ``XMLTreeReader`` from the tokens of an ``XMLScanner``.
///
/// Open elements live on an explicit stack (the scanner has already checked their nesting); closing one appends it
/// to its parent's children. The character data of an element is joined from its text runs and CDATA sections when
/// it closes, with `\r\n` and `\r` as `\n` (XML 1.0 §2.11); whitespace between child elements (indentation) is
/// dropped. Comments, processing instructions and the document type declaration are skipped.
struct XMLTreeBuilder {
  /// One piece of character data of an open element.
  private enum TextRun {
    /// Bytes to copy as they are, after line-break normalization (no references in them).
    case raw(Range<Int>)
    /// Text already decoded (references resolved, CDATA content).
    case decoded(String, Range<Int>)

    var range: Range<Int> {
      switch self {
      case .raw(let range): range
      case .decoded(_, let range): range
      }
    }
  }

  /// An element whose end tag has not been read yet.
  private struct OpenElement {
    var node: XMLElementNode
    /// Index of this element's first run in `textRuns`.
    var firstRun: Int
    var hasSignificantText = false
    /// Where the element's first text run starts, located when that run is read (locations only move forward).
    var textLocation: SourceLocation?
  }

  /// The encodings an XML declaration may name: UTF-8 and its ASCII subset.
  private static let utf8EncodingNames: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

  private var scanner: XMLScanner
  private var stack: [OpenElement] = []
  private var textRuns: [TextRun] = []
  private var root: XMLElementNode?

  init(scanner: XMLScanner) {
    self.scanner = scanner
  }

  /// The location of byte `offset`.
  mutating func location(of offset: Int) -> SourceLocation {
    scanner.location(of: offset)
  }

  /// Reads every token and returns the root element.
  mutating func build() throws(XMLSyntaxError) -> XMLElementNode {
    while true {
      switch try scanner.next() {
      case .xmlDeclaration(let range):
        try checkDeclaredEncoding(range)
      case .startTag(let tag):
        let node = XMLElementNode(name: tag.name, attributes: tag.attributes, span: tag.span)
        if tag.isEmptyElement {
          attach(node)
        } else {
          stack.append(OpenElement(node: node, firstRun: textRuns.count))
        }
      case .endTag(let range):
        guard var open = stack.popLast() else { continue }
        open.node.span.byteRange = open.node.span.byteRange.lowerBound..<range.upperBound
        finishText(of: &open)
        open.node.children = open.node.children.compacted
        attach(open.node)
      case .text(let text):
        if text.isWhitespace || !(text.hasReferences || text.hasCarriageReturn) {
          appendText(.raw(text.range), significant: !text.isWhitespace)
        } else {
          let decoded = try scanner.decodedText(text, normalizingLineBreaks: true)
          appendText(.decoded(decoded, text.range), significant: true)
        }
      case .cdata(let content):
        guard !content.isEmpty else { continue }
        appendText(.decoded(scanner.literalText(content, normalizingLineBreaks: true), content), significant: true)
      case .comment, .processingInstruction, .doctype:
        continue
      case .endOfDocument:
        guard let root else {
          throw XMLSyntaxError(
            message: "the file has no root element; it is not an XML document", offset: scanner.bytes.count)
        }
        return root
      }
    }
  }

  /// Fails when the XML declaration names an encoding other than UTF-8.
  private func checkDeclaredEncoding(_ range: Range<Int>) throws(XMLSyntaxError) {
    let declaration = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
    guard let name = XMLScanner.declaredEncoding(in: declaration[...]), !name.isEmpty,
      !Self.utf8EncodingNames.contains(name.lowercased())
    else { return }
    throw XMLSyntaxError(
      message: "the file declares encoding '\(name)'; Interface Builder files are UTF-8: re-save it as UTF-8",
      offset: range.lowerBound, rule: .encoding)
  }

  private mutating func attach(_ node: XMLElementNode) {
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].node.children.append(node)
    }
  }

  private mutating func appendText(_ run: TextRun, significant: Bool) {
    textRuns.append(run)
    let top = stack.count - 1
    if significant { stack[top].hasSignificantText = true }
    if stack[top].textLocation == nil { stack[top].textLocation = scanner.location(of: run.range.lowerBound) }
  }

  /// Joins the text runs of a closing element. Indentation between child elements (whitespace-only text in an
  /// element with children) is dropped.
  private mutating func finishText(of open: inout OpenElement) {
    defer { textRuns.removeSubrange(open.firstRun...) }
    guard open.firstRun < textRuns.count else { return }
    if !open.hasSignificantText && !open.node.children.isEmpty { return }
    let runs = textRuns[open.firstRun...]
    let range = runs.first!.range.lowerBound..<runs.last!.range.upperBound
    var text = ""
    for run in runs {
      switch run {
      case .raw(let range): text += scanner.literalText(range, normalizingLineBreaks: true)
      case .decoded(let decoded, _): text += decoded
      }
    }
    open.node.text = text
    open.node.textSpan = SourceSpan(
      location: open.textLocation ?? scanner.location(of: range.lowerBound), byteRange: range)
  }
}
