import Foundation

/// Reads the common form of a `.strings` file (`"key" = "value";` entries, comments, UTF-8 or UTF-16 with a byte
/// order mark) straight from its bytes, as CoreFoundation's old-style property-list parser reads it, several
/// times faster than `PropertyListSerialization` and its bridging to Swift.
///
/// Anything outside that common form (a `{ ... }` dictionary, a binary plist, octal escapes, another encoding, a
/// syntax error) gives `nil`, and the caller reads the file with `PropertyListSerialization`, so the result is
/// always Foundation's.
enum StringsFileReader {
  /// The entries of a `.strings` file (the last value wins for a repeated key), or `nil` when the file is not in
  /// the common form.
  static func entries(of data: Data) -> [String: String]? {
    entries(of: data) { $0 }
  }

  /// The entries of a `.strings` file with each value made by `makeValue` (the last value wins for a repeated
  /// key), or `nil` when the file is not in the common form. UTF-8 is read in place: no copy of the file, one
  /// dictionary sized once.
  static func entries<Value>(of data: Data, makeValue: (String) -> Value) -> [String: Value]? {
    if data.count >= 2, data.first == 0xFF || data.first == 0xFE {
      let bigEndian = data.first == 0xFE
      guard data.count.isMultiple(of: 2), data[data.startIndex + 1] == (bigEndian ? 0xFF : 0xFE) else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(data.count / 2 - 1)
      var index = data.startIndex + 2
      while index < data.endIndex {
        let first = UInt16(data[index])
        let second = UInt16(data[index + 1])
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
        index += 2
      }
      let text = String(decoding: units, as: UTF16.self)
      guard !text.unicodeScalars.contains("\u{FFFD}") else { return nil }
      return Array(text.utf8).withUnsafeBufferPointer { entries(ofUTF8: $0, makeValue: makeValue) }
    }
    return data.withUnsafeBytes { raw in
      var bytes = raw.bindMemory(to: UInt8.self)
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes[3...]) }
      guard isValidUTF8(bytes) else { return nil }
      return entries(ofUTF8: bytes, makeValue: makeValue)
    }
  }

  /// Whether `bytes` are valid UTF-8, checked without making a `String`.
  private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var input = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&input) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private static func entries<Value>(ofUTF8 buffer: UnsafeBufferPointer<UInt8>, makeValue: (String) -> Value)
    -> [String: Value]?
  {
    var reader = Cursor(bytes: buffer)
    var entries: [String: Value] = [:]
    // Every entry ends at a `;`: their count bounds the entries, so the table is sized once, never rehashed.
    entries.reserveCapacity(buffer.reduce(0) { $1 == UInt8(ascii: ";") ? $0 + 1 : $0 })
    while true {
      guard reader.skipSpaceAndComments() else { return nil }
      if reader.isAtEnd { return entries }
      guard let key = reader.readString() else { return nil }
      guard reader.skipSpaceAndComments(), !reader.isAtEnd else { return nil }
      if reader.current == UInt8(ascii: ";") {
        reader.index += 1
        entries[key] = makeValue(key)
        continue
      }
      guard reader.current == UInt8(ascii: "=") else { return nil }
      reader.index += 1
      guard reader.skipSpaceAndComments(), !reader.isAtEnd, let value = reader.readString(),
        reader.skipSpaceAndComments(), !reader.isAtEnd, reader.current == UInt8(ascii: ";")
      else { return nil }
      reader.index += 1
      entries[key] = makeValue(value)
    }
  }

  /// A position in the UTF-8 bytes.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8 { bytes[index] }

    /// Skips white space, `//` and `/* */` comments; `false` for an unterminated comment.
    mutating func skipSpaceAndComments() -> Bool {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            index += 1
          }
          guard index + 1 < bytes.count else { return false }
          index += 2
        } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
          return false  // a no-break space: CoreFoundation's rules for it are left to Foundation
        } else {
          return true
        }
      }
      return true
    }

    /// A quoted (`"…"` or `'…'`) or unquoted (`[A-Za-z0-9_$/:.-]+`) string; `nil` when the form is not the common one.
    mutating func readString() -> String? {
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return readUnquoted() }
      index += 1
      let start = index
      var escaped: [UInt8]?
      while index < bytes.count {
        let byte = bytes[index]
        if byte == quote {
          let text: String
          if let escaped {
            text = String(decoding: escaped, as: UTF8.self)
          } else {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          }
          index += 1
          return text
        }
        if byte == UInt8(ascii: "\\") {
          if escaped == nil { escaped = Array(bytes[start..<index]) }
          index += 1
          guard index < bytes.count, let scalar = readEscape() else { return nil }
          escaped!.append(contentsOf: String(scalar).utf8)
          continue
        }
        escaped?.append(byte)
        index += 1
      }
      return nil
    }

    /// The character of an escape after its `\`: `\n`-style letters, `\U` with up to four hex digits, or the
    /// character itself; `nil` for octal escapes and surrogate code units.
    private mutating func readEscape() -> Unicode.Scalar? {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "a"): return "\u{07}"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "v"): return "\u{0B}"
      case UInt8(ascii: "0")...UInt8(ascii: "7"): return nil
      case UInt8(ascii: "U"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = hexValue(bytes[index]) {
          value = value * 16 + digit
          index += 1
          digits += 1
        }
        guard digits > 0 else { return nil }
        return Unicode.Scalar(value)
      case ..<0x80: return Unicode.Scalar(byte)
      default: return nil
      }
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    private mutating func readUnquoted() -> String? {
      let start = index
      while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
      guard index > start else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
  }
}
