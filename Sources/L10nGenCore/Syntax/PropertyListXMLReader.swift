import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML property list into `PropertyListNode`s that keep the line and column of every element.
///
/// Built on `XMLParser` (libxml2). Columns count Unicode scalars for UTF-8 input; for other encodings they
/// are the parser's byte columns.
///
/// The reader checks the bytes before handing them to `XMLParser`, for two reasons: to give each non-XML form a precise
/// error (binary plist, old-style plist, UTF-32, UTF-16 without a BOM), and to keep input that crashes libxml2 or iconv
/// (found by fuzzing: malformed UTF-16, exotic declared encodings, processing instructions) away from it. The parser's
/// SAX events then build the tree on an explicit stack, so nesting depth is bounded by ``maximumDepth`` and never by
/// the call stack. Reading stops at the first error: the result is then `nil` with one `syntax-error` (or `encoding`)
/// diagnostic at the offending element. Linear in the size of the document.
enum PropertyListXMLReader {
  /// How deep elements may nest (CoreFoundation's limit for property lists).
  ///
  /// Counted as open elements on the tree builder's stack, so a hostile document fails cleanly.
  static let maximumDepth = 512

  /// What reading produced: the root value (the element inside `<plist>`) or the problems that stopped it.
  ///
  /// A reader of a `.stringsdict` then interprets `root`; with `root == nil` the file contributes no entries.
  struct Result {
    /// The root value; `nil` when the document is not a readable XML property list.
    var root: PropertyListNode?
    /// Errors (the first problem stops reading) and warnings.
    var diagnostics: [Diagnostic]
  }

  /// Reads `data` as an XML property list. Binary and old-style (OpenStep) plists are reported as errors.
  ///
  /// Steps: reject empty, binary (`bplist`), UTF-32 and BOM-less UTF-16 input; decode UTF-16 with a BOM here and pass
  /// it on as UTF-8 with the declaration blanked; reject old-style plists (first non-blank byte `{`), declared
  /// encodings outside ``supportedEncodings`` and processing instructions; then parse with external entities off.
  static func read(_ data: Data, path: String) -> Result {
    let start = SourceLocation(file: path, line: 1, column: 1)
    if data.isEmpty {
      return Result(
        root: nil,
        diagnostics: [.error("the file is empty; expected an XML property list", at: start, rule: .syntaxError)])
    }
    if data.starts(with: Array("bplist".utf8)) {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "this is a binary property list, which l10n-gen cannot read with source locations; convert it with "
              + "'plutil -convert xml1 <file>'", at: start, rule: .syntaxError)
        ])
    }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
      || (!bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF]) && bytes.prefix(4).contains(0))
    {
      return Result(
        root: nil,
        diagnostics: [
          .error("the file is UTF-32 or UTF-16 without a byte order mark; save it as UTF-8", at: start, rule: .encoding)
        ])
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // libxml2 crashes on some malformed UTF-16 (fuzzing), so UTF-16 is decoded here and handed over as UTF-8.
      guard let text = decodeUTF16(bytes) else {
        return Result(
          root: nil, diagnostics: [.error("the file is not valid UTF-16; save it as UTF-8", at: start, rule: .encoding)]
        )
      }
      bytes = Array(blankingXMLDeclaration(text).utf8)
    }
    if let first = bytes.first(where: { !Self.isXMLWhitespace($0) }), first == UInt8(ascii: "{") {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "this is an old-style (OpenStep) property list; only XML property lists are supported; convert it with "
              + "'plutil -convert xml1 <file>'", at: start, rule: .syntaxError)
        ])
    }
    if let encoding = declaredEncoding(bytes), !supportedEncodings.contains(encoding.lowercased()) {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "the XML declaration names the encoding '\(encoding)', which is not supported; save the file as UTF-8 "
              + "and declare encoding=\"UTF-8\"", at: start, rule: .syntaxError)
        ])
    }
    if let offset = processingInstructionOffset(bytes) {
      let before = bytes[..<offset]
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "processing instructions ('<?…?>') other than the XML declaration are not allowed in a property list; "
              + "remove it", at: SourceLocation(file: path, line: line, column: column), rule: .syntaxError)
        ])
    }
    let builder = PropertyListTreeBuilder(bytes: bytes, path: path)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    builder.parser = parser
    parser.delegate = builder
    _ = parser.parse()
    builder.parser = nil
    return builder.finish()
  }

  /// Encodings libxml2 decodes itself. Others go through iconv, which crashes on some (UTF-7 in fuzzing).
  static let supportedEncodings: Set<String> = [
    "utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii", "iso-8859-1", "latin1",
  ]

  /// The `encoding="…"` of the `<?xml …?>` declaration, for UTF-8-compatible or UTF-16 (with BOM) input; `""` when
  /// the declaration names an encoding in a malformed way.
  ///
  /// Only the first 400 bytes are looked at: the declaration must come first.
  ///
  /// ``read(_:path:)`` reports both an unsupported name and `""` as an unsupported encoding.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let prefix = bytes.prefix(400)
    let text: String
    if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) {
      let littleEndian = prefix.first == 0xFF
      var units: [UInt16] = []
      var index = prefix.startIndex + 2
      while index + 1 < prefix.endIndex {
        let (low, high) = littleEndian ? (prefix[index], prefix[index + 1]) : (prefix[index + 1], prefix[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      text = String(decoding: units, as: UTF16.self)
    } else {
      text = String(decoding: prefix, as: UTF8.self)
    }
    let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    guard trimmed.hasPrefix("<?xml") else { return nil }
    let declaration = trimmed.prefix { $0 != ">" }
    guard let attribute = declaration.range(of: "encoding") else { return nil }
    var rest = declaration[attribute.upperBound...].drop { $0.isWhitespace || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return "" }
    rest = rest.dropFirst()
    guard let close = rest.firstIndex(of: quote) else { return "" }
    return String(rest[..<close])
  }

  /// Strict UTF-16 decoding (BOM first); `nil` on an odd length or an unpaired surrogate.
  ///
  /// The result is handed to libxml2 as UTF-8 instead of the original bytes.
  static func decodeUTF16(_ bytes: [UInt8]) -> String? {
    guard bytes.count % 2 == 0 else { return nil }
    let littleEndian = bytes.first == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    var scalars = String.UnicodeScalarView()
    var decoder = UTF16()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case let .scalarValue(scalar): scalars.append(scalar)
      case .emptyInput: return String(scalars)
      case .error: return nil
      }
    }
  }

  /// Replaces the `<?xml …?>` declaration with as many spaces (it would name UTF-16 for what is now UTF-8), so
  /// columns stay the same.
  ///
  /// A declaration spread over several lines is kept: blanking it would shift line numbers.
  static func blankingXMLDeclaration(_ text: String) -> String {
    guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
    let declaration = text[..<end.upperBound]
    guard !declaration.contains(where: \.isNewline) else { return text }
    return String(repeating: " ", count: declaration.unicodeScalars.count) + text[end.upperBound...]
  }

  /// The offset of the first `<?` that is not the XML declaration at the very start, skipping comments and CDATA.
  /// Foundation's `XMLParser` crashes on some processing instructions (`<?x?>`, fuzzing), and plists have none.
  ///
  /// One linear scan; comments and CDATA sections are skipped, so a `<?` inside them is text.
  static func processingInstructionOffset(_ bytes: [UInt8]) -> Int? {
    /// Whether `literal` (ASCII) is at `index`.
    func matches(_ literal: String, at index: Int) -> Bool {
      let count = literal.utf8.count
      return index + count <= bytes.count && literal.utf8.elementsEqual(bytes[index..<index + count])
    }
    /// The offset after the next `terminator` from `index` (or past the end when there is none).
    func skip(to terminator: String, from index: Int) -> Int {
      var cursor = index
      while cursor < bytes.count, !matches(terminator, at: cursor) { cursor += 1 }
      return cursor + terminator.utf8.count
    }
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if matches("<!--", at: index) {
        index = skip(to: "-->", from: index + 4)
      } else if matches("<![CDATA[", at: index) {
        index = skip(to: "]]>", from: index + 9)
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        guard index == 0, matches("<?xml ", at: index) else { return index }
        index = skip(to: "?>", from: index + 2)
      } else {
        index += 1
      }
    }
    return nil
  }

  /// XML's four whitespace bytes: space, tab, LF and CR.
  static func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

/// The `XMLParser` delegate that assembles `PropertyListNode`s on an explicit stack.
///
/// Each open element is a ``Frame`` on `stack`; a closed element becomes a ``PropertyListNode`` attached to the frame
/// below it (appended to an array, paired with the pending key of a dictionary, or made the plist's value). The
/// structure rules of Apple's DTD are checked as elements open, so errors point at the element that breaks them: a
/// `<dict>` alternates `<key>` and value, `<plist>` holds one value, leaves (`<string>`, `<key>`...) hold only text.
/// The first error aborts the parser; later callbacks see `failed` and do nothing.
///
/// For example, `<dict><string>x</string></dict>` stops at the `<string>` with "expected <key> in <dict>, found
/// <string>; every value needs a <key> before it".
private final class PropertyListTreeBuilder: NSObject, XMLParserDelegate {
  /// An element being read.
  private enum Frame {
    /// `<plist>` and its value once read.
    case plist(location: SourceLocation, value: PropertyListNode?)
    /// `<dict>` with the items read so far and the key waiting for its value.
    case dictionary(location: SourceLocation, items: [PropertyListDictionaryItem], pendingKey: PendingKey?)
    /// `<array>` with the elements read so far.
    case array(location: SourceLocation, items: [PropertyListNode])
    /// A text element (`key`, `string`, `integer`, `real`, `date`, `data`, `true`, `false`) and its text so far; the
    /// parser may deliver the text in several pieces.
    case leaf(name: String, location: SourceLocation, text: String)
  }

  /// A `<key>` read, whose value has not come yet.
  private struct PendingKey {
    /// The key's text.
    var key: String
    /// Where the `<key>` element starts.
    var location: SourceLocation
    /// The XML comments just before the `<key>`, joined with line breaks.
    var comment: String?
  }

  /// The parser, to ask for the current line and column and to abort; set only while parsing.
  weak var parser: XMLParser?
  /// The document as handed to the parser.
  private let bytes: [UInt8]
  /// The file's path, for diagnostics.
  private let path: String
  /// Converts the parser's byte columns into scalar columns.
  private let locator: ByteLocator
  /// The elements open around the parser's position, innermost last.
  private var stack: [Frame] = []
  /// The value of `<plist>` once it is closed.
  private var root: PropertyListNode?
  /// The error that stopped reading, if any.
  private var diagnostics: [Diagnostic] = []
  /// Set by the first error; every later callback returns at once.
  private var failed = false
  /// Comments seen directly inside a `<dict>` since its last value: they document the next key.
  private var pendingComment: String?
  /// Whether any element was seen, to tell an empty document from an empty `<plist>`.
  private var sawRootElement = false

  /// A builder for `bytes`, which must be exactly what the parser reads (locations are computed from them).
  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    self.locator = ByteLocator(bytes: bytes)
  }

  /// The result after parsing: the root value, or `nil` with the error that stopped reading (a document without
  /// elements, or with an empty `<plist>`, is an error too).
  func finish() -> PropertyListXMLReader.Result {
    if !failed {
      if !sawRootElement {
        fail("the file contains no XML element; expected <plist> with a <dict>", at: location(line: 1, column: 1))
      } else if root == nil {
        fail("the <plist> element is empty; expected one <dict> inside it", at: location(line: 1, column: 1))
      }
    }
    return PropertyListXMLReader.Result(root: failed ? nil : root, diagnostics: diagnostics)
  }

  /// A location in this file, clamped to line 1, column 1 at least (libxml2 reports 0 in some states).
  private func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: path, line: max(1, line), column: max(1, column))
  }

  /// The location of the `<` of the element whose start the parser just reported.
  private func currentElementStart() -> SourceLocation {
    guard let parser else { return location(line: 1, column: 1) }
    let (line, column) = locator.elementStart(line: parser.lineNumber, byteColumn: parser.columnNumber)
    return location(line: line, column: column)
  }

  /// The parser's current position, in scalar columns: where a text or parse error is reported.
  private func currentPosition() -> SourceLocation {
    guard let parser else { return location(line: 1, column: 1) }
    let (line, column) = locator.position(line: parser.lineNumber, byteColumn: parser.columnNumber)
    return location(line: line, column: column)
  }

  /// Records the first error and aborts parsing; later errors are consequences and are dropped.
  private func fail(_ message: String, at location: SourceLocation) {
    guard !failed else { return }
    failed = true
    diagnostics.append(.error(message, at: location, rule: .syntaxError))
    parser?.abortParsing()
  }

  /// Opens an element after checking it may appear here; text elements become a ``Frame/leaf(name:location:text:)``
  /// collecting their text.
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard !failed else { return }
    let start = currentElementStart()
    sawRootElement = true
    switch stack.last {
    case .leaf(let name, _, _):
      fail("<\(elementName)> is not allowed inside <\(name)>; it holds only text", at: start)
      return
    case .dictionary(_, _, nil) where elementName != "key":
      fail("expected <key> in <dict>, found <\(elementName)>; every value needs a <key> before it", at: start)
      return
    case .dictionary(_, _, .some) where elementName == "key":
      fail("expected a value after the previous <key>, found another <key>", at: start)
      return
    case .plist(_, .some):
      fail("<plist> holds exactly one value; found a second one, <\(elementName)>", at: start)
      return
    case .array where elementName == "key", .plist where elementName == "key":
      fail("<key> is only allowed directly inside <dict>", at: start)
      return
    case nil where elementName != "plist" && root != nil:
      fail("the document has more than one root element", at: start)
      return
    default: break
    }
    if stack.count >= PropertyListXMLReader.maximumDepth {
      fail("dictionaries and arrays nest deeper than \(PropertyListXMLReader.maximumDepth) levels", at: start)
      return
    }
    switch elementName {
    case "plist":
      guard stack.isEmpty else {
        fail("<plist> may only be the root element", at: start)
        return
      }
      stack.append(.plist(location: start, value: nil))
    case "dict":
      stack.append(.dictionary(location: start, items: [], pendingKey: nil))
    case "array":
      stack.append(.array(location: start, items: []))
    case "key", "string", "integer", "real", "date", "data", "true", "false":
      stack.append(.leaf(name: elementName, location: start, text: ""))
    default:
      fail(
        "unknown property-list element <\(elementName)>; expected dict, array, key, string, integer, real, "
          + "true, false, date or data", at: start)
    }
  }

  /// Closes the innermost element: a `<key>` becomes the dictionary's pending key (with the comments before it); any
  /// other element becomes a node attached to its parent. A dictionary that ends with a key still pending is an error.
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard !failed, let frame = stack.popLast() else { return }
    let value: PropertyListNode
    switch frame {
    case let .plist(_, node):
      root = node
      return
    case let .dictionary(location, items, pendingKey):
      if let pendingKey {
        fail(
          "<key>\(pendingKey.key)</key> has no value after it; add a value or remove the key", at: pendingKey.location)
        return
      }
      value = PropertyListNode(content: .dictionary(items), location: location)
    case let .array(location, items):
      value = PropertyListNode(content: .array(items), location: location)
    case let .leaf(name, location, text):
      if name == "key" {
        guard case .dictionary(let dictLocation, let items, nil) = stack.popLast() else { return }
        let comment = pendingComment
        pendingComment = nil
        stack.append(
          .dictionary(
            location: dictLocation, items: items,
            pendingKey: PendingKey(key: text, location: location, comment: comment)))
        return
      }
      let content: PropertyListNode.Content
      switch name {
      case "string": content = .string(text)
      case "integer": content = .integer(text.trimmingCharacters(in: .whitespacesAndNewlines))
      case "real": content = .real(text.trimmingCharacters(in: .whitespacesAndNewlines))
      case "date": content = .date(text.trimmingCharacters(in: .whitespacesAndNewlines))
      case "data": content = .data(text)
      case "true": content = .boolean(true)
      default: content = .boolean(false)
      }
      value = PropertyListNode(content: content, location: location)
    }
    attach(value)
  }

  /// Adds a closed value to the innermost open element.
  private func attach(_ value: PropertyListNode) {
    switch stack.popLast() {
    case nil:
      root = value
    case let .plist(location, _):
      stack.append(.plist(location: location, value: value))
    case .array(let location, var items):
      items.append(value)
      stack.append(.array(location: location, items: items))
    case .dictionary(let location, var items, let pendingKey?):
      items.append(
        PropertyListDictionaryItem(
          key: pendingKey.key, keyLocation: pendingKey.location, value: value, comment: pendingKey.comment))
      stack.append(.dictionary(location: location, items: items, pendingKey: nil))
    case let other?:
      stack.append(other)
    }
  }

  /// Text, with entities decoded.
  func parser(_ parser: XMLParser, foundCharacters string: String) {
    appendText(string)
  }

  /// `<![CDATA[...]]>` content, taken as text.
  func parser(_ parser: XMLParser, foundCDATA cdataBlock: Data) {
    appendText(String(decoding: cdataBlock, as: UTF8.self))
  }

  /// Whitespace libxml2 considers ignorable; kept when inside a leaf, since `<string>` whitespace is significant.
  func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
    appendText(whitespaceString)
  }

  /// Adds text to the open leaf. Outside leaves, only whitespace is allowed.
  private func appendText(_ string: String) {
    guard !failed else { return }
    if case .leaf = stack.last, case .leaf(let name, let location, var text)? = stack.popLast() {
      text += string
      stack.append(.leaf(name: name, location: location, text: text))
      return
    }
    if string.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
      let snippet = string.trimmingCharacters(in: .whitespacesAndNewlines).prefix(30)
      fail("unexpected text \"\(snippet)\" outside of a <key> or <string>", at: currentPosition())
    }
  }

  /// Keeps comments directly inside a `<dict>` and before a key, as that key's comment (the `.stringsdict` equivalent
  /// of `/* */` before a `.strings` entry). Comments elsewhere are dropped.
  func parser(_ parser: XMLParser, foundComment comment: String) {
    guard case .dictionary(_, _, nil) = stack.last else { return }
    let trimmed = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    pendingComment = pendingComment.map { $0 + "\n" + trimmed } ?? trimmed
  }

  /// A well-formedness error, reported at the parser's position with a readable description of libxml2's code.
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    let code = (parseError as NSError).code
    fail("not a well-formed XML property list: \(Self.describe(libxmlCode: code))", at: currentPosition())
  }

  /// DTD validation is not performed; the structure is checked by the element callbacks instead.
  func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {}

  /// A readable description of the libxml2 error codes (`xmlParserErrors`) that real files produce.
  private static func describe(libxmlCode code: Int) -> String {
    switch code {
    case 4: "the document is empty or does not start with XML"
    case 5: "the document ends too early or has extra content after the root element (check closing tags)"
    case 9: "invalid character (control characters are not allowed in XML; escape them or remove them)"
    case 26: "undefined entity (use &amp; for a literal '&')"
    case 38: "'<' inside an attribute value"
    case 41: "attribute without a value"
    case 45: "unterminated comment (missing '-->')"
    case 65: "a space is required here"
    case 68: "an element name is expected after '<' (use &lt; for a literal '<')"
    case 73: "'>' expected"
    case 76: "the closing tag does not match the opening tag"
    case 77: "an element is not closed"
    default: "XML parser error \(code)"
    }
  }
}

/// Converts libxml2's (line, byte column) positions into (line, Unicode-scalar column) for UTF-8 input.
///
/// For input that is not UTF-8 (UTF-16 read by the parser itself), the parser's byte columns are returned as they are.
private final class ByteLocator {
  /// The document.
  private let bytes: [UInt8]
  /// The byte offset at which each line starts; CR, LF and CRLF end lines, as in libxml2.
  private let lineStarts: [Int]
  /// Whether columns can be converted (the document is UTF-8 or ASCII).
  private let isUTF8: Bool
  /// The last converted position, so that converting increasing offsets on one long line stays linear.
  private var cache: (line: Int, offset: Int, column: Int) = (0, 0, 1)

  /// Indexes the line starts of `bytes` in one pass.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
    let utf16BOM = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    let nulInPrefix = bytes.prefix(4).contains(0)
    isUTF8 = !utf16BOM && !nulInPrefix
  }

  /// The byte offset of a (line, byte column) position, clamped into the data.
  private func offset(line: Int, byteColumn: Int) -> Int? {
    guard isUTF8, !bytes.isEmpty, line >= 1, line <= lineStarts.count else { return nil }
    return min(max(lineStarts[line - 1] + max(byteColumn, 1) - 1, 0), bytes.count - 1)
  }

  /// The 1-based line (binary search over `lineStarts`) and scalar column (counting non-continuation bytes from the
  /// line start, or from the cached position when it is on the same line and not past `offset`) of a byte offset.
  private func lineAndColumn(ofOffset offset: Int) -> (Int, Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    if cache.line == low, cache.offset <= offset, cache.offset >= index {
      column = cache.column
      index = cache.offset
    }
    defer { cache = (low, offset, column) }
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }

  /// The position of the `<` that starts the element the parser reports at (line, byteColumn).
  ///
  /// libxml2 reports an element after reading its start tag, so this searches back (at most 64 KiB) for the `<`.
  func elementStart(line: Int, byteColumn: Int) -> (Int, Int) {
    guard var index = offset(line: line, byteColumn: byteColumn) else { return (line, byteColumn) }
    let limit = max(0, index - 65_536)
    while index > limit, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    return lineAndColumn(ofOffset: index)
  }

  /// The scalar column of a (line, byte column) position.
  func position(line: Int, byteColumn: Int) -> (Int, Int) {
    guard let index = offset(line: line, byteColumn: byteColumn) else { return (line, byteColumn) }
    return lineAndColumn(ofOffset: index)
  }
}
