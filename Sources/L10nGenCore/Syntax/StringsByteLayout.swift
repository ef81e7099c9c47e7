/// How the offsets of the text the `.strings` reader reads (``StringsCodeUnits``) map back to the bytes of the file:
/// the encoding form and the length of the byte-order mark. The reader uses it to give keys and values their byte
/// ranges.
struct StringsByteLayout: Hashable, Sendable {
  /// The encoding form of the file.
  enum Form: Hashable, Sendable {
    /// The file's UTF-8 bytes themselves (``StringsUTF8Text``): one byte per offset.
    case utf8Bytes
    /// UTF-8 decoded to UTF-16 units: one to three bytes per code unit, two per surrogate (four per pair).
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

  /// The number of bytes the offset holding `unit` takes in the file.
  @inline(__always)
  func byteCount(of unit: UInt16) -> Int {
    switch form {
    case .utf8Bytes: 1
    case .utf8: unit < 0x80 ? 1 : unit < 0x800 ? 2 : (unit & 0xF800 == 0xD800 ? 2 : 3)
    case .utf16: 2
    case .utf32: unit & 0xFC00 == 0xDC00 ? 0 : 4
    }
  }
}
