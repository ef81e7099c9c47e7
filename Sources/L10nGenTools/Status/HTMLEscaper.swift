/// The one escaping every text from the input goes through before it is written into the status page.
///
/// `&`, `<`, `>`, `"` and `'` become entities, so a key such as `<script>` is text, in element content and in
/// attribute values alike. Characters that would hide or reorder text become visible: C0 and C1 controls, line and
/// paragraph separators, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are written as
/// `\n`, `\t` or `U+202E` in a `<span class="ctl">`, so a key cannot display as another (a "Trojan Source" key). The
/// bidi marks (U+200E, U+200F, U+061C), which right-to-left translations use on purpose, are kept as character
/// references; the renderer wraps every input text in `<bdi>`, so no mark or direction leaks into the page around it.
package enum HTMLEscaper {
  /// `text` as HTML element content.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n": result += visible("\\n")
      case "\r": result += visible("\\r")
      case "\t": result += visible("\\t")
      case "\u{200E}", "\u{200F}", "\u{061C}":
        result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
      default:
        if isHiddenControl(scalar) {
          result += visible("U+" + hex(scalar.value))
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` for an attribute value (in double quotes): the same escaping without markup for control characters,
  /// which are written as `U+XXXX`.
  package static func escapeAttribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if isHiddenControl(scalar) || scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}" {
          result += "U+" + hex(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether `scalar` is a control, separator or bidi formatting character that must be shown, not applied.
  static func isHiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  private static func visible(_ label: String) -> String {
    "<span class=\"ctl\">\(label)</span>"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
