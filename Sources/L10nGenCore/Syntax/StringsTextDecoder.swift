package import Foundation

/// Turns the bytes of a `.strings` file into UTF-16 code units the way CoreFoundation does
/// (`encodingForXMLData` in `CFPropertyList.c`, then `CFStringCreateWithBytes`).
///
/// - UTF-32 LE/BE with a BOM (file longer than 4 bytes), UTF-8 with a BOM (longer than 3 bytes),
///   UTF-16 LE/BE with a BOM (longer than 2 bytes); anything else is UTF-8.
/// - A file longer than 2 bytes with a NUL in byte 0 or 1 is UTF-16 without a BOM. CoreFoundation reads it
///   in host byte order after dropping its first two bytes, so it loses a character: we reject it.
/// - UTF-8 is strict (``UTF8Validation``: no overlong forms, surrogates or values above U+10FFFF), except that CF
///   reads a stray byte 0xA9 as U+FFFD "not to break existing apps"; we do the same and warn.
///
/// Decoding is one linear pass into a buffer sized up front (one UTF-16 unit per UTF-8 byte at most); the common ASCII
/// byte takes a single branch. The parser then works on the code units, as CF does, so offsets, escapes and the `\U`
/// escape behave identically.
package struct StringsTextDecoder {
  /// What decoding produced.
  package struct Output {
    /// The text as UTF-16 code units, without the BOM.
    package var units: ContiguousArray<UInt16>
    /// A reason the file cannot be read at all, with the number of code units decoded before the problem.
    var failure: (problem: Problem, unitOffset: Int)?
    /// Problems Apple tolerates, each with the number of code units decoded before it.
    var warnings: [(problem: Problem, unitOffset: Int)]
    /// How code units map back to the file's bytes; `nil` when they do not map exactly (a stray 0xA9 decoded as
    /// U+FFFD, three bytes in UTF-8, was one byte in the file).
    var byteLayout: StringsByteLayout? = StringsByteLayout(form: .utf8, byteOrderMarkLength: 0)
  }

  /// Something wrong with the bytes.
  enum Problem: Equatable {
    /// A NUL in the first two bytes of a file without BOM: UTF-16 that CF would misread. Fatal.
    case utf16WithoutByteOrderMark
    /// A byte that starts no legal UTF-8 sequence (other than 0xA9). Fatal: CF fails to create the string.
    case invalidUTF8(byte: UInt8)
    /// A lone 0xA9 (`©` in Mac Roman and Latin-1), which CF reads as U+FFFD. A warning.
    case strayCopyrightByte
    /// A UTF-32 value that is no Unicode scalar (a surrogate or above U+10FFFF). Fatal.
    case invalidUTF32(value: UInt32)
    /// Bytes at the end of a UTF-16 or UTF-32 file too few for a whole code unit; CF drops them. A warning.
    case oddTrailingBytes(count: Int)
  }

  /// Decodes `data`.
  ///
  /// Never fails: a fatal problem is ``Output/failure`` with the units decoded before it, so the error can be located.
  package static func decode(_ data: Data) -> Output {
    data.withUnsafeBytes { raw in
      decode(raw.bindMemory(to: UInt8.self))
    }
  }

  /// The length of the byte-order mark (0 or 3) when `bytes` is a file CF reads as UTF-8 and ``decode(_:)-(Data)``
  /// would decode without a warning or failure, so that its bytes can be read as they are (``StringsUTF8Text``);
  /// `nil` otherwise (another encoding, a NUL that makes it UTF-16 without a mark, only a mark, an invalid sequence or
  /// a stray 0xA9).
  ///
  /// The same choice of encoding as ``decode(_:)-(Data)``, in the same order, and the same validation
  /// (``UTF8Validation``); ASCII is tested eight bytes at a time.
  static func utf8ByteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    if count > 4
      && ((bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF)
        || (bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0))
    {
      return nil
    }
    var start = 0
    if count > 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      start = 3
    } else if count > 2
      && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) || bytes[0] == 0
        || bytes[1] == 0)
    {
      return nil
    } else if isByteOrderMarkOnly(bytes) {
      return nil
    }
    return UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[start...])) ? start : nil
  }

  /// Picks the encoding as CF does and decodes. The BOM checks run in CF's order, each requiring the file to be longer
  /// than its BOM (a file that is only a BOM is empty, see ``isByteOrderMarkOnly(_:)``).
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Output {
    var output = decodeInDetectedEncoding(bytes)
    if output.warnings.contains(where: { $0.problem == .strayCopyrightByte }) { output.byteLayout = nil }
    return output
  }

  /// Picks the encoding and decodes, recording the encoding's ``StringsByteLayout``.
  private static func decodeInDetectedEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Output {
    func laidOut(_ output: Output, _ form: StringsByteLayout.Form, byteOrderMark: Int) -> Output {
      var output = output
      output.byteLayout = StringsByteLayout(form: form, byteOrderMarkLength: byteOrderMark)
      return output
    }
    let count = bytes.count
    if count > 4 {
      if bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF {
        return laidOut(decodeUTF32(bytes, from: 4, bigEndian: true), .utf32, byteOrderMark: 4)
      }
      if bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0 {
        return laidOut(decodeUTF32(bytes, from: 4, bigEndian: false), .utf32, byteOrderMark: 4)
      }
    }
    if count > 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      return laidOut(decodeUTF8(bytes, from: 3), .utf8, byteOrderMark: 3)
    }
    if count > 2 {
      if bytes[0] == 0xFF && bytes[1] == 0xFE {
        return laidOut(decodeUTF16(bytes, from: 2, bigEndian: false), .utf16, byteOrderMark: 2)
      }
      if bytes[0] == 0xFE && bytes[1] == 0xFF {
        return laidOut(decodeUTF16(bytes, from: 2, bigEndian: true), .utf16, byteOrderMark: 2)
      }
      if bytes[0] == 0 || bytes[1] == 0 {
        return Output(units: [], failure: (.utf16WithoutByteOrderMark, 0), warnings: [])
      }
    }
    if isByteOrderMarkOnly(bytes) {
      return Output(units: [], failure: nil, warnings: [])
    }
    return decodeUTF8(bytes, from: 0)
  }

  /// A file holding only a BOM is an empty file to us (CoreFoundation reports an empty-string error).
  private static func isByteOrderMarkOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count <= 3 else { return false }
    let prefix = Array(bytes)
    return prefix == [0xEF, 0xBB, 0xBF] || prefix == [0xFF, 0xFE] || prefix == [0xFE, 0xFF]
  }

  /// UTF-16 in the given byte order from `start`; any unit is accepted (lone surrogates included, as CF accepts them),
  /// and an odd last byte is a warning.
  ///
  /// Lone surrogates survive decoding and become U+FFFD only when strings are built.
  private static func decodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) -> Output {
    let pairs = (bytes.count - start) / 2
    var units = ContiguousArray<UInt16>(repeating: 0, count: pairs)
    units.withUnsafeMutableBufferPointer { output in
      var index = start
      for unitIndex in 0..<pairs {
        let first = UInt16(bytes[index])
        let second = UInt16(bytes[index + 1])
        output[unitIndex] = bigEndian ? (first << 8 | second) : (second << 8 | first)
        index += 2
      }
    }
    let leftover = (bytes.count - start) % 2
    let warnings = leftover == 0 ? [] : [(Problem.oddTrailingBytes(count: leftover), pairs)]
    return Output(units: units, failure: nil, warnings: warnings)
  }

  /// UTF-32 from `start`, re-encoded as UTF-16; the first value that is no scalar stops decoding with a failure.
  private static func decodeUTF32(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) -> Output {
    var units = ContiguousArray<UInt16>()
    units.reserveCapacity((bytes.count - start) / 4)
    var index = start
    while index + 4 <= bytes.count {
      let b0 = UInt32(bytes[index])
      let b1 = UInt32(bytes[index + 1])
      let b2 = UInt32(bytes[index + 2])
      let b3 = UInt32(bytes[index + 3])
      let value = bigEndian ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0)
      guard let scalar = Unicode.Scalar(value) else {
        return Output(units: units, failure: (.invalidUTF32(value: value), units.count), warnings: [])
      }
      units.append(contentsOf: UTF16.encode(scalar)!)
      index += 4
    }
    let leftover = bytes.count - index
    let warnings = leftover == 0 ? [] : [(Problem.oddTrailingBytes(count: leftover), units.count)]
    return Output(units: units, failure: nil, warnings: warnings)
  }

  /// Strict UTF-8 from `start`, producing surrogate pairs above U+FFFF. The first illegal sequence stops decoding with
  /// a failure whose offset is the number of units produced, so the error points at the right line and column, except a
  /// stray 0xA9, which becomes U+FFFD with a warning.
  private static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Output {
    var units = ContiguousArray<UInt16>(repeating: 0, count: bytes.count - start)
    var warnings: [(problem: Problem, unitOffset: Int)] = []
    var failure: (problem: Problem, unitOffset: Int)?
    let produced = units.withUnsafeMutableBufferPointer { output -> Int in
      var written = 0
      var index = start
      let end = bytes.count
      let base = bytes.baseAddress
      while index < end {
        // Eight ASCII bytes at a time (most of a table): one load, one test, eight widened stores.
        if index + 8 <= end, let base {
          let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          if word & 0x8080_8080_8080_8080 == 0 {
            for offset in 0..<8 { output[written + offset] = UInt16(truncatingIfNeeded: (word >> (offset * 8)) & 0xFF) }
            written += 8
            index += 8
            continue
          }
        }
        let lead = bytes[index]
        if lead < 0x80 {
          output[written] = UInt16(lead)
          written += 1
          index += 1
          continue
        }
        let length = UTF8Validation.sequenceLength(in: bytes, at: index)
        if length == 0 {
          if lead == 0xA9 {
            warnings.append((.strayCopyrightByte, written))
            output[written] = 0xFFFD
            written += 1
            index += 1
            continue
          }
          failure = (.invalidUTF8(byte: lead), written)
          return written
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
          value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        if value >= 0x10000 {
          let shifted = value - 0x10000
          output[written] = UInt16(0xD800 + (shifted >> 10))
          output[written + 1] = UInt16(0xDC00 + (shifted & 0x3FF))
          written += 2
        } else {
          output[written] = UInt16(value)
          written += 1
        }
        index += length
      }
      return written
    }
    units.removeLast(units.count - produced)
    return Output(units: units, failure: failure, warnings: warnings)
  }
}
