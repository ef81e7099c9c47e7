/// Escaping of text into a JSON string literal as Xcode writes one in `.xcstrings` and `.xcloc/contents.json` files
/// (`NSJSONSerialization` without escaping slashes): the one JSON quoting of the package, for String Catalogs, `.xcloc`
/// bundles and the `ib-migrate` plan.
///
/// - `"` and `\` become `\"` and `\\`, as RFC 8259 §7 requires.
/// - Line feed, carriage return, tab, backspace and form feed become `\n`, `\r`, `\t`, `\b` and `\f`; the other C0
///   control characters become `\u00xx` with lower-case hex digits (`\u001e`). RFC 8259 allows no control character
///   unescaped.
/// - `/`, DEL, U+2028, U+2029 and all other characters are written as they are (UTF-8), as Xcode does, so a catalog
///   read and written back keeps its bytes.
package enum JSONString {
  /// `text` between double quotes, escaped.
  package static func quoted(_ text: String) -> String {
    var output = ""
    appendQuoted(text, to: &output)
    return output
  }

  /// Appends `text` to `output` between double quotes, escaped.
  package static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    output += ASCIIReplacing.replacing(in: text) { byte in
      switch byte {
      case UInt8(ascii: "\""): "\\\""
      case UInt8(ascii: "\\"): "\\\\"
      case UInt8(ascii: "\n"): "\\n"
      case UInt8(ascii: "\r"): "\\r"
      case UInt8(ascii: "\t"): "\\t"
      case 0x08: "\\b"
      case 0x0C: "\\f"
      case 0..<0x10: "\\u000" + String(byte, radix: 16)
      case 0x10..<0x20: "\\u00" + String(byte, radix: 16)
      default: nil
      }
    }
    output += "\""
  }
}
