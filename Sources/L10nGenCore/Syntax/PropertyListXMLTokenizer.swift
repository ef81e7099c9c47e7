/// A located tokenizer and tree builder for XML property lists, the part of XML that `.stringsdict` files use; it
/// replaces `XMLParser` (libxml2), which was 2.5x slower than `PropertyListSerialization` and crashed on some
/// malformed input.
///
/// ## Algorithm
/// 1. **Text check.** One pass validates UTF-8 (no overlong forms, surrogates or values past U+10FFFF; eight ASCII
///    bytes at a time) and rejects the characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage
///    return; U+FFFE, U+FFFF). ``PropertyListXMLReader`` has already turned UTF-16 and Latin-1 into UTF-8.
/// 2. **Prolog.** The XML declaration, comments, whitespace and the document type declaration (skipped, internal
///    subset included, so no entity it declares is ever expanded) may come before the root element.
/// 3. **Elements.** A cursor moves forward over the bytes; at each `<` it reads a start tag (attributes are checked
///    and dropped), an end tag, a comment or a CDATA section. Containers (`plist`, `dict`, `array`) live on an
///    explicit stack limited to ``PropertyListXMLReader/maximumDepth``, so deep input never overflows the call stack.
///    The structure rules of Apple's DTD are checked as elements open: a `<dict>` alternates `<key>` and value,
///    `<plist>` holds one value, leaves hold only text.
/// 4. **Leaves.** A leaf (`key`, `string`, `integer`, ...) is read in one go up to its end tag: entity references
///    (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character references are decoded, CDATA is taken as text and
///    comments are dropped. Line breaks stay as written (`\r\n` too): CoreFoundation's property-list parser, which
///    the app uses at run time, does not normalize them as XML 1.0 §2.11 would. Text without references, CDATA or
///    comments becomes a String straight from the bytes.
/// 5. **Locations.** Each element is located at its `<` by a forward-only locator, so locating every node costs one
///    extra pass in total. Its byte range runs from `<` to the end of its end tag, when the bytes are the file's own.
///
/// Every loop advances the cursor at least one byte per turn and stops at the end of the input, so reading is linear
/// and never hangs. The first problem stops reading with one located `syntax-error`.
struct PropertyListXMLTokenizer {
  /// An open container.
  private enum Frame {
    /// `<plist>` and its value once read.
    case plist(location: SourceLocation, value: PropertyListNode?)
    /// `<dict>` with the items read so far and the key waiting for its value.
    case dictionary(start: Int, location: SourceLocation, items: [PropertyListDictionaryItem], pendingKey: PendingKey?)
    /// `<array>` with the elements read so far.
    case array(start: Int, location: SourceLocation, items: [PropertyListNode])

    /// The element's name, for end-tag matching.
    var name: String {
      switch self {
      case .plist: "plist"
      case .dictionary: "dict"
      case .array: "array"
      }
    }
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

  /// A problem that stops reading: the message (without the "not a well-formed" prefix when `isStructural`) and the
  /// byte it concerns.
  private struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// The document, UTF-8.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The file's path, for locations.
  private let path: String
  /// Whether `bytes` are the file's bytes (not transcoded), so that byte ranges are meaningful.
  private let hasFileBytes: Bool
  /// The next byte to read.
  private var index = 0
  /// Offsets to lines and columns.
  private var locator = ForwardLocator(origin: 0)
  /// The open containers, innermost last.
  private var stack: [Frame] = []
  /// The value of the root element once it is closed.
  private var root: PropertyListNode?
  /// Whether the root element has been closed (then only comments and whitespace may follow).
  private var rootClosed = false
  /// Comments seen directly inside a `<dict>` since its last value: they document the next key.
  private var pendingComment: String?
  /// A buffer reused for leaf text that needs decoding.
  private var scratch: [UInt8] = []

  /// A tokenizer over `bytes` (UTF-8); `hasFileBytes` is false when they were transcoded from the file's encoding.
  private init(bytes: UnsafeBufferPointer<UInt8>, path: String, hasFileBytes: Bool) {
    self.bytes = bytes
    self.path = path
    self.hasFileBytes = hasFileBytes
  }

  /// Reads `bytes` (UTF-8, an optional byte-order mark first) into the root value, or one located error.
  static func read(_ bytes: [UInt8], path: String, hasFileBytes: Bool) -> PropertyListXMLReader.Result {
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = PropertyListXMLTokenizer(bytes: buffer, path: path, hasFileBytes: hasFileBytes)
      do throws(Failure) {
        let root = try tokenizer.readDocument()
        return PropertyListXMLReader.Result(root: root, diagnostics: [])
      } catch {
        let location = tokenizer.location(of: min(error.offset, buffer.count))
        return PropertyListXMLReader.Result(
          root: nil, diagnostics: [.error(error.message, at: location, rule: .syntaxError)])
      }
    }
  }

  // MARK: Document

  /// Reads the prolog, the root element and what may follow it.
  private mutating func readDocument() throws(Failure) -> PropertyListNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    locator = ForwardLocator(origin: index)
    try validateCharacters()
    if hasPrefix("<?xml") {
      guard let end = find("?>", from: index + 5) else {
        throw malformed("the XML declaration is not closed (missing '?>')", at: index)
      }
      index = end + 2
    }
    var sawElement = false
    while index < bytes.count {
      let byte = bytes[index]
      if isXMLWhitespace(byte) {
        index += 1
      } else if byte != UInt8(ascii: "<") {
        if rootClosed || stack.isEmpty && !sawElement {
          throw malformed(
            sawElement
              ? "the document ends too early or has extra content after the root element (check closing tags)"
              : "the document is empty or does not start with XML", at: index)
        }
        try readTextOutsideLeaves()
      } else if hasPrefix("<?") {
        throw Self.processingInstruction(at: index)
      } else if hasPrefix("<!--") {
        try readComment(documentsKey: true)
      } else if hasPrefix("<![CDATA[") {
        guard !stack.isEmpty else { throw malformed("CDATA is only allowed inside an element", at: index) }
        let start = index
        let content = try readCDATA()
        try checkWhitespaceOutsideLeaves(String(decoding: content, as: UTF8.self), at: start)
      } else if hasPrefix("<!DOCTYPE") {
        guard !sawElement else { throw malformed("a document type declaration must come first", at: index) }
        try skipDoctype()
      } else if hasPrefix("</") {
        try readEndTag()
      } else {
        if rootClosed {
          throw malformed(
            "the document ends too early or has extra content after the root element (check closing tags)", at: index)
        }
        sawElement = true
        try readStartTag()
      }
    }
    guard stack.isEmpty else { throw malformed("an element is not closed", at: bytes.count) }
    guard sawElement else {
      throw Failure(message: "the file contains no XML element; expected <plist> with a <dict>", offset: 0)
    }
    guard let root else {
      throw Failure(message: "the <plist> element is empty; expected one <dict> inside it", offset: 0)
    }
    return root
  }

  /// A processing instruction other than the leading XML declaration: property lists have none.
  private static func processingInstruction(at offset: Int) -> Failure {
    Failure(
      message: "processing instructions ('<?…?>') other than the XML declaration are not allowed in a property list; "
        + "remove it", offset: offset)
  }

  /// A well-formedness error: `not a well-formed XML property list: <what>`.
  private func malformed(_ what: String, at offset: Int) -> Failure {
    Failure(message: "not a well-formed XML property list: \(what)", offset: offset)
  }

  // MARK: Elements

  /// Reads a start tag at `<`, checks that the element may appear here, and opens it (a leaf is read to its end).
  private mutating func readStartTag() throws(Failure) {
    let start = index
    index += 1
    let name = try readName()
    let isEmpty = try skipAttributes()
    let location = self.location(of: start)
    try checkPlacement(of: name, at: start)
    if stack.count >= PropertyListXMLReader.maximumDepth {
      throw Failure(
        message: "dictionaries and arrays nest deeper than \(PropertyListXMLReader.maximumDepth) levels", offset: start)
    }
    switch name {
    case "plist":
      guard stack.isEmpty else { throw Failure(message: "<plist> may only be the root element", offset: start) }
      stack.append(.plist(location: location, value: nil))
      if isEmpty { try close(expected: "plist", endOfElement: index) }
    case "dict":
      stack.append(.dictionary(start: start, location: location, items: [], pendingKey: nil))
      if isEmpty { try close(expected: "dict", endOfElement: index) }
    case "array":
      stack.append(.array(start: start, location: location, items: []))
      if isEmpty { try close(expected: "array", endOfElement: index) }
    case "key", "string", "integer", "real", "date", "data", "true", "false":
      let text = isEmpty ? "" : try readLeafText(of: name)
      var located = location
      if hasFileBytes { located.byteRange = start..<index }
      try closeLeaf(name, text: text, location: located)
    default:
      throw Failure(
        message: "unknown property-list element <\(name)>; expected dict, array, key, string, integer, real, "
          + "true, false, date or data", offset: start)
    }
  }

  /// The structure rules of Apple's DTD for an element named `name` opening inside the innermost container.
  private func checkPlacement(of name: String, at start: Int) throws(Failure) {
    switch stack.last {
    case .dictionary(_, _, _, nil) where name != "key":
      throw Failure(
        message: "expected <key> in <dict>, found <\(name)>; every value needs a <key> before it", offset: start)
    case .dictionary(_, _, _, .some) where name == "key":
      throw Failure(message: "expected a value after the previous <key>, found another <key>", offset: start)
    case .plist(_, .some):
      throw Failure(message: "<plist> holds exactly one value; found a second one, <\(name)>", offset: start)
    case .array where name == "key", .plist where name == "key":
      throw Failure(message: "<key> is only allowed directly inside <dict>", offset: start)
    default:
      break
    }
  }

  /// Reads an end tag at `</` and closes the innermost container, which it must name.
  private mutating func readEndTag() throws(Failure) {
    let start = index
    index += 2
    let name = try readName()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw malformed("'>' expected", at: index) }
    index += 1
    guard stack.last?.name == name else {
      throw malformed("the closing tag does not match the opening tag", at: start)
    }
    try close(expected: name, endOfElement: index)
  }

  /// Closes the innermost container: `<plist>` sets the root; a `<dict>` with a key still pending is an error; any
  /// other container becomes a node attached to its parent.
  private mutating func close(expected name: String, endOfElement: Int) throws(Failure) {
    guard let frame = stack.popLast() else { return }
    let value: PropertyListNode
    switch frame {
    case .plist(_, let node):
      root = node
      rootClosed = true
      return
    case .dictionary(let start, var location, let items, let pendingKey):
      if let pendingKey {
        throw Failure(
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

  /// A closed leaf: a `<key>` becomes the dictionary's pending key (with the comments before it), any other leaf a
  /// node attached to its parent.
  private mutating func closeLeaf(_ name: String, text: String, location: SourceLocation) throws(Failure) {
    if name == "key" {
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
    switch name {
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

  /// Adds a closed value to the innermost open container (or makes it the root of a document without `<plist>`).
  private mutating func attach(_ value: PropertyListNode) {
    switch stack.popLast() {
    case nil:
      root = value
      rootClosed = true
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

  // MARK: Text

  /// The decoded text of the leaf `name`, whose start tag was just read; the cursor ends after its end tag.
  ///
  /// Fast path: bytes without `&` or markup other than the end tag become the String directly. Line breaks are kept as
  /// written (`\r\n` stays), as `PropertyListSerialization`, and so the app at run time, reads them.
  private mutating func readLeafText(of name: String) throws(Failure) -> String {
    let start = index
    var cursor = index
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
      cursor += 1
    }
    if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "<"), bytes[cursor + 1] == UInt8(ascii: "/") {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
      index = cursor
      try readLeafEndTag(name)
      return text
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<cursor])
    index = cursor
    while true {
      guard index < bytes.count else { throw malformed("an element is not closed", at: index) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if hasPrefix("</") {
          let text = String(decoding: scratch, as: UTF8.self)
          try readLeafEndTag(name)
          return text
        } else if hasPrefix("<![CDATA[") {
          scratch.append(contentsOf: try readCDATA())
        } else if hasPrefix("<!--") {
          try readComment(documentsKey: false)
        } else if hasPrefix("<?") {
          throw Self.processingInstruction(at: index)
        } else {
          let elementStart = index
          index += 1
          let inner = (try? readName()) ?? ""
          throw Failure(message: "<\(inner)> is not allowed inside <\(name)>; it holds only text", offset: elementStart)
        }
      } else if byte == UInt8(ascii: "&") {
        try appendReference()
      } else {
        scratch.append(byte)
        index += 1
      }
    }
  }

  /// Reads the leaf's end tag at `</`, which must name it.
  private mutating func readLeafEndTag(_ name: String) throws(Failure) {
    let start = index
    index += 2
    let closing = try readName()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw malformed("'>' expected", at: index) }
    index += 1
    guard closing == name else { throw malformed("the closing tag does not match the opening tag", at: start) }
  }

  /// Appends `bytes` to `scratch` with `\r\n` and `\r` as `\n`.
  private mutating func appendNormalizingLineBreaks(_ content: UnsafeBufferPointer<UInt8>.SubSequence) {
    var previousWasCarriageReturn = false
    for byte in content {
      if byte == 0x0A && previousWasCarriageReturn {
        previousWasCarriageReturn = false
        continue
      }
      previousWasCarriageReturn = byte == 0x0D
      scratch.append(byte == 0x0D ? 0x0A : byte)
    }
  }

  /// Decodes the reference at `&` into `scratch`: one of XML's five entities or a character reference.
  private mutating func appendReference() throws(Failure) {
    let start = index
    guard let end = find(";", from: index + 1), end - start <= 12 else {
      throw malformed("undefined entity (use &amp; for a literal '&')", at: start)
    }
    let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
    index = end + 1
    if name.first == UInt8(ascii: "#") {
      var value: UInt32 = 0
      var digits = name.dropFirst()
      let radix: UInt32
      if digits.first == UInt8(ascii: "x") {
        radix = 16
        digits = digits.dropFirst()
      } else {
        radix = 10
      }
      guard !digits.isEmpty else { throw malformed("invalid character reference", at: start) }
      for digit in digits {
        guard let digitValue = Self.digitValue(digit, radix: radix), value < 0x11_0000 else {
          throw malformed("invalid character reference", at: start)
        }
        value = value * radix + digitValue
      }
      guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(value) else {
        throw malformed(
          "invalid character (control characters are not allowed in XML; escape them or remove them)", at: start)
      }
      scratch.append(contentsOf: String(scalar).utf8)
      return
    }
    switch String(decoding: name, as: UTF8.self) {
    case "lt": scratch.append(UInt8(ascii: "<"))
    case "gt": scratch.append(UInt8(ascii: ">"))
    case "amp": scratch.append(UInt8(ascii: "&"))
    case "apos": scratch.append(UInt8(ascii: "'"))
    case "quot": scratch.append(UInt8(ascii: "\""))
    default: throw malformed("undefined entity (use &amp; for a literal '&')", at: start)
    }
  }

  /// Character data between containers, which may only be whitespace; references are decoded first.
  private mutating func readTextOutsideLeaves() throws(Failure) {
    let start = index
    scratch.removeAll(keepingCapacity: true)
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      if bytes[index] == UInt8(ascii: "&") {
        try appendReference()
      } else {
        scratch.append(bytes[index])
        index += 1
      }
    }
    try checkWhitespaceOutsideLeaves(String(decoding: scratch, as: UTF8.self), at: start)
  }

  /// Fails unless `text` is whitespace (Unicode's, as the `XMLParser`-based reader accepted).
  private func checkWhitespaceOutsideLeaves(_ text: String, at start: Int) throws(Failure) {
    guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { return }
    let snippet = Self.trimmed(text).prefix(30)
    throw Failure(message: "unexpected text \"\(snippet)\" outside of a <key> or <string>", offset: start)
  }

  // MARK: Markup

  /// Reads `<!-- ... -->`; between elements (`documentsKey`) directly inside a `<dict>` and before a key, its trimmed
  /// text documents that key.
  private mutating func readComment(documentsKey: Bool) throws(Failure) {
    let start = index
    guard let end = find("-->", from: index + 4) else {
      throw malformed("unterminated comment (missing '-->')", at: start)
    }
    index = end + 3
    guard documentsKey, case .dictionary(_, _, _, nil) = stack.last else { return }
    var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 4)..<end]), as: UTF8.self)
    if text.utf8.contains(0x0D) {
      scratch.removeAll(keepingCapacity: true)
      appendNormalizingLineBreaks(bytes[(start + 4)..<end])
      text = String(decoding: scratch, as: UTF8.self)
    }
    let trimmed = Self.trimmed(text)
    guard !trimmed.isEmpty else { return }
    pendingComment = pendingComment.map { $0 + "\n" + trimmed } ?? trimmed
  }

  /// Reads `<![CDATA[ ... ]]>` and returns its content as written.
  private mutating func readCDATA() throws(Failure) -> UnsafeBufferPointer<UInt8>.SubSequence {
    let start = index
    guard let end = find("]]>", from: index + 9) else {
      throw malformed("unterminated CDATA section (missing ']]>')", at: start)
    }
    index = end + 3
    return bytes[(start + 9)..<end]
  }

  /// Skips `<!DOCTYPE ...>`, an internal subset in brackets and quoted literals included.
  private mutating func skipDoctype() throws(Failure) {
    let start = index
    index += 9
    var bracketDepth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        guard let close = find(byte, from: index + 1) else { break }
        index = close + 1
        continue
      }
      if byte == UInt8(ascii: "[") { bracketDepth += 1 }
      if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
      index += 1
      if byte == UInt8(ascii: ">") && bracketDepth <= 0 { return }
    }
    throw malformed("the document type declaration is not closed", at: start)
  }

  /// An element name: bytes up to whitespace, `/`, `>` or the end; empty is an error.
  private mutating func readName() throws(Failure) -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if isXMLWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")
        || byte == UInt8(ascii: "=")
      {
        break
      }
      index += 1
    }
    guard index > start, Self.isNameStart(bytes[start]) else {
      throw malformed("an element name is expected after '<' (use &lt; for a literal '<')", at: start)
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  /// Skips the attributes of a start tag up to `>` or `/>`; returns whether the element is empty (`/>`).
  private mutating func skipAttributes() throws(Failure) -> Bool {
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw malformed("the document ends too early or has extra content after the root element", at: index)
      }
      switch bytes[index] {
      case UInt8(ascii: ">"):
        index += 1
        return false
      case UInt8(ascii: "/"):
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
          throw malformed("'>' expected", at: index)
        }
        index += 2
        return true
      default:
        guard hadSpace else { throw malformed("a space is required here", at: index) }
        _ = try readName()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          throw malformed("attribute without a value", at: index)
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
          throw malformed("attribute without a value", at: index)
        }
        let quote = bytes[index]
        var cursor = index + 1
        while cursor < bytes.count, bytes[cursor] != quote {
          if bytes[cursor] == UInt8(ascii: "<") { throw malformed("'<' inside an attribute value", at: cursor) }
          cursor += 1
        }
        guard cursor < bytes.count else { throw malformed("attribute value is not closed", at: index) }
        index = cursor + 1
      }
    }
  }

  /// Checks every byte once: valid UTF-8 and only characters XML allows.
  private func validateCharacters() throws(Failure) {
    var cursor = index
    let count = bytes.count
    guard let base = bytes.baseAddress else { return }
    while cursor < count {
      // Eight ASCII bytes at a time, none of them a control character.
      while cursor + 8 <= count {
        let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
        // High bit clear in every byte, and every byte at least 0x20 (adding 0x60 sets the high bit then).
        guard word & 0x8080_8080_8080_8080 == 0,
          (word &+ 0x6060_6060_6060_6060) & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080
        else { break }
        cursor += 8
      }
      guard cursor < count else { return }
      let lead = bytes[cursor]
      if lead < 0x80 {
        if lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D {
          throw malformed(
            "invalid character (control characters are not allowed in XML; escape them or remove them)", at: cursor)
        }
        cursor += 1
        continue
      }
      let length: Int
      var scalar: UInt32
      switch lead {
      case 0xC2...0xDF:
        length = 2
        scalar = UInt32(lead & 0x1F)
      case 0xE0...0xEF:
        length = 3
        scalar = UInt32(lead & 0x0F)
      case 0xF0...0xF4:
        length = 4
        scalar = UInt32(lead & 0x07)
      default:
        throw malformed("invalid UTF-8 (save the file as UTF-8)", at: cursor)
      }
      guard cursor + length <= count else { throw malformed("invalid UTF-8 (save the file as UTF-8)", at: cursor) }
      for offset in 1..<length {
        let byte = bytes[cursor + offset]
        guard byte & 0xC0 == 0x80 else { throw malformed("invalid UTF-8 (save the file as UTF-8)", at: cursor) }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
      guard scalar >= minimum, scalar <= 0x10_FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        throw malformed("invalid UTF-8 (save the file as UTF-8)", at: cursor)
      }
      guard Self.isXMLCharacter(scalar) else {
        throw malformed(
          "invalid character (control characters are not allowed in XML; escape them or remove them)", at: cursor)
      }
      cursor += length
    }
  }

  // MARK: Helpers

  /// The location of byte `offset`.
  private mutating func location(of offset: Int) -> SourceLocation {
    let position = locator.position(of: offset, in: bytes)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  /// Whether the ASCII `literal` starts at the cursor.
  private func hasPrefix(_ literal: StaticString) -> Bool {
    bytes.hasASCII(literal, at: index)
  }

  /// The offset of the next ASCII `literal` at or after `start`, if any.
  private func find(_ literal: StaticString, from start: Int) -> Int? {
    bytes.firstOffset(of: literal, from: start)
  }

  /// The offset of the next `byte` at or after `start`, if any.
  private func find(_ byte: UInt8, from start: Int) -> Int? {
    var cursor = start
    while cursor < bytes.count {
      if bytes[cursor] == byte { return cursor }
      cursor += 1
    }
    return nil
  }

  /// Skips XML whitespace; returns whether there was any.
  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, isXMLWhitespace(bytes[index]) { index += 1 }
    return index > start
  }

  /// XML's four whitespace bytes.
  private func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether `byte` may start a name: a letter, `_`, `:` or a non-ASCII byte.
  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Whether XML 1.0 allows the character `value` (§2.2).
  private static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// The value of an ASCII digit in `radix` (10 or 16).
  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// `text` without leading and trailing whitespace and line breaks.
  private static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }
}
