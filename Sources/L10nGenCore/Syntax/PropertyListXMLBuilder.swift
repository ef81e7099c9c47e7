/// Builds the located values of an XML property list, the part of XML that `.stringsdict` files use, from the tokens
/// of an ``XMLScanner``; it replaces `XMLParser` (libxml2), which was 2.5x slower than `PropertyListSerialization`
/// and crashed on some malformed input.
///
/// ## Algorithm
/// 1. **Tokens.** ``XMLScanner`` checks the text (UTF-8, XML's characters) and well-formedness, skips the prolog
///    (the document type declaration too, so no entity it declares is ever expanded) and locates every start tag.
///    ``PropertyListXMLReader`` has already turned UTF-16 and Latin-1 into UTF-8.
/// 2. **Containers.** `plist`, `dict` and `array` live on an explicit stack of frames, each holding the values read so
///    far, so deep input never overflows the call stack (the scanner limits nesting to
///    ``PropertyListXMLReader/maximumDepth``). The structure rules of Apple's DTD are checked as elements open: a
///    `<dict>` alternates `<key>` and value, `<plist>` holds one value, leaves hold only text, and text between
///    containers is whitespace. Attributes are checked by the scanner and dropped.
/// 3. **Leaves.** A leaf (`key`, `string`, `integer`, ...) collects its character data up to its end tag: references
///    decoded, CDATA taken as text, comments dropped. Line breaks stay as written (`\r\n` too): CoreFoundation's
///    property-list parser, which the app uses at run time, does not normalize them as XML 1.0 §2.11 would. Text
///    without references, CDATA or comments becomes a String straight from the bytes.
/// 4. **Comments** directly inside a `<dict>`, before a `<key>`, document that key.
/// 5. **Locations.** Each value is located at its `<`; its byte range runs from `<` to the end of its end tag, when
///    the bytes are the file's own.
///
/// The first problem stops reading with one located `syntax-error` (or `encoding`, for bytes that are not UTF-8).
struct PropertyListXMLBuilder {
  /// An open container.
  private enum Frame {
    /// `<plist>` and its value once read.
    case plist(location: SourceLocation, value: PropertyListNode?)
    /// `<dict>` with the items read so far and the key waiting for its value.
    case dictionary(start: Int, location: SourceLocation, items: [PropertyListDictionaryItem], pendingKey: PendingKey?)
    /// `<array>` with the elements read so far.
    case array(start: Int, location: SourceLocation, items: [PropertyListNode])
  }

  /// A `<key>` read, whose value has not come yet.
  private struct PendingKey {
    /// The key's text.
    var key: String
    /// Where the `<key>` element starts (and its bytes).
    var location: SourceLocation
    /// The XML comments just before the `<key>`, joined with line breaks.
    var comment: String?
  }

  /// A leaf element whose end tag has not come yet.
  private struct OpenLeaf {
    /// The element name: `key`, `string`, `integer`...
    var name: String
    /// The offset of its `<`.
    var start: Int
    /// Where it starts.
    var location: SourceLocation
    /// Its character data so far; `nil` before the first piece.
    var text: String?

    /// Adds a piece of character data.
    mutating func append(_ piece: String) {
      if text == nil {
        text = piece
      } else {
        text! += piece
      }
    }
  }

  /// The tokens of the document.
  private var scanner: XMLScanner
  /// Whether the scanned bytes are the file's bytes (not transcoded), so that byte ranges are meaningful.
  private let hasFileBytes: Bool
  /// The open containers, innermost last.
  private var stack: [Frame] = []
  /// The leaf being read, inside the innermost container: the only place where whitespace is text.
  private var leaf: OpenLeaf?
  /// The value of the root element once it is closed.
  private var root: PropertyListNode?
  /// Comments seen directly inside a `<dict>` since its last value: they document the next key.
  private var pendingComment: String?

  /// A builder over `scanner`; `hasFileBytes` is false when its bytes were transcoded from the file's encoding.
  private init(scanner: XMLScanner, hasFileBytes: Bool) {
    self.scanner = scanner
    self.scanner.skipsWhitespaceText = true
    self.hasFileBytes = hasFileBytes
  }

  /// Reads `bytes` (UTF-8, an optional byte-order mark first) into the root value, or one located error.
  static func read(_ bytes: [UInt8], path: String, hasFileBytes: Bool) -> PropertyListXMLReader.Result {
    bytes.withUnsafeBufferPointer { buffer in
      let scanner = XMLScanner(bytes: buffer, path: path, maximumDepth: PropertyListXMLReader.maximumDepth)
      var builder = PropertyListXMLBuilder(scanner: scanner, hasFileBytes: hasFileBytes)
      do throws(XMLSyntaxError) {
        let root = try builder.build()
        return PropertyListXMLReader.Result(root: root, diagnostics: [])
      } catch {
        let location = builder.scanner.location(of: min(error.offset, buffer.count))
        return PropertyListXMLReader.Result(
          root: nil, diagnostics: [.error(error.message, at: location, rule: error.rule)])
      }
    }
  }

  // MARK: Document

  /// Reads every token and returns the root value. Inside a leaf, character data and CDATA are its text, comments
  /// are dropped, its end tag closes it, and an element is an error.
  private mutating func build() throws(XMLSyntaxError) -> PropertyListNode {
    while true {
      switch try scanner.next() {
      case .startTag(let tag):
        if let leaf {
          throw XMLSyntaxError(
            message: "<\(tag.name)> is not allowed inside <\(leaf.name)>; it holds only text",
            offset: tag.span.byteRange.lowerBound)
        }
        try open(tag)
      case .endTag(let range):
        if let open = leaf.take() {
          scanner.skipsWhitespaceText = true
          try closeLeaf(open, endOfElement: range.upperBound)
        } else {
          try close(endOfElement: range.upperBound)
        }
      case .text(let text):
        if leaf != nil {
          let piece = try scanner.decodedText(text, normalizingLineBreaks: false)
          leaf?.append(piece)
        } else {
          // Between containers (whitespace alone is skipped by the scanner there).
          let decoded = try scanner.decodedText(text, normalizingLineBreaks: false)
          try checkWhitespaceOutsideLeaves(decoded, at: text.range.lowerBound)
        }
      case .cdata(let content):
        let text = scanner.literalText(content, normalizingLineBreaks: false)
        if leaf != nil {
          leaf?.append(text)
        } else {
          try checkWhitespaceOutsideLeaves(text, at: content.lowerBound - "<![CDATA[".utf8.count)
        }
      case .comment(let content):
        if leaf == nil { documentNextKey(with: content) }
      case .processingInstruction(let range):
        throw Self.processingInstruction(at: range.lowerBound)
      case .xmlDeclaration, .doctype:
        continue
      case .endOfDocument:
        guard scanner.sawRootElement else {
          throw XMLSyntaxError(message: "the file contains no XML element; expected <plist> with a <dict>", offset: 0)
        }
        guard let root else {
          throw XMLSyntaxError(message: "the <plist> element is empty; expected one <dict> inside it", offset: 0)
        }
        return root
      }
    }
  }

  /// A processing instruction other than the leading XML declaration: property lists have none.
  private static func processingInstruction(at offset: Int) -> XMLSyntaxError {
    XMLSyntaxError(
      message: "processing instructions ('<?…?>') other than the XML declaration are not allowed in a property list; "
        + "remove it", offset: offset)
  }

  // MARK: Elements

  /// Checks that the element of a start tag may appear here, and opens it (an empty element is closed at once).
  private mutating func open(_ tag: XMLToken.StartTag) throws(XMLSyntaxError) {
    let start = tag.span.byteRange.lowerBound
    let end = tag.span.byteRange.upperBound
    try checkPlacement(of: tag.name, at: start)
    let location = tag.span.location
    switch tag.name {
    case "plist":
      guard stack.isEmpty else { throw XMLSyntaxError(message: "<plist> may only be the root element", offset: start) }
      stack.append(.plist(location: location, value: nil))
    case "dict":
      stack.append(.dictionary(start: start, location: location, items: [], pendingKey: nil))
    case "array":
      stack.append(.array(start: start, location: location, items: []))
    case "key", "string", "integer", "real", "date", "data", "true", "false":
      var open = OpenLeaf(name: tag.name, start: start, location: location, text: tag.isEmptyElement ? "" : nil)
      if tag.isEmptyElement {
        try closeLeaf(open, endOfElement: end)
      } else if let content = try scanner.readPlainTextContent() {
        open.text = try scanner.decodedText(content.text, normalizingLineBreaks: false)
        try closeLeaf(open, endOfElement: content.endOfElement)
      } else {
        leaf = open
        scanner.skipsWhitespaceText = false
      }
      return
    default:
      throw XMLSyntaxError(
        message: "unknown property-list element <\(tag.name)>; expected dict, array, key, string, integer, real, "
          + "true, false, date or data", offset: start)
    }
    if tag.isEmptyElement { try close(endOfElement: end) }
  }

  /// The structure rules of Apple's DTD for an element named `name` opening inside the innermost container.
  private func checkPlacement(of name: String, at start: Int) throws(XMLSyntaxError) {
    switch stack.last {
    case .dictionary(_, _, _, nil) where name != "key":
      throw XMLSyntaxError(
        message: "expected <key> in <dict>, found <\(name)>; every value needs a <key> before it", offset: start)
    case .dictionary(_, _, _, .some) where name == "key":
      throw XMLSyntaxError(message: "expected a value after the previous <key>, found another <key>", offset: start)
    case .plist(_, .some):
      throw XMLSyntaxError(message: "<plist> holds exactly one value; found a second one, <\(name)>", offset: start)
    case .array where name == "key", .plist where name == "key", nil where name == "key":
      throw XMLSyntaxError(message: "<key> is only allowed directly inside <dict>", offset: start)
    default:
      break
    }
  }

  /// Closes the innermost container, whose end tag ends at `endOfElement`: `<plist>` sets the root; a `<dict>` with a
  /// key still pending is an error; any other container becomes a node attached to its parent.
  private mutating func close(endOfElement: Int) throws(XMLSyntaxError) {
    guard let frame = stack.popLast() else { return }
    let value: PropertyListNode
    switch frame {
    case .plist(_, let node):
      root = node
      return
    case .dictionary(let start, var location, let items, let pendingKey):
      if let pendingKey {
        throw XMLSyntaxError(
          message: "<key>\(pendingKey.key)</key> has no value after it; add a value or remove the key",
          offset: pendingKey.location.byteRange?.lowerBound ?? start)
      }
      if hasFileBytes { location.byteRange = start..<endOfElement }
      value = PropertyListNode(content: .dictionary(items), location: location)
    case .array(let start, var location, let items):
      if hasFileBytes { location.byteRange = start..<endOfElement }
      value = PropertyListNode(content: .array(items), location: location)
    }
    attach(value)
  }

  /// Adds a closed value to the innermost open container (or makes it the root of a document without `<plist>`).
  private mutating func attach(_ value: PropertyListNode) {
    switch stack.popLast() {
    case nil:
      root = value
    case .plist(let location, _):
      stack.append(.plist(location: location, value: value))
    case .array(let start, let location, var items):
      items.append(value)
      stack.append(.array(start: start, location: location, items: items))
    case .dictionary(let start, let location, var items, let pendingKey?):
      items.append(
        PropertyListDictionaryItem(
          key: pendingKey.key, keyLocation: pendingKey.location, value: value, comment: pendingKey.comment))
      stack.append(.dictionary(start: start, location: location, items: items, pendingKey: nil))
    case let other?:
      stack.append(other)
    }
  }

  // MARK: Leaves

  /// A closed leaf: a `<key>` becomes the dictionary's pending key (with the comments before it), any other leaf a
  /// node attached to its parent.
  private mutating func closeLeaf(_ open: OpenLeaf, endOfElement: Int) throws(XMLSyntaxError) {
    var location = open.location
    if hasFileBytes { location.byteRange = open.start..<endOfElement }
    let text = open.text ?? ""
    if open.name == "key" {
      guard case .dictionary(let start, let dictLocation, let items, nil) = stack.popLast() else { return }
      let comment = pendingComment
      pendingComment = nil
      stack.append(
        .dictionary(
          start: start, location: dictLocation, items: items,
          pendingKey: PendingKey(key: text, location: location, comment: comment)))
      return
    }
    let content: PropertyListNode.Content
    switch open.name {
    case "string": content = .string(text)
    case "integer": content = .integer(Self.trimmed(text))
    case "real": content = .real(Self.trimmed(text))
    case "date": content = .date(Self.trimmed(text))
    case "data": content = .data(text)
    case "true": content = .boolean(true)
    default: content = .boolean(false)
    }
    attach(PropertyListNode(content: content, location: location))
  }

  // MARK: Between elements

  /// Fails unless `text`, character data between containers, is whitespace (Unicode's, as the `XMLParser`-based
  /// reader accepted).
  private func checkWhitespaceOutsideLeaves(_ text: String, at start: Int) throws(XMLSyntaxError) {
    guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { return }
    let snippet = Self.trimmed(text).prefix(30)
    throw XMLSyntaxError(message: "unexpected text \"\(snippet)\" outside of a <key> or <string>", offset: start)
  }

  /// Keeps the trimmed text of a comment directly inside a `<dict>`, before its next key, to document that key.
  private mutating func documentNextKey(with content: Range<Int>) {
    guard case .dictionary(_, _, _, nil) = stack.last else { return }
    let trimmed = Self.trimmed(scanner.literalText(content, normalizingLineBreaks: true))
    guard !trimmed.isEmpty else { return }
    pendingComment = pendingComment.map { $0 + "\n" + trimmed } ?? trimmed
  }

  /// `text` without leading and trailing whitespace and line breaks.
  private static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }
}
