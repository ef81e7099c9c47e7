/// The one XML lexer of the package, under both XML readers: ``XMLTreeReader`` (storyboards and xibs) and
/// ``PropertyListXMLReader`` (`.stringsdict`). It turns the UTF-8 bytes of a document into ``XMLToken``s and checks
/// what XML 1.0 requires of every well-formed document; the builders on top check only their own content rules.
///
/// It exists because FoundationXML (libxml2) has crashed on malformed input and gives no byte offsets. It never
/// crashes or hangs: every input gives tokens up to ``XMLToken/endOfDocument`` or one located error, in time linear in
/// its size.
///
/// ## Algorithm
/// 1. **Text check.** Before the first token, one pass over the bytes checks UTF-8 (``UTF8Validation``) and the
///    characters XML 1.0 allows (no C0 controls other than tab, line feed and carriage return; no U+FFFE, U+FFFF),
///    eight ASCII bytes at a time. A UTF-8 byte-order mark is skipped; other encodings are the readers' business.
/// 2. **Tokens.** A single cursor moves forward and recognizes, at each `<`, a start tag (with its attributes), an end
///    tag, a comment, a CDATA section, a processing instruction or the document type declaration, and character data
///    between them. Each construct is scanned by a loop that advances the cursor at least one byte per turn and stops
///    at the end of the input, which is what bounds the time.
/// 3. **Nesting.** The names of the open elements live on an explicit stack (no recursion, so no stack overflow on
///    deep input), limited to `maximumDepth`; an end tag must name the innermost one. There is exactly one root
///    element, only whitespace, comments and processing instructions around it, and at most one document type
///    declaration, before it.
/// 4. **References.** Entity references (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character references
///    (`&#10;`, `&#x1F600;`) are decoded in attribute values as they are read and in character data on request
///    (``decodedText(_:normalizingLineBreaks:)``); a reference to anything else, or to a character XML forbids, is an
///    error. The document type declaration is skipped, so no entity it declares is ever expanded (no "billion
///    laughs"). In attribute values, literal tabs and line breaks become spaces (XML 1.0 §3.3.3).
/// 5. **Locations.** Start tags and attributes are located by a ``ForwardLocator`` as they are read, so locating them
///    all costs one extra pass. Columns count Unicode scalars from 1, as ``SourceLocation`` does; byte offsets count
///    from the start of the data, the byte-order mark included.
///
/// Not supported, because Interface Builder and property lists never use them: namespaces (a prefix stays part of
/// the name), external entities, and attribute defaults from a DTD.
package struct XMLScanner {
  /// How decoding treats whitespace.
  private enum Whitespace {
    /// Attribute values (§3.3.3): tab, line feed, `\r\n` and `\r` each become one space.
    case attributeValue
    /// Character data (§2.11): `\r\n` and `\r` become `\n`.
    case normalizedLineBreaks
    /// As written.
    case asWritten
  }

  /// Whether character data made only of whitespace is skipped instead of returned: a builder sets it while
  /// whitespace means nothing to it (between the containers of a property list).
  package var skipsWhitespaceText = false
  /// Whether character references to C0 control characters (`&#30;`, as XML 1.1 allows) are accepted: XLIFF files
  /// from Xcode hold them for control characters in strings.
  package var allowsControlCharacterReferences = false
  /// The document, UTF-8.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The file's path, for locations.
  private let path: String
  /// The deepest element nesting accepted; deeper input is an error.
  private let maximumDepth: Int
  /// The next byte to read.
  private var index: Int
  /// Offsets to lines and columns.
  private var locator: ForwardLocator
  /// The names of the open elements, innermost last.
  private var openElements: [Range<Int>] = []
  /// Whether the root element has started.
  package private(set) var sawRootElement = false
  /// Whether the document type declaration has been read.
  private var sawDoctype = false
  /// Whether the text check and the XML declaration are behind.
  private var hasStarted = false
  /// A buffer reused for decoding.
  private var scratch: [UInt8] = []
  /// The element and attribute names read so far, so that a name repeated a million times (an Interface Builder
  /// document's `translatesAutoresizingMaskIntoConstraints`) shares one string rather than allocating each time.
  private var names: Set<String> = []

  /// A scanner over `bytes` (UTF-8, a byte-order mark first or not) that accepts elements nested `maximumDepth` deep.
  package init(bytes: UnsafeBufferPointer<UInt8>, path: String, maximumDepth: Int) {
    self.bytes = bytes
    self.path = path
    self.maximumDepth = maximumDepth
    let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let origin = hasByteOrderMark ? 3 : 0
    self.index = origin
    self.locator = ForwardLocator(origin: origin)
  }

  /// The location of byte `offset`; cheap when offsets increase.
  package mutating func location(of offset: Int) -> SourceLocation {
    let position = locator.position(of: offset, in: bytes)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  /// The span of `range`, located at its first byte.
  private mutating func span(_ range: Range<Int>) -> SourceSpan {
    SourceSpan(location: location(of: range.lowerBound), byteRange: range)
  }

  // MARK: - Tokens

  /// The next token; ``XMLToken/endOfDocument`` at the end of the input, once every element is closed.
  package mutating func next() throws(XMLSyntaxError) -> XMLToken {
    if !hasStarted {
      hasStarted = true
      try validateCharacters()
      if hasPrefix("<?xml") && index + 5 < bytes.count && isWhitespace(bytes[index + 5]) {
        return try readXMLDeclaration()
      }
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") { return try readMarkup() }
      let text = try readText()
      if !openElements.isEmpty && !(text.isWhitespace && skipsWhitespaceText) { return .text(text) }
    }
    if let open = openElements.last {
      let name = string(open)
      let opened = location(of: open.lowerBound - 1)
      throw XMLSyntaxError(
        message: "the file ends inside <\(name)> (opened at line \(opened.line), column \(opened.column)); "
          + "add </\(name)>", offset: bytes.count)
    }
    return .endOfDocument
  }

  private mutating func readXMLDeclaration() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    guard let end = find("?>", from: index + 5) else {
      throw XMLSyntaxError(message: "the XML declaration is not closed by '?>'", offset: start)
    }
    index = end + 2
    return .xmlDeclaration(start..<index)
  }

  private mutating func readMarkup() throws(XMLSyntaxError) -> XMLToken {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch next {
    case UInt8(ascii: "/"):
      return try readEndTag()
    case UInt8(ascii: "!"):
      if hasPrefix("<!--") { return try readComment() }
      if hasPrefix("<![CDATA[") { return try readCDATA() }
      if hasPrefix("<!DOCTYPE") { return try readDoctype() }
      throw XMLSyntaxError(message: "'<!' must start a comment '<!--', a CDATA section or '<!DOCTYPE'", offset: index)
    case UInt8(ascii: "?"):
      return try readProcessingInstruction()
    default:
      return try readStartTag()
    }
  }

  private mutating func readComment() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    guard let end = find("-->", from: index + 4) else {
      throw XMLSyntaxError(message: "the comment is not closed by '-->'", offset: start)
    }
    index = end + 3
    return .comment((start + 4)..<end)
  }

  private mutating func readCDATA() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    guard !openElements.isEmpty else {
      throw XMLSyntaxError(message: "a CDATA section is only allowed inside an element", offset: start)
    }
    let contentStart = index + 9
    guard let end = find("]]>", from: contentStart) else {
      throw XMLSyntaxError(message: "the CDATA section is not closed by ']]>'", offset: start)
    }
    index = end + 3
    return .cdata(contentStart..<end)
  }

  private mutating func readProcessingInstruction() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    index += 2
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(message: "'<?' must be followed by a processing instruction name", offset: start)
    }
    let nameEnd = scanName()
    if string(nameStart..<nameEnd).lowercased() == "xml" {
      throw XMLSyntaxError(
        message: "the XML declaration '<?xml …?>' is only allowed at the start of the file", offset: start)
    }
    guard let end = find("?>", from: index) else {
      throw XMLSyntaxError(message: "the processing instruction is not closed by '?>'", offset: start)
    }
    index = end + 2
    return .processingInstruction(start..<index)
  }

  /// Skips `<!DOCTYPE …>`, an internal subset in brackets and quoted literals included.
  private mutating func readDoctype() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    guard !sawRootElement, !sawDoctype else {
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
        return .doctype(start..<index)
      }
    }
    throw XMLSyntaxError(message: "the document type declaration is not closed by '>'", offset: start)
  }

  private mutating func readStartTag() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    if sawRootElement && openElements.isEmpty {
      throw XMLSyntaxError(message: "a second root element; an XML document has exactly one", offset: start)
    }
    guard openElements.count < maximumDepth else {
      throw XMLSyntaxError(message: "elements are nested deeper than \(maximumDepth) levels", offset: start)
    }
    let startLocation = location(of: start)
    index += 1
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(
        message: "expected an element name after '<'; write '&lt;' for a literal '<'", offset: index)
    }
    let nameEnd = scanName()
    let name = internedName(nameStart..<nameEnd)
    var attributes: [XMLAttributeNode] = []
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw XMLSyntaxError(message: "the file ends inside the start tag of <\(name)>", offset: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
        let isEmptyElement = byte == UInt8(ascii: "/")
        if isEmptyElement {
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
            throw XMLSyntaxError(message: "expected '/>' to close the start tag of <\(name)>", offset: index)
          }
          index += 1
        } else {
          openElements.append(nameStart..<nameEnd)
        }
        index += 1
        sawRootElement = true
        let span = SourceSpan(location: startLocation, byteRange: start..<index)
        return .startTag(
          XMLToken.StartTag(
            name: name, attributes: attributes.compacted, span: span, isEmptyElement: isEmptyElement))
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
    guard isNameStart(bytes[index]) else {
      throw XMLSyntaxError(
        message: "expected an attribute name, '>' or '/>' in the start tag of <\(element)>", offset: index)
    }
    let nameEnd = scanName()
    let name = internedName(nameStart..<nameEnd)
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
    let value = needsDecoding ? try decode(valueRange, whitespace: .attributeValue) : string(valueRange)
    return XMLAttributeNode(
      name: name, value: value, nameSpan: span(nameStart..<nameEnd), valueSpan: span(valueRange))
  }

  private mutating func readEndTag() throws(XMLSyntaxError) -> XMLToken {
    let start = index
    index += 2
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw XMLSyntaxError(message: "'</' must be followed by an element name", offset: start)
    }
    let nameEnd = scanName()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw XMLSyntaxError(message: "expected '>' to close the end tag", offset: index)
    }
    index += 1
    let name = nameStart..<nameEnd
    guard let open = openElements.last else {
      throw XMLSyntaxError(message: "the end tag </\(string(name))> closes no open element", offset: start)
    }
    guard sameBytes(open, name) else {
      let opened = location(of: open.lowerBound - 1)
      throw XMLSyntaxError(
        message: "expected </\(string(open))> (opened at line \(opened.line), column \(opened.column)), found "
          + "</\(string(name))>", offset: start)
    }
    openElements.removeLast()
    return .endTag(start..<index)
  }

  /// Character data up to the next `<`; outside the root element it must be whitespace.
  private mutating func readText() throws(XMLSyntaxError) -> XMLToken.Text {
    let start = index
    var hasReferences = false
    var hasCarriageReturn = false
    // Leading whitespace first: indentation between elements is often all there is.
    while index < bytes.count && isWhitespace(bytes[index]) {
      if bytes[index] == 0x0D { hasCarriageReturn = true }
      index += 1
    }
    let isWhitespaceOnly = index == bytes.count || bytes[index] == UInt8(ascii: "<")
    // The rest, eight bytes at a time while none of them is `<`, `&` or a carriage return.
    scan: while !isWhitespaceOnly && index < bytes.count {
      if index + 8 <= bytes.count && bytes.areEightPlainTextBytes(at: index) {
        index += 8
        continue
      }
      let end = min(index + 8, bytes.count)
      while index < end {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") { break scan }
        if byte == UInt8(ascii: "&") {
          hasReferences = true
        } else if byte == 0x0D {
          hasCarriageReturn = true
        }
        index += 1
      }
    }
    if openElements.isEmpty && !isWhitespaceOnly {
      throw XMLSyntaxError(
        message: sawRootElement
          ? "text after the root element has ended"
          : "text before the root element; an XML document starts with '<'", offset: start)
    }
    return XMLToken.Text(
      range: start..<index, hasReferences: hasReferences, hasCarriageReturn: hasCarriageReturn,
      isWhitespace: isWhitespaceOnly)
  }

  /// When the element whose start tag was just read holds only character data without references, reads that data
  /// and the end tag at once (the common `<string>text</string>`, in one call instead of two tokens) and returns
  /// them; otherwise reads nothing and returns `nil`, and ``next()`` goes on as usual.
  package mutating func readPlainTextContent() throws(XMLSyntaxError) -> (text: XMLToken.Text, endOfElement: Int)? {
    let start = index
    let text = try readText()
    guard !text.hasReferences, bytes.hasASCII("</", at: index) else {
      index = start
      return nil
    }
    guard case .endTag(let endTag) = try readEndTag() else { return nil }
    return (text, endTag.upperBound)
  }

  // MARK: - Text check

  /// Step 1: UTF-8 validity and XML's character set, in one pass.
  private func validateCharacters() throws(XMLSyntaxError) {
    var position = index
    let count = bytes.count
    while position < count {
      while position + 8 <= count && bytes.areEightPrintableASCIIBytes(at: position) { position += 8 }
      guard position < count else { return }
      let byte = bytes[position]
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          throw XMLSyntaxError(
            message: "control character U+\(hex(UInt32(byte))) is not allowed in XML; remove it", offset: position)
        }
        position += 1
        continue
      }
      let length = UTF8Validation.sequenceLength(in: bytes, at: position)
      guard length > 0 else {
        throw XMLSyntaxError(message: UTF8Validation.invalidByteMessage(byte), offset: position, rule: .encoding)
      }
      if byte == 0xEF && bytes[position + 1] == 0xBF && bytes[position + 2] >= 0xBE {
        throw XMLSyntaxError(
          message: "U+FFF\(bytes[position + 2] == 0xBE ? "E" : "F") is not a character XML allows; remove it",
          offset: position)
      }
      position += length
    }
  }

  // MARK: - Decoding

  /// The character data of `text` with its references decoded and, when `normalizingLineBreaks`, `\r\n` and `\r` as
  /// `\n` (XML 1.0 §2.11; CoreFoundation's property-list parser keeps them).
  package mutating func decodedText(_ text: XMLToken.Text, normalizingLineBreaks: Bool) throws(XMLSyntaxError) -> String
  {
    guard text.hasReferences else {
      return literalText(text.range, normalizingLineBreaks: normalizingLineBreaks && text.hasCarriageReturn)
    }
    return try decode(text.range, whitespace: normalizingLineBreaks ? .normalizedLineBreaks : .asWritten)
  }

  /// The bytes of `range`, which hold no references (CDATA, comments, plain text), as a String; with
  /// `normalizingLineBreaks`, `\r\n` and `\r` become `\n`.
  package func literalText(_ range: Range<Int>, normalizingLineBreaks: Bool) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard normalizingLineBreaks && slice.contains(0x0D) else { return String(decoding: slice, as: UTF8.self) }
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

  /// Decodes the references of `range` and treats its whitespace as `whitespace` says.
  private mutating func decode(_ range: Range<Int>, whitespace: Whitespace) throws(XMLSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        position = try appendReference(at: position, end: range.upperBound)
        continue
      }
      if byte == 0x0D && whitespace != .asWritten {
        scratch.append(whitespace == .attributeValue ? 0x20 : 0x0A)
        if position + 1 < range.upperBound && bytes[position + 1] == 0x0A { position += 1 }
      } else if (byte == 0x0A || byte == 0x09) && whitespace == .attributeValue {
        scratch.append(0x20)
      } else {
        scratch.append(byte)
      }
      position += 1
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Appends the character the reference at `start` stands for; returns the offset after its `;`.
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

  /// The value of the character reference `#…` or `#x…` (without `&` and `;`), which XML must allow.
  private func characterReference(_ body: UnsafeBufferPointer<UInt8>, at start: Int) throws(XMLSyntaxError) -> UInt32 {
    var digits = body.dropFirst()
    var radix: UInt32 = 10
    if digits.first == UInt8(ascii: "x") {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else {
      throw XMLSyntaxError(message: "the character reference has no digits", offset: start)
    }
    var value: UInt32 = 0
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
    guard Self.isXMLCharacter(value) || (allowsControlCharacterReferences && value >= 1 && value < 0x20) else {
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

  // MARK: - XML declaration

  /// The value of the `encoding` pseudo-attribute of an XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`),
  /// `nil` when it names none, `""` when its value is not quoted or not closed.
  package static func declaredEncoding(in declaration: Substring) -> String? {
    let bytes = Array(declaration.utf8)
    let attribute = Array("encoding".utf8)
    var index = 0
    while index + attribute.count <= bytes.count && !bytes[index..<(index + attribute.count)].elementsEqual(attribute) {
      index += 1
    }
    guard index + attribute.count <= bytes.count else { return nil }
    index += attribute.count
    while index < bytes.count
      && (bytes[index] == UInt8(ascii: "=") || bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]))
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      return ""
    }
    let quote = bytes[index]
    guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return "" }
    return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
  }

  // MARK: - Lexical helpers

  /// Moves past the name bytes at the cursor (the first one already checked) and returns where the name ends.
  private mutating func scanName() -> Int {
    index += 1
    while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
    return index
  }

  /// The bytes of `range` as a String.
  /// The name in `range`, shared with earlier occurrences when it is too long to be stored inline (over 15 bytes).
  private mutating func internedName(_ range: Range<Int>) -> String {
    let name = string(range)
    guard range.count > 15 else { return name }
    return names.insert(name).memberAfterInsert
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether the two ranges hold the same bytes.
  private func sameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count else { return false }
    for offset in 0..<first.count where bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] {
      return false
    }
    return true
  }

  /// Skips XML whitespace; returns whether there was any.
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

  /// XML's four whitespace bytes.
  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Whether `byte` may start a name: an ASCII letter, `_`, `:` or any non-ASCII byte.
  @inline(__always)
  private func isNameStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte < 0x40 ? Self.nameStartBelow64 : Self.nameStartFrom64) &>> UInt64(byte) & 1 != 0
  }

  /// Whether `byte` may continue a name: a name start, a digit, `-` or `.`.
  @inline(__always)
  private func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte < 0x40 ? Self.nameByteBelow64 : Self.nameStartFrom64) &>> UInt64(byte) & 1 != 0
  }

  /// The name bytes among 0x00-0x3F (`:`), then among 0x40-0x7F (letters and `_`), one bit each.
  private static let nameStartBelow64: UInt64 = 1 << 0x3A
  private static let nameStartFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE
  /// The bytes among 0x00-0x3F that may continue a name: `-`, `.`, the digits and `:`.
  private static let nameByteBelow64: UInt64 = 0x07FF_6000_0000_0000

  /// Whether XML 1.0 allows the character `value` (§2.2).
  private static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// `value` in upper-case hexadecimal, at least four digits.
  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
