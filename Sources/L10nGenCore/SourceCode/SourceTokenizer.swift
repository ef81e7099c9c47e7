/// Splits Swift or Objective-C source into located tokens, without regular expressions and without ever failing.
///
/// The tokenizer reads UTF-8 bytes in one pass. Whitespace and comments (`//`, and `/* */`, nested in Swift) are
/// skipped; everything else becomes a ``SourceToken``: identifiers, numbers, string literals and single punctuation
/// characters. Swift strings cover escapes (`\n`, `\u{1F600}`), raw strings (`#"..."#` with any number of `#`),
/// multi-line `"""` literals (whose closing indentation is removed from every line, as the compiler does) and
/// interpolations `\( ... )`, whose tokens are read recursively, so nested parentheses and nested literals end
/// where the compiler ends them. Objective-C strings are `@"..."` and C's `"..."` with C escapes; character
/// literals are skipped.
///
/// Bad input never stops it: an unterminated literal ends at the end of its line (or of the file) and is marked,
/// invalid UTF-8 decodes to U+FFFD, and interpolations nested deeper than ``maximumNestingDepth`` are read as text,
/// so the recursion depth is bounded whatever the bytes.
package struct SourceTokenizer {
  /// How deep interpolations may nest before the tokenizer reads further `\(` as plain text.
  package static let maximumNestingDepth = 32

  /// The bytes of the file.
  private let bytes: [UInt8]
  /// The language whose lexical rules apply.
  private let language: SourceLanguage
  /// The next byte to read.
  private var index = 0
  /// The 1-based line of `index`.
  private var line = 1
  /// The 1-based column of `index`, in Unicode scalars.
  private var column = 1

  /// The tokens of `source`.
  package static func tokenize(_ source: String, language: SourceLanguage) -> [SourceToken] {
    tokenize(Array(source.utf8), language: language)
  }

  /// The tokens of the UTF-8 `bytes`.
  package static func tokenize(_ bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
    var tokenizer = SourceTokenizer(bytes: bytes, language: language)
    return tokenizer.tokens(depth: 0, insideInterpolation: false)
  }

  private init(bytes: [UInt8], language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
  }

  // MARK: Reading

  /// The byte at `index + ahead`, or `nil` past the end.
  private func peek(_ ahead: Int = 0) -> UInt8? {
    let position = index + ahead
    return position < bytes.count ? bytes[position] : nil
  }

  /// The current position.
  private var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }

  /// Moves past one byte, keeping line and column (a `\r\n` pair counts as one line break).
  private mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek() != UInt8(ascii: "\n")) {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
      column += 1
    }
  }

  /// Moves past `count` bytes.
  private mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  /// The source text from `start` to the current index.
  private func text(from start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }

  // MARK: Tokens

  /// Reads tokens to the end of the file or, inside an interpolation, to the `)` that closes it (consumed).
  private mutating func tokens(depth: Int, insideInterpolation: Bool) -> [SourceToken] {
    var tokens: [SourceToken] = []
    var parentheses = 0
    while index < bytes.count {
      skipTrivia()
      guard let byte = peek() else { break }
      if insideInterpolation {
        if byte == UInt8(ascii: "(") {
          parentheses += 1
        } else if byte == UInt8(ascii: ")") {
          if parentheses == 0 {
            advance()
            return tokens
          }
          parentheses -= 1
        }
      }
      tokens.append(nextToken(depth: depth))
    }
    return tokens
  }

  /// Skips whitespace and comments.
  private mutating func skipTrivia() {
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
        advance()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      default:
        return
      }
    }
  }

  /// Skips a `/* */` comment; Swift's nest, C's do not. An unterminated comment runs to the end of the file.
  private mutating func skipBlockComment() {
    advance(by: 2)
    var depth = 1
    while index < bytes.count {
      if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        advance(by: 2)
        depth -= 1
        if depth == 0 { return }
      } else if language == .swift && peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        advance(by: 2)
        depth += 1
      } else {
        advance()
      }
    }
  }

  /// Reads the token at the current index (never at trivia or the end).
  private mutating func nextToken(depth: Int) -> SourceToken {
    let start = position
    let byte = bytes[index]
    switch language {
    case .swift:
      if byte == UInt8(ascii: "\"") { return swiftString(start: start, hashes: 0, depth: depth) }
      if byte == UInt8(ascii: "#") {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
          advance(by: hashes)
          return swiftString(start: start, hashes: hashes, depth: depth)
        }
      }
      if byte == UInt8(ascii: "`") { return backtickIdentifier(start: start) }
    case .objectiveC:
      if byte == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"") {
        advance()
        return cString(start: start, isObjectiveC: true)
      }
      if byte == UInt8(ascii: "\"") { return cString(start: start, isObjectiveC: false) }
      if byte == UInt8(ascii: "'") { return characterLiteral(start: start) }
    }
    if Self.isIdentifierHead(byte) {
      while let next = peek(), Self.isIdentifierHead(next) || Self.isDigit(next) { advance() }
      return token(.identifier, from: start)
    }
    if Self.isDigit(byte) {
      while let next = peek(),
        Self.isIdentifierHead(next) || Self.isDigit(next)
          || (next == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true)
      {
        advance()
      }
      return token(.number, from: start)
    }
    // One punctuation character (a whole scalar, so that the text stays valid).
    advance()
    while let next = peek(), next & 0xC0 == 0x80 { advance() }
    return token(.punctuation, from: start)
  }

  /// A token of `kind` from `start` to the current index.
  private func token(_ kind: SourceToken.Kind, from start: SourcePosition, literal: StringLiteral? = nil) -> SourceToken
  {
    SourceToken(
      kind: kind, text: text(from: start.offset), position: start, byteLength: index - start.offset, literal: literal)
  }

  /// \`name\`: an identifier whose text is the name without backticks; a lone backtick is punctuation.
  private mutating func backtickIdentifier(start: SourcePosition) -> SourceToken {
    var end = index + 1
    while end < bytes.count, Self.isIdentifierHead(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
    guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "`") else {
      advance()
      return token(.punctuation, from: start)
    }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    advance(by: end + 1 - index)
    return SourceToken(kind: .identifier, text: name, position: start, byteLength: index - start.offset)
  }

  /// A C character literal `'x'`, skipped as a number token (it ends at its quote or the end of the line).
  private mutating func characterLiteral(start: SourcePosition) -> SourceToken {
    advance()
    while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
      advance()
      if byte == UInt8(ascii: "\\") {
        advance()
      } else if byte == UInt8(ascii: "'") {
        break
      }
    }
    return token(.number, from: start)
  }

  // MARK: Objective-C strings

  /// `@"..."` or `"..."` with C escapes; the index is at the `"`.
  private mutating func cString(start: SourcePosition, isObjectiveC: Bool) -> SourceToken {
    advance()
    var text = LiteralText()
    var isUnterminated = true
    while let byte = peek() {
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: "\"") {
        advance()
        isUnterminated = false
        break
      }
      if byte == UInt8(ascii: "\\") {
        advance()
        cEscape(into: &text)
        continue
      }
      text.bytes.append(byte)
      advance()
    }
    let literal = StringLiteral(
      segments: text.bytes.isEmpty ? [] : [.text(text.string)], isUnterminated: isUnterminated,
      isObjectiveCString: isObjectiveC)
    return token(.string, from: start, literal: literal)
  }

  /// Decodes the C escape after a backslash (already consumed).
  private mutating func cEscape(into text: inout LiteralText) {
    guard let byte = peek() else { return }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "e"): 0x1B,
    ]
    if let decoded = simple[byte] {
      text.bytes.append(decoded)
      advance()
    } else if Self.isOctalDigit(byte) {
      var value: UInt32 = 0
      var count = 0
      while count < 3, let digit = peek(), Self.isOctalDigit(digit) {
        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
        advance()
        count += 1
      }
      text.append(scalarValue: value)
    } else if byte == UInt8(ascii: "x") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "U") {
      let limit = byte == UInt8(ascii: "x") ? 8 : (byte == UInt8(ascii: "u") ? 4 : 8)
      advance()
      var value: UInt32 = 0
      var count = 0
      while count < limit, let digit = peek(), let digitValue = Self.hexValue(digit) {
        value = value &* 16 &+ UInt32(digitValue)
        advance()
        count += 1
      }
      text.append(scalarValue: value)
    } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
      // A backslash-newline continues the literal on the next line.
      advance()
    } else {
      text.bytes.append(byte)
      advance()
    }
  }

  // MARK: Swift strings

  /// A Swift string literal; the index is at the opening `"`, after `hashes` `#`.
  private mutating func swiftString(start: SourcePosition, hashes: Int, depth: Int) -> SourceToken {
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    advance(by: isMultiline ? 3 : 1)
    var body = SwiftStringBody(isMultiline: isMultiline)
    if isMultiline {
      // The content starts on the next line; the rest of the opening line is not part of it.
      while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { advance() }
      if peek() != nil {
        advance()
        if bytes[index - 1] == UInt8(ascii: "\r"), peek() == UInt8(ascii: "\n") { advance() }
        body.startLine(whitespace: consumeIndentation(into: &body))
      }
    }
    readSwiftStringBody(into: &body, hashes: hashes, depth: depth)
    let literal = StringLiteral(
      segments: body.segments(), isMultiline: isMultiline, rawDelimiterCount: hashes,
      isUnterminated: body.isUnterminated)
    return token(.string, from: start, literal: literal)
  }

  /// Reads a Swift literal's content up to and including its closing delimiter.
  private mutating func readSwiftStringBody(into body: inout SwiftStringBody, hashes: Int, depth: Int) {
    let quotes = body.isMultiline ? 3 : 1
    while let byte = peek() {
      if !body.isMultiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
      if byte == UInt8(ascii: "\"") && isDelimiter(quotes: quotes, hashes: hashes) {
        advance(by: quotes + hashes)
        body.close()
        return
      }
      if byte == UInt8(ascii: "\\") && isHashes(hashes, at: index + 1) {
        advance(by: 1 + hashes)
        swiftEscape(into: &body, depth: depth)
        continue
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        advance()
        if byte == UInt8(ascii: "\r"), peek() == UInt8(ascii: "\n") { advance() }
        body.text.bytes.append(UInt8(ascii: "\n"))
        body.startLine(whitespace: consumeIndentation(into: &body))
        continue
      }
      body.text.bytes.append(byte)
      advance()
    }
    body.isUnterminated = true
  }

  /// Decodes the escape after `\` and the raw string's `#`s (consumed).
  private mutating func swiftEscape(into body: inout SwiftStringBody, depth: Int) {
    guard let byte = peek() else { return }
    switch byte {
    case UInt8(ascii: "(") where depth < Self.maximumNestingDepth:
      advance()
      let inner = tokens(depth: depth + 1, insideInterpolation: true)
      body.appendInterpolation(inner)
    case UInt8(ascii: "n"): append(0x0A, to: &body)
    case UInt8(ascii: "t"): append(0x09, to: &body)
    case UInt8(ascii: "r"): append(0x0D, to: &body)
    case UInt8(ascii: "0"): append(0x00, to: &body)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): append(byte, to: &body)
    case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
      advance(by: 2)
      var value: UInt32 = 0
      var count = 0
      while count < 8, let digit = peek(), let digitValue = Self.hexValue(digit) {
        value = value * 16 + UInt32(digitValue)
        advance()
        count += 1
      }
      if peek() == UInt8(ascii: "}") { advance() }
      body.text.append(scalarValue: value)
    case let space
    where body.isMultiline
      && (space == UInt8(ascii: " ") || space == UInt8(ascii: "\t") || space == UInt8(ascii: "\n")
        || space == UInt8(ascii: "\r")):
      // A line continuation: trailing spaces, the line break, then the next line's indentation vanish.
      var ahead = 0
      while peek(ahead) == UInt8(ascii: " ") || peek(ahead) == UInt8(ascii: "\t") { ahead += 1 }
      guard peek(ahead) == UInt8(ascii: "\n") || peek(ahead) == UInt8(ascii: "\r") else {
        append(byte, to: &body)
        return
      }
      advance(by: ahead + 1)
      if bytes[index - 1] == UInt8(ascii: "\r"), peek() == UInt8(ascii: "\n") { advance() }
      body.startLine(whitespace: consumeIndentation(into: &body))
    default:
      // An invalid escape (the compiler rejects it): keep the character.
      append(byte, to: &body)
    }
  }

  /// Appends `byte` to the literal's text and moves past it.
  private mutating func append(_ byte: UInt8, to body: inout SwiftStringBody) {
    body.text.bytes.append(byte)
    advance()
  }

  /// Copies the spaces and tabs at the start of a multi-line literal's line into its text and returns how many.
  private mutating func consumeIndentation(into body: inout SwiftStringBody) -> Int {
    var count = 0
    while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
      body.text.bytes.append(byte)
      advance()
      count += 1
    }
    return count
  }

  /// Whether the closing delimiter (`quotes` `"` then `hashes` `#`) starts at the index.
  private func isDelimiter(quotes: Int, hashes: Int) -> Bool {
    for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
    return isHashes(hashes, at: index + quotes)
  }

  /// Whether `count` `#` start at `position`.
  private func isHashes(_ count: Int, at position: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  // MARK: Character classes

  /// Letters, `_`, `$` and any non-ASCII byte start an identifier.
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  /// `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// `0`–`7`.
  private static func isOctalDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7") }

  /// The value of a hexadecimal digit.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
