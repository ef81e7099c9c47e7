/// The decoded bytes of a run of literal text, while a string literal is read.
struct LiteralText {
  /// UTF-8 bytes (invalid sequences are replaced when the text is made a `String`).
  var bytes: [UInt8] = []

  /// The text, with invalid UTF-8 replaced by U+FFFD.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends the scalar `value` in UTF-8, or U+FFFD when it is no scalar (a surrogate, or above U+10FFFF).
  mutating func append(scalarValue value: UInt32) {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
  }
}
