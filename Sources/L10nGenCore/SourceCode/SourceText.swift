package import Foundation

/// The text of a source file as the tokenizer reads it, decoded as `genstrings` decodes sources: UTF-8, or UTF-16
/// when the file starts with a byte-order mark (Xcode saves some Objective-C files so). Bytes that are valid in
/// neither are never turned into U+FFFD silently: ``firstInvalidByte(_:)`` locates them, so that the command
/// reports the file (`encoding`), and ``KeyUsageIndex/scanning(_:config:project:)`` drops the keys they would
/// have garbled.
package enum SourceText {
  /// The file's bytes as UTF-8: UTF-16 with a byte-order mark (either order) converted, anything else as it is.
  package static func utf8(_ data: Data) -> [UInt8] {
    let bytes = [UInt8](data)
    guard bytes.count >= 2 else { return bytes }
    let isBigEndian = bytes[0] == 0xFE && bytes[1] == 0xFF
    let isLittleEndian = bytes[0] == 0xFF && bytes[1] == 0xFE
    guard isBigEndian || isLittleEndian else { return bytes }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (high, low) = isBigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }

  /// The 1-based line and column (in bytes) of the first byte of `bytes` that is not valid UTF-8, or `nil`.
  package static func firstInvalidByte(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var lineStart = 0
    loop: while true {
      let before = offset
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput:
        break loop
      case .error:
        return (line, before - lineStart + 1)
      }
    }
    return nil
  }
}
