/// The loop under the byte-level escapers of this folder (``XMLText``, ``XMLAttributeValue``, ``HTMLText``,
/// ``JSONString``): a text with some ASCII bytes replaced.
///
/// Every byte of a multi-byte UTF-8 sequence is 0x80 or above, so looking at one byte at a time never splits a
/// character, and replacing ASCII bytes with ASCII text keeps the result valid UTF-8. Runs without a replacement are
/// copied whole, and a text that needs none is returned as it is, without a copy.
enum ASCIIReplacing {
  /// `text` with every byte for which `replacement` returns a string replaced by that string.
  @inline(__always)
  static func replacing(in text: String, _ replacement: (UInt8) -> String?) -> String {
    guard text.utf8.contains(where: { $0 < 0x80 && replacement($0) != nil }) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if byte < 0x80, let replaced = replacement(byte) {
        output.append(contentsOf: replaced.utf8)
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `&#<decimal>;`, the character reference XML writers use for a control character.
  static func decimalCharacterReference(_ byte: UInt8) -> String {
    "&#\(byte);"
  }
}
