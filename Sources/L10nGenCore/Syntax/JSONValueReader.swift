package import Foundation

/// A strict JSON (RFC 8259) parser that keeps the line and column of every value, for String Catalogs.
///
/// Columns count Unicode scalars; lines end at LF, CR or CRLF. Nesting is limited to `maximumDepth`, so hostile
/// input cannot exhaust the stack.
///
/// A recursive-descent parser over the UTF-8 bytes, one pass, O(n). Strings are validated as UTF-8 but never decoded
/// character by character unless they hold escapes. Lines are counted only in whitespace: JSON strings cannot hold raw
/// line breaks (control characters are rejected), so `line` and `lineStart` are always exact. Unlike
/// `JSONSerialization`, duplicate member names are kept in order, so the catalog reader can warn about them.
///
/// Strict means: no comments, trailing commas, single quotes, leading zeros or raw control characters in strings (Xcode
/// writes none of them), and nothing after the top-level value. A trailing comma in an object, for example, reads
/// `unexpected '}'; expected a quoted member name` at the `}`.
package struct JSONValueReader {
  /// How deep arrays and objects may nest.
  static let maximumDepth = 512

  /// A syntax error: what is wrong and where.
  ///
  /// Callers report it under their own rule: `syntax-error` for a String Catalog, `invalid-configuration` for
  /// `l10n-gen.json`.
  package struct SyntaxError: Error, Hashable {
    /// What is wrong.
    package var message: String
    /// Where.
    package var location: SourceLocation
  }

  /// The document.
  private let bytes: [UInt8]
  /// The file's path, for locations.
  private let path: String
  /// The offset of the next byte to read.
  private var index = 0
  /// The line of `index`.
  private var line = 1
  /// The offset where `line` starts, for computing columns.
  private var lineStart = 0
  /// How many arrays and objects are open around `index`.
  private var depth = 0

  /// A parser at the start of `bytes`.
  private init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  /// Parses `data` (UTF-8, an optional BOM is skipped) as one JSON value.
  ///
  /// Stops at the first syntax error; text after the value (a second object, stray characters) is an error too.
  package static func parse(_ data: Data, path: String) -> Result<JSONNode, SyntaxError> {
    var parser = JSONValueReader(bytes: [UInt8](data), path: path)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    do {
      parser.skipWhitespace()
      guard parser.index < parser.bytes.count else {
        throw parser.syntaxError("the file is empty; expected a JSON object")
      }
      let value = try parser.parseValue()
      parser.skipWhitespace()
      if parser.index < parser.bytes.count {
        throw parser.syntaxError("unexpected \(parser.describeCurrent()) after the end of the JSON value")
      }
      return .success(value)
    } catch let error as SyntaxError {
      return .failure(error)
    } catch {
      return .failure(SyntaxError(message: "\(error)", location: parser.currentLocation()))
    }
  }

  /// The last computed column, so that locations on one long (minified) line cost linear time in total.
  ///
  /// Without it, a catalog minified onto one line would cost quadratic time to locate all its values.
  private var columnCache: (lineStart: Int, offset: Int, column: Int) = (-1, 0, 1)

  /// The location of `index`: the column counts the UTF-8 lead bytes between `lineStart` and `index`, resuming from the
  /// previous result when it is on the same line.
  private mutating func currentLocation() -> SourceLocation {
    var column = 1
    var position = lineStart
    if columnCache.lineStart == lineStart, columnCache.offset <= index {
      column = columnCache.column
      position = columnCache.offset
    }
    let end = min(index, bytes.count)
    while position < end {
      if bytes[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    columnCache = (lineStart, end, column)
    return SourceLocation(file: path, line: line, column: column)
  }

  /// An error at the current position.
  private mutating func syntaxError(_ message: String) -> SyntaxError {
    SyntaxError(message: message, location: currentLocation())
  }

  /// The byte at `index` for messages: a printable ASCII character in quotes, else its hex value, or "end of file".
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }

  /// Skips JSON's four whitespace bytes, counting lines (LF, CR or CRLF).
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case 0x0D:
        index += 1
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// Reads one value; its location covers the bytes of the value as written (a string's quotes included).
  private mutating func parseValue() throws(SyntaxError) -> JSONNode {
    let start = index
    var node = try parseValueContent()
    node.location.byteRange = start..<index
    return node
  }

  /// Dispatches on the first byte of a value; the value's location is taken before reading it.
  private mutating func parseValueContent() throws(SyntaxError) -> JSONNode {
    let location = currentLocation()
    guard index < bytes.count else { throw syntaxError("unexpected end of file; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(location)
    case UInt8(ascii: "["): return try parseArray(location)
    case UInt8(ascii: "\""): return JSONNode(content: .string(try parseString()), location: location)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONNode(content: .boolean(true), location: location)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONNode(content: .boolean(false), location: location)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONNode(content: .null, location: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(content: .number(try parseNumber()), location: location)
    default:
      throw syntaxError(
        "unexpected \(describeCurrent()); expected a value (object, array, string, number, true, "
          + "false or null)")
    }
  }

  /// Consumes `true`, `false` or `null` byte by byte.
  private mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
    for byte in literal.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw syntaxError("invalid literal; expected '\(literal)'")
      }
      index += 1
    }
  }

  /// Counts one more level of nesting, failing beyond ``maximumDepth``.
  private mutating func enterContainer() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw syntaxError("arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
  }

  /// Reads `{ "name": value, ... }` from its `{`; members keep file order and duplicates. No trailing comma.
  private mutating func parseObject(_ location: SourceLocation) throws(SyntaxError) -> JSONNode {
    try enterContainer()
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONNode(content: .object(members), location: location)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw syntaxError("unexpected \(describeCurrent()); expected a quoted member name")
      }
      var keyLocation = currentLocation()
      let keyStart = index
      let key = try parseString()
      keyLocation.byteRange = keyStart..<index
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw syntaxError("unexpected \(describeCurrent()); expected ':' after the member name")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw syntaxError("unexpected end of file; expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return JSONNode(content: .object(members), location: location)
      }
      throw syntaxError("unexpected \(describeCurrent()); expected ',' or '}' (is a comma missing?)")
    }
  }

  /// Reads `[ value, ... ]` from its `[`. No trailing comma.
  private mutating func parseArray(_ location: SourceLocation) throws(SyntaxError) -> JSONNode {
    try enterContainer()
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return JSONNode(content: .array(elements), location: location)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw syntaxError("unexpected end of file; expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return JSONNode(content: .array(elements), location: location)
      }
      throw syntaxError("unexpected \(describeCurrent()); expected ',' or ']' (is a comma missing?)")
    }
  }

  /// Checks RFC 8259's number grammar (`-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`) and returns the text as
  /// written; callers convert it when they need a value.
  private mutating func parseNumber() throws(SyntaxError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("invalid number; expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw syntaxError("invalid number; expected a digit after '.'")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw syntaxError("invalid number; expected a digit in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// An ASCII digit.
  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Whether `range` of the file's bytes is well-formed UTF-8, checked in place (the standard library's generic
  /// `String(validating:as:)` looks up its encoding's metadata on every call, a sixth of reading a catalog).
  private func isValidUTF8(_ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Decodes a string on its UTF-8 bytes: a string without escapes becomes one `String` straight from the file's
  /// bytes; otherwise the unescaped bytes are collected and decoded once at the end.
  ///
  /// `\u` escapes must pair surrogates correctly; a lone surrogate is an error rather than a replacement character.
  ///
  /// Escapes: `\" \\ \/ \b \f \n \r \t \uXXXX`; anything else after `\` is an error at the escape.
  private mutating func parseString() throws(SyntaxError) -> String {
    let startLocation = currentLocation()
    index += 1
    var unescaped: [UInt8] = []
    var sawEscape = false
    var runStart = index
    /// The error for a string whose bytes are not UTF-8, at the string's opening quote.
    func invalidUTF8() -> SyntaxError {
      SyntaxError(
        message: "the string starting here is not valid UTF-8; save the file as UTF-8", location: startLocation)
    }
    /// Appends the bytes since the last escape to `unescaped`, checking they are UTF-8 (pure ASCII runs skip the
    /// check).
    func flushRun(_ end: Int) throws(SyntaxError) {
      guard runStart < end else { return }
      let run = bytes[runStart..<end]
      guard isValidUTF8(runStart..<end) else { throw invalidUTF8() }
      unescaped.append(contentsOf: run)
    }
    /// Appends an escape's scalar, encoded as UTF-8.
    func append(_ scalar: Unicode.Scalar) {
      UTF8.encode(scalar) { unescaped.append($0) }
    }
    while true {
      guard index < bytes.count else {
        throw SyntaxError(message: "unterminated string (missing closing '\"')", location: startLocation)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let end = index
        index += 1
        if !sawEscape {
          guard isValidUTF8(runStart..<end) else { throw invalidUTF8() }
          return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[runStart..<end]), as: UTF8.self)
          }
        }
        try flushRun(end)
        return String(decoding: unescaped, as: UTF8.self)
      }
      if byte < 0x20 {
        throw syntaxError(
          "control character 0x\(String(byte, radix: 16, uppercase: true)) in a string; write it "
            + "as an escape such as \\n or \\u00\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))")
      }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      try flushRun(index)
      sawEscape = true
      index += 1
      guard index < bytes.count else { throw syntaxError("unterminated escape at the end of the file") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): append("\"")
      case UInt8(ascii: "\\"): append("\\")
      case UInt8(ascii: "/"): append("/")
      case UInt8(ascii: "b"): append("\u{08}")
      case UInt8(ascii: "f"): append("\u{0C}")
      case UInt8(ascii: "n"): append("\n")
      case UInt8(ascii: "r"): append("\r")
      case UInt8(ascii: "t"): append("\t")
      case UInt8(ascii: "u"):
        let unit = try parseHex4()
        if (0xD800...0xDBFF).contains(unit) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else { throw syntaxError("a high surrogate \\u\(String(unit, radix: 16)) must be followed by a low one") }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else {
            throw syntaxError("\\u\(String(low, radix: 16)) is not a low surrogate")
          }
          let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          if let scalar = Unicode.Scalar(value) { append(scalar) }
        } else if let scalar = Unicode.Scalar(unit) {
          append(scalar)
        } else {
          throw syntaxError("\\u\(String(unit, radix: 16)) is a lone low surrogate")
        }
      default:
        index -= 1
        throw syntaxError(
          "invalid escape \\\(describeCurrent()); valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
      }
      runStart = index
    }
  }

  /// The four hex digits after `\u`.
  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw syntaxError("\\u must be followed by four hexadecimal digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  /// The value of an ASCII hex digit, either case.
  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}
