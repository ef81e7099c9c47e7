/// How the UTF-16 code units ``StringsTextDecoder`` produced map back to the bytes of the file: its encoding form and
/// the length of its byte-order mark. The `.strings` reader uses it to give keys and values their byte ranges.
struct StringsByteLayout: Hashable, Sendable {
  /// The encoding form of the file.
  enum Form: Hashable, Sendable {
    /// UTF-8: one to three bytes per code unit, two per surrogate (four per pair).
    case utf8
    /// UTF-16 in either byte order: two bytes per code unit.
    case utf16
    /// UTF-32 in either byte order: four bytes per scalar, so four per BMP unit and per surrogate pair.
    case utf32
  }

  /// The encoding form.
  var form: Form
  /// The bytes before the first code unit (0, 2, 3 or 4).
  var byteOrderMarkLength: Int

  /// The number of bytes `unit` takes in the file.
  @inline(__always)
  func byteCount(of unit: UInt16) -> Int {
    switch form {
    case .utf8: unit < 0x80 ? 1 : unit < 0x800 ? 2 : (unit & 0xF800 == 0xD800 ? 2 : 3)
    case .utf16: 2
    case .utf32: unit & 0xFC00 == 0xDC00 ? 0 : 4
    }
  }
}
