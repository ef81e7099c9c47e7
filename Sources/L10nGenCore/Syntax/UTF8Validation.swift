/// The one UTF-8 check of the readers: the XML scanner and the `.strings` decoder both ask it whether the bytes at an
/// offset are a well-formed UTF-8 sequence, and report a failure with one message.
package enum UTF8Validation {
  /// The length (1 to 4) of the well-formed UTF-8 sequence starting at `index`, or 0 when none starts there.
  ///
  /// Well-formed is Unicode's Table 3-7 (`__CFIsLegalUTF8` too): no continuation byte first, no overlong forms
  /// (`C0 80`), no encoded surrogates (`ED A0 80`), nothing above U+10FFFF (`F4 90 80 80`), no sequence cut short
  /// by the end of the bytes.
  @inline(__always)
  package static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default:
      return 0
    }
    guard index + length <= bytes.count else { return 0 }
    let second = bytes[index + 1]
    guard second >= lower && second <= upper else { return 0 }
    if length > 2 && bytes[index + 2] & 0xC0 != 0x80 { return 0 }
    if length > 3 && bytes[index + 3] & 0xC0 != 0x80 { return 0 }
    return length
  }

  /// Whether all of `bytes` is well-formed UTF-8 (``sequenceLength(in:at:)`` at every character); ASCII is tested
  /// eight bytes at a time.
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      let length = sequenceLength(in: bytes, at: index)
      guard length > 0 else { return false }
      index += length
    }
    return true
  }

  /// What every reader says about a file whose byte `byte` starts no well-formed UTF-8 sequence.
  package static func invalidByteMessage(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(digits.count < 2 ? "0" : "")\(digits) is not valid UTF-8, so Apple cannot read this file; "
      + "re-save it as UTF-8"
  }
}
