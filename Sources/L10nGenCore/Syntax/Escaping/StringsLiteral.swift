/// Writing quoted strings and comments of old-style property lists (`.strings` files): the one escaping every writer
/// of `.strings` uses (`ib-strings`, `ib-migrate`, `extract`, `pseudo`), so what they write reads back as written.
package enum StringsLiteral {
  /// `text` escaped for a quoted `.strings` string or comment: `\`, `"`, line breaks and tabs as backslash escapes,
  /// as ibtool and genstrings write them. With `escapingControlCharacters`, the other C0 control characters become
  /// `\U00xx` as well (Apple's parser reads both; the escaped form keeps each entry on one visible line).
  package static func escaped(_ text: String, escapingControlCharacters: Bool = false) -> String {
    let needsWork = text.utf8.contains {
      $0 == 0x5C || $0 == 0x22 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || (escapingControlCharacters && $0 < 0x20)
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where escapingControlCharacters && scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` for the inside of a `/* … */` comment: every `*/`, which would end the comment early, written as `*\/`
  /// (Docs/Formats.md §1.9). Nothing else ends a comment (comments do not nest), so nothing else changes. Bytes are
  /// compared, not characters, so a `/` followed by a combining mark is found too.
  package static func comment(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 2)
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { output.append(UInt8(ascii: "\\")) }
      output.append(byte)
      previous = byte
    }
    return String(decoding: output, as: UTF8.self)
  }
}
