package import Foundation

/// What ``XMLTreeParser`` read from one file: the root element, or the error that stopped it.
package struct XMLParseResult: Hashable, Sendable {
  /// The root element; `nil` when the file is not well-formed XML.
  package var root: XMLElementNode?
  /// At most one error, located where the file stops being well-formed XML.
  package var diagnostics: [Diagnostic]

  package init(root: XMLElementNode?, diagnostics: [Diagnostic]) {
    self.root = root
    self.diagnostics = diagnostics
  }
}

/// A small, located XML reader: it turns the bytes of a UTF-8 XML file into a tree of ``XMLElementNode``s in which
/// every element, attribute and text run knows its line, column and byte range.
///
/// It exists because Interface Builder files must be read with locations (to report a key at the attribute that
/// holds it and to edit it in place later), and because FoundationXML has crashed on malformed input. It never
/// crashes or hangs: every input either gives a tree or one located error, in time linear in its size.
///
/// ## Algorithm
/// 1. **Text check.** One pass over the bytes validates UTF-8 (Unicode Table 3-7: no overlong forms, surrogates or
///    values past U+10FFFF) and rejects the characters XML 1.0 forbids (C0 controls other than tab, line feed and
///    carriage return; U+FFFE, U+FFFF). A UTF-8 byte-order mark is skipped; UTF-16 and UTF-32 are rejected
///    (Interface Builder writes UTF-8), as is an XML declaration that names another encoding.
/// 2. **Tokens.** A single cursor moves forward over the bytes and recognizes, at each `<`, a start tag, an end tag,
///    a comment, a CDATA section, a processing instruction or the document type declaration, and character data
///    between them. Each construct is scanned by a loop that advances the cursor at least one byte per turn and
///    stops at the end of the input, which is what bounds the time.
/// 3. **Tree.** Open elements live on an explicit stack (no recursion, so no stack overflow on deep input); an end
///    tag must name the element on top of the stack. The stack is limited to ``maximumDepth`` elements. Closing an
///    element appends it to its parent's children.
/// 4. **References.** Entity references (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character references
///    (`&#10;`, `&#x1F600;`) are decoded; a reference to anything else, or to a character XML forbids, is an error.
///    The document type declaration is skipped, so no entity it declares is ever expanded (no "billion laughs").
///    In attribute values, literal tabs and line breaks become spaces (XML 1.0 §3.3.3); in text, `\r\n` and `\r`
///    become `\n` (§2.11).
/// 5. **Locations.** Lines and columns are computed by a forward-only locator that counts line breaks and Unicode
///    scalars from the last position it reported, so that locating every node costs one extra pass in total.
///    Columns count Unicode scalars from 1, as ``SourceLocation`` does; byte offsets count from the start of the
///    data, the byte-order mark included.
///
/// Not supported, because Interface Builder never writes them: namespaces (a prefix stays part of the name),
/// external entities, and attribute defaults from a DTD.
package enum XMLTreeParser {
  /// The deepest element nesting accepted; deeper input is an error. Interface Builder files nest about 40 deep.
  package static let maximumDepth = 256

  /// Parses `data` as an XML document. Never throws: a malformed file gives a located error diagnostic.
  package static func parse(_ data: Data, path: String) -> XMLParseResult {
    let bytes = [UInt8](data)
    return bytes.withUnsafeBufferPointer { buffer in
      var builder = XMLTreeBuilder(bytes: buffer, path: path)
      do throws(XMLSyntaxError) {
        let root = try builder.build()
        return XMLParseResult(root: root, diagnostics: [])
      } catch {
        let location = builder.location(of: min(error.offset, buffer.count))
        return XMLParseResult(root: nil, diagnostics: [.error(error.message, at: location, rule: error.rule)])
      }
    }
  }
}

/// A well-formedness error: what is wrong and at which byte.
struct XMLSyntaxError: Error {
  var message: String
  var offset: Int
  var rule: RuleID = .syntaxError
}

/// Turns line and column requests for increasing byte offsets into a linear scan (see ``XMLTreeParser``).
struct ForwardLocator {
  private var offset: Int
  private var line = 1
  private var column = 1
  private let origin: Int

  /// A locator whose line 1, column 1 is at byte `origin` (after a byte-order mark).
  init(origin: Int) {
    self.origin = origin
    self.offset = origin
  }

  /// The line and column of byte `target`; cheap when targets increase, correct in any order.
  @inline(__always)
  mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    if target < offset {
      offset = origin
      line = 1
      column = 1
    }
    let end = min(target, bytes.count)
    var index = offset
    // Eight bytes at a time while they are ASCII without line breaks: each is one column.
    if let base = bytes.baseAddress {
      while index + 8 <= end {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        guard word & highBits == 0, !containsByte(word, 0x0A), !containsByte(word, 0x0D) else { break }
        column += 8
        index += 8
      }
    }
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A {
          // The line feed that follows ends the line.
        } else {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    offset = max(end, offset)
    return (line, column)
  }
}

/// The tokenizer and tree builder behind ``XMLTreeParser``.
private struct XMLTreeBuilder {
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
    var start: Int
    var startLocation: SourceLocation
    /// Index of this element's first run in `textRuns`.
    var firstRun: Int
    var hasSignificantText = false
    /// Where the element's first text run starts, located when that run is read (locations only move forward).
    var textLocation: SourceLocation?
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let path: String
  private var index = 0
  private var bodyStart = 0
  private var locator = ForwardLocator(origin: 0)
  private var stack: [OpenElement] = []
  private var textRuns: [TextRun] = []
  private var root: XMLElementNode?
  private var sawDoctype = false
  private var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
    self.bytes = bytes
    self.path = path
  }

  mutating func location(of offset: Int) -> SourceLocation {
    let position = locator.position(of: offset, in: bytes)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  private mutating func span(_ range: Range<Int>) -> SourceSpan {
    SourceSpan(location: location(of: range.lowerBound), byteRange: range)
  }

  // MARK: - Document

  mutating func build() throws(XMLSyntaxError) -> XMLElementNode {
    try checkEncoding()
    locator = ForwardLocator(origin: bodyStart)
    index = bodyStart
    try validateCharacters()
    if hasPrefix("<?xml") && index + 5 < bytes.count && isWhitespace(bytes[index + 5]) {
      try readXMLDeclaration()
    }
    while true {
      guard index < bytes.count else { break }
      if bytes[index] == UInt8(ascii: "<") {
        try readMarkup()
      } else {
        try readText()
      }
    }
    if let open = stack.last {
      throw XMLSyntaxError(
        message: "the file ends inside <\(open.node.name)> (opened at line \(open.startLocation.line), column "
          + "\(open.startLocation.column)); add </\(open.node.name)>",
        offset: bytes.count)
    }
    guard let root else {
      throw XMLSyntaxError(message: "the file has no root element; it is not an XML document", offset: bytes.count)
    }
    return root
  }

  private mutating func checkEncoding() throws(XMLSyntaxError) {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      bodyStart = 3
      return
    }
    let utf16Marks =
      bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
    let nulls = bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)
    if utf16Marks || nulls {
      throw XMLSyntaxError(
        message: "the file is UTF-16 or UTF-32; Interface Builder files are UTF-8: re-save it as UTF-8", offset: 0,
        rule: .encoding)
    }
  }

  /// Step 1: UTF-8 validity and XML's character set, in one pass.
  private func validateCharacters() throws(XMLSyntaxError) {
    var position = bodyStart
    let count = bytes.count
    guard let base = bytes.baseAddress else { return }
    while position < count {
      // Eight bytes at a time while they are printable ASCII (no byte ≥ 0x80 and none below 0x20).
      if position + 8 <= count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if word & highBits == 0 && (word &- lowBytes(0x20)) & ~word & highBits == 0 {
          position += 8
          continue
        }
      }
      let byte = bytes[position]
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          throw XMLSyntaxError(
            message: "control character U+\(hex(UInt32(byte))) is not allowed in XML; remove it", offset: position)
        }
        position += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default:
        throw invalidUTF8(at: position)
      }
      guard position + length <= count else { throw invalidUTF8(at: position) }
      let second = bytes[position + 1]
      guard second >= lower && second <= upper else { throw invalidUTF8(at: position) }
      for offset in 2..<max(2, length) where bytes[position + offset] & 0xC0 != 0x80 {
        throw invalidUTF8(at: position)
      }
      if length == 3 && byte == 0xEF && second == 0xBF && bytes[position + 2] >= 0xBE {
        throw XMLSyntaxError(
          message: "U+FFF\(bytes[position + 2] == 0xBE ? "E" : "F") is not a character XML allows; remove it",
          offset: position)
      }
      position += length
    }
  }

  private func invalidUTF8(at offset: Int) -> XMLSyntaxError {
    XMLSyntaxError(
      message: "byte 0x\(hex(UInt32(bytes[offset]))) is not valid UTF-8; Interface Builder files are UTF-8",
      offset: offset, rule: .encoding)
  }

  private mutating func readXMLDeclaration() throws(XMLSyntaxError) {
    let start = index
    guard let end = find("?>", from: index + 5) else {
      throw XMLSyntaxError(message: "the XML declaration is not closed by '?>'", offset: start)
    }
    let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    if let range = declaration.range(of: "encoding") {
      let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
      if let quote = rest.first, quote == "\"" || quote == "'" {
        let value = rest.dropFirst().prefix { $0 != quote }
        let name = value.lowercased()
        if !["utf-8", "utf8", "us-ascii", "ascii"].contains(name) {
          throw XMLSyntaxError(
            message: "the file declares encoding '\(value)'; Interface Builder files are UTF-8: re-save it as UTF-8",
            offset: start, rule: .encoding)
        }
      }
    }
    index = end + 2
  }

  // MARK: - Markup

  private mutating func readMarkup() throws(XMLSyntaxError) {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch next {
    case UInt8(ascii: "/"):
      try readEndTag()
    case UInt8(ascii: "!"):
      if hasPrefix("<!--") {
        try skipComment()
      } else if hasPrefix("<![CDATA[") {
        try readCDATA()
      } else if hasPrefix("<!DOCTYPE") {
        try skipDoctype()
      } else {
        throw XMLSyntaxError(
          message: "'<!' must start a comment '<!--', a CDATA section or '<!DOCTYPE'", offset: index)
      }
    case UInt8(ascii: "?"):
      try skipProcessingInstruction()
    default:
      try readStartTag()
    }
  }

  private mutating func skipComment() throws(XMLSyntaxError) {
    guard let end = find("-->", from: index + 4) else {
      throw XMLSyntaxError(message: "the comment is not closed by '-->'", offset: index)
    }
    index = end + 3
  }

  private mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
    let start = index
    index += 2
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(message: "'<?' must be followed by a processing instruction name", offset: start)
    }
    while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
    let target = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
    if target.lowercased() == "xml" {
      throw XMLSyntaxError(
        message: "the XML declaration '<?xml …?>' is only allowed at the start of the file", offset: start)
    }
    guard let end = find("?>", from: index) else {
      throw XMLSyntaxError(message: "the processing instruction is not closed by '?>'", offset: start)
    }
    index = end + 2
  }

  private mutating func skipDoctype() throws(XMLSyntaxError) {
    let start = index
    guard root == nil, stack.isEmpty, !sawDoctype else {
      throw XMLSyntaxError(message: "'<!DOCTYPE' is only allowed once, before the root element", offset: start)
    }
    sawDoctype = true
    index += 9
    var depth = 0
    var quote: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      } else if byte == UInt8(ascii: ">") && depth == 0 {
        return
      }
    }
    throw XMLSyntaxError(message: "the document type declaration is not closed by '>'", offset: start)
  }

  private mutating func readCDATA() throws(XMLSyntaxError) {
    let start = index
    guard !stack.isEmpty else {
      throw XMLSyntaxError(message: "a CDATA section is only allowed inside an element", offset: start)
    }
    let contentStart = index + 9
    guard let end = find("]]>", from: contentStart) else {
      throw XMLSyntaxError(message: "the CDATA section is not closed by ']]>'", offset: start)
    }
    index = end + 3
    guard contentStart < end else { return }
    let text = decodeText(contentStart..<end, references: false)
    appendText(.decoded(text, contentStart..<end), significant: true)
  }

  private mutating func readStartTag() throws(XMLSyntaxError) {
    let start = index
    if root != nil && stack.isEmpty {
      throw XMLSyntaxError(message: "a second root element; an XML document has exactly one", offset: start)
    }
    guard stack.count < XMLTreeParser.maximumDepth else {
      throw XMLSyntaxError(
        message: "elements are nested deeper than \(XMLTreeParser.maximumDepth) levels", offset: start)
    }
    index += 1
    let startLocation = location(of: start)
    let name = try readName(context: "'<'")
    var attributes: [XMLAttributeNode] = []
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw XMLSyntaxError(message: "the file ends inside the start tag of <\(name)>", offset: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        stack.append(
          OpenElement(
            node: XMLElementNode(
              name: name, attributes: attributes,
              span: SourceSpan(location: startLocation, byteRange: start..<index)),
            start: start, startLocation: startLocation, firstRun: textRuns.count))
        return
      }
      if byte == UInt8(ascii: "/") {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
          throw XMLSyntaxError(message: "expected '/>' to close the start tag of <\(name)>", offset: index)
        }
        index += 2
        let node = XMLElementNode(
          name: name, attributes: attributes, span: SourceSpan(location: startLocation, byteRange: start..<index))
        attach(node)
        return
      }
      guard hadSpace else {
        throw XMLSyntaxError(
          message: "expected whitespace, '>' or '/>' in the start tag of <\(name)>", offset: index)
      }
      let attribute = try readAttribute(in: name)
      if attributes.isEmpty { attributes.reserveCapacity(8) }
      if attributes.contains(where: { $0.name == attribute.name }) {
        throw XMLSyntaxError(
          message: "<\(name)> has the attribute '\(attribute.name)' twice",
          offset: attribute.nameSpan.byteRange.lowerBound)
      }
      attributes.append(attribute)
    }
  }

  private mutating func readAttribute(in element: String) throws(XMLSyntaxError) -> XMLAttributeNode {
    let nameStart = index
    let name = try readName(context: "the start tag of <\(element)>")
    let nameRange = nameStart..<index
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      throw XMLSyntaxError(message: "expected '=' after the attribute '\(name)' of <\(element)>", offset: index)
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      throw XMLSyntaxError(
        message: "expected a quoted value for the attribute '\(name)' of <\(element)>", offset: index)
    }
    let quote = bytes[index]
    index += 1
    let valueStart = index
    var needsDecoding = false
    while index < bytes.count && bytes[index] != quote {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        throw XMLSyntaxError(
          message: "'<' is not allowed in an attribute value; write '&lt;' (attribute '\(name)' of <\(element)>)",
          offset: index)
      }
      if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D { needsDecoding = true }
      index += 1
    }
    guard index < bytes.count else {
      throw XMLSyntaxError(
        message: "the value of the attribute '\(name)' of <\(element)> is not closed", offset: valueStart - 1)
    }
    let valueRange = valueStart..<index
    index += 1
    let value: String
    if needsDecoding {
      value = try decodeReferences(valueRange, attribute: true)
    } else {
      value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueRange]), as: UTF8.self)
    }
    return XMLAttributeNode(name: name, value: value, nameSpan: span(nameRange), valueSpan: span(valueRange))
  }

  private mutating func readEndTag() throws(XMLSyntaxError) {
    let start = index
    index += 2
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(message: "'</' must be followed by an element name", offset: start)
    }
    while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
    let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw XMLSyntaxError(message: "expected '>' to close the end tag", offset: index)
    }
    index += 1
    guard var open = stack.popLast() else {
      throw XMLSyntaxError(
        message: "the end tag </\(String(decoding: nameBytes, as: UTF8.self))> closes no open element",
        offset: start)
    }
    guard open.node.name.utf8.elementsEqual(nameBytes) else {
      throw XMLSyntaxError(
        message: "expected </\(open.node.name)> (opened at line \(open.startLocation.line), column "
          + "\(open.startLocation.column)), found </\(String(decoding: nameBytes, as: UTF8.self))>",
        offset: start)
    }
    open.node.span.byteRange = open.start..<index
    finishText(of: &open)
    attach(open.node)
  }

  private mutating func attach(_ node: XMLElementNode) {
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].node.children.append(node)
    }
  }

  // MARK: - Text

  private mutating func readText() throws(XMLSyntaxError) {
    let start = index
    var plain = true
    var whitespaceOnly = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        plain = false
        whitespaceOnly = false
      } else if byte == 0x0D {
        plain = false
      } else if whitespaceOnly && !isWhitespace(byte) {
        whitespaceOnly = false
      }
      index += 1
    }
    let range = start..<index
    guard !stack.isEmpty else {
      if !whitespaceOnly {
        throw XMLSyntaxError(
          message: root == nil
            ? "text before the root element; an XML document starts with '<'"
            : "text after the root element has ended", offset: start)
      }
      return
    }
    if plain || whitespaceOnly {
      appendText(.raw(range), significant: !whitespaceOnly)
    } else {
      let text = try decodeReferences(range, attribute: false)
      appendText(.decoded(text, range), significant: true)
    }
  }

  private mutating func appendText(_ run: TextRun, significant: Bool) {
    textRuns.append(run)
    let top = stack.count - 1
    if significant { stack[top].hasSignificantText = true }
    if stack[top].textLocation == nil { stack[top].textLocation = location(of: run.range.lowerBound) }
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
      case .raw(let range): text += decodeText(range, references: false)
      case .decoded(let decoded, _): text += decoded
      }
    }
    open.node.text = text
    open.node.textSpan = SourceSpan(location: open.textLocation ?? location(of: range.lowerBound), byteRange: range)
  }

  /// The text of `range` with line breaks normalized; references are left alone (they were decoded elsewhere or
  /// the range has none).
  private func decodeText(_ range: Range<Int>, references: Bool) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard slice.contains(0x0D) else { return String(decoding: slice, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(slice.count)
    var position = 0
    while position < slice.count {
      let byte = slice[position]
      if byte == 0x0D {
        result.append(0x0A)
        if position + 1 < slice.count && slice[position + 1] == 0x0A { position += 1 }
      } else {
        result.append(byte)
      }
      position += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Decodes references and normalizes whitespace in an attribute value or a text run.
  private mutating func decodeReferences(_ range: Range<Int>, attribute: Bool) throws(XMLSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "&"):
        position = try appendReference(at: position, end: range.upperBound)
        continue
      case 0x0D:
        scratch.append(attribute ? 0x20 : 0x0A)
        if position + 1 < range.upperBound && bytes[position + 1] == 0x0A { position += 1 }
      case 0x0A, 0x09:
        scratch.append(attribute ? 0x20 : byte)
      default:
        scratch.append(byte)
      }
      position += 1
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Appends the character a reference at `start` stands for; returns the offset after its `;`.
  private mutating func appendReference(at start: Int, end: Int) throws(XMLSyntaxError) -> Int {
    var position = start + 1
    let limit = min(end, start + 32)
    while position < limit && bytes[position] != UInt8(ascii: ";") { position += 1 }
    guard position < limit else {
      throw XMLSyntaxError(message: "'&' must start a reference such as '&amp;'; write '&amp;' for '&'", offset: start)
    }
    let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<position])
    let scalar: UInt32
    if body.first == UInt8(ascii: "#") {
      scalar = try characterReference(body, at: start)
    } else {
      switch String(decoding: body, as: UTF8.self) {
      case "lt": scalar = 0x3C
      case "gt": scalar = 0x3E
      case "amp": scalar = 0x26
      case "apos": scalar = 0x27
      case "quot": scalar = 0x22
      case let name:
        throw XMLSyntaxError(
          message: "unknown entity '&\(name);'; XML knows &lt; &gt; &amp; &apos; &quot; and &#…; only",
          offset: start)
      }
    }
    appendUTF8(scalar)
    return position + 1
  }

  private func characterReference(_ body: UnsafeBufferPointer<UInt8>, at start: Int) throws(XMLSyntaxError) -> UInt32 {
    var digits = body.dropFirst()
    var radix: UInt32 = 10
    if digits.first == UInt8(ascii: "x") {
      radix = 16
      digits = digits.dropFirst()
    }
    var value: UInt32 = 0
    guard !digits.isEmpty else {
      throw XMLSyntaxError(message: "the character reference has no digits", offset: start)
    }
    for byte in digits {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw XMLSyntaxError(message: "the character reference has a character that is no digit", offset: start)
      }
      value = value * radix + digit
      if value > 0x10FFFF { break }
    }
    let allowed =
      value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    guard allowed else {
      throw XMLSyntaxError(
        message: "the character reference names U+\(hex(value)), which XML does not allow", offset: start)
    }
    return value
  }

  private mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      scratch.append(UInt8(value))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | (value >> 6)))
      scratch.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | (value >> 12)))
      scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      scratch.append(UInt8(0x80 | (value & 0x3F)))
    default:
      scratch.append(UInt8(0xF0 | (value >> 18)))
      scratch.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      scratch.append(UInt8(0x80 | (value & 0x3F)))
    }
  }

  // MARK: - Lexical helpers

  private mutating func readName(context: String) throws(XMLSyntaxError) -> String {
    let start = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(message: "expected a name after \(context)", offset: index)
    }
    index += 1
    while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
    return index > start
  }

  private func hasPrefix(_ prefix: StaticString) -> Bool {
    bytes.hasASCII(prefix, at: index)
  }

  /// The offset of the first occurrence of `terminator` at or after `start`.
  private func find(_ terminator: StaticString, from start: Int) -> Int? {
    bytes.firstOffset(of: terminator, from: start)
  }

  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }
}

/// The top bit of each byte of a word.
private let highBits: UInt64 = 0x8080_8080_8080_8080

/// `byte` repeated in each byte of a word.
private func lowBytes(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

/// Whether a word of ASCII bytes holds `byte` (the classic "has zero byte" test on `word ^ byte…`).
private func containsByte(_ word: UInt64, _ byte: UInt8) -> Bool {
  let x = word ^ lowBytes(byte)
  return (x &- lowBytes(0x01)) & ~x & highBits != 0
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
