/// Decoded UTF-16 text, as ``StringsTextDecoder`` makes it, read by ``StringsPropertyListReader``.
extension UnsafeBufferPointer: StringsCodeUnits where Element == UInt16 {
  func unit(at index: Int) -> (value: UInt16, length: Int) {
    (self[index], 1)
  }

  func unit(before index: Int) -> (value: UInt16, length: Int) {
    (self[index - 1], 1)
  }

  func lineSeparatorLength(at index: Int) -> Int {
    self[index] == 0x2028 || self[index] == 0x2029 ? 1 : 0
  }

  func continuesScalar(at index: Int) -> Bool {
    self[index] & 0xFC00 == 0xDC00 && index > 0 && self[index - 1] & 0xFC00 == 0xD800
  }

  func string(_ range: Range<Int>) -> String {
    Self.makeString(UnsafeBufferPointer(rebasing: self[range]))
  }

  func append(_ range: Range<Int>, to buffer: inout ContiguousArray<UInt16>) {
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: self[range]))
  }

  /// Builds a String from UTF-16 code units, writing UTF-8 directly (lone surrogates become U+FFFD, as in
  /// `String(decoding:as:)`, which is much slower).
  ///
  /// Pure ASCII (checked by OR-ing all units) is copied byte for byte; otherwise each unit or surrogate pair is encoded
  /// to UTF-8 into a buffer of three bytes per unit, enough for any input.
  static func makeString(_ units: UnsafeBufferPointer<UInt16>) -> String {
    var combined: UInt16 = 0
    for unit in units { combined |= unit }
    if combined < 0x80 {
      return String(unsafeUninitializedCapacity: units.count) { bytes in
        for index in 0..<units.count { bytes[index] = UInt8(truncatingIfNeeded: units[index]) }
        return units.count
      }
    }
    return String(unsafeUninitializedCapacity: units.count * 3) { bytes in
      var written = 0
      var index = 0
      let count = units.count
      while index < count {
        let unit = units[index]
        index += 1
        if unit < 0x80 {
          bytes[written] = UInt8(truncatingIfNeeded: unit)
          written += 1
        } else if unit < 0x800 {
          bytes[written] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
          bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
          written += 2
        } else if unit & 0xFC00 == 0xD800 && index < count && units[index] & 0xFC00 == 0xDC00 {
          let scalar = 0x10000 + ((UInt32(unit) & 0x3FF) << 10) + (UInt32(units[index]) & 0x3FF)
          index += 1
          bytes[written] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
          bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
          bytes[written + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
          bytes[written + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
          written += 4
        } else {
          let scalar = unit & 0xF800 == 0xD800 ? 0xFFFD : unit  // a lone surrogate
          bytes[written] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
          bytes[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
          bytes[written + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
          written += 3
        }
      }
      return written
    }
  }
}
