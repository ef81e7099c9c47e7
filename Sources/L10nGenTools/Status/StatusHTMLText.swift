internal import L10nGenCore

/// How a text from the input appears on the status page: characters that would hide or reorder text are made
/// visible, and the rest goes through the package's one HTML escaping, `HTMLText` (`&`, `<`, `>`, `"`, `'` as
/// entities), so a key such as `<script>` is text, in element content and in attribute values alike.
///
/// C0 and C1 controls, line and paragraph separators, the byte-order mark and the bidi embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) are shown, not applied, so a key cannot display as another (a "Trojan
/// Source" key): in element content as `\n`, `\r`, `\t` or `U+202E` in a `<span class="ctl">`, in an attribute value
/// as `U+202E`. The bidi marks (U+200E, U+200F, U+061C), which right-to-left translations use on purpose, are kept in
/// element content as character references (`&#x200F;`); the renderer wraps every input text in `<bdi>`, so no mark or
/// direction leaks into the page around it. In an attribute value they are shown as `U+200F`.
package enum StatusHTMLText {
  /// `text` as HTML element content.
  package static func content(_ text: String) -> String {
    shown(text) { scalar in
      switch scalar {
      case "\n": visible("\\n")
      case "\r": visible("\\r")
      case "\t": visible("\\t")
      case "\u{200E}", "\u{200F}", "\u{061C}": "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
      default: isHiddenControl(scalar) ? visible("U+" + hex(scalar.value)) : nil
      }
    }
  }

  /// `text` for an attribute value (in double quotes): the same escaping, with control characters and bidi marks
  /// written as `U+XXXX` without markup.
  package static func attribute(_ text: String) -> String {
    shown(text) { scalar in
      isHiddenControl(scalar) || scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
        ? "U+" + hex(scalar.value) : nil
    }
  }

  /// `text` with each scalar for which `replacement` gives a string replaced by it, and the runs between them
  /// escaped by `HTMLText`.
  private static func shown(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    var run = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard let replaced = replacement(scalar) else {
        run.append(scalar)
        continue
      }
      result += HTMLText.escaped(String(run))
      run.removeAll(keepingCapacity: true)
      result += replaced
    }
    return result + HTMLText.escaped(String(run))
  }

  /// Whether `scalar` is a control, separator or bidi formatting character that must be shown, not applied.
  private static func isHiddenControl(_ scalar: Unicode.Scalar) -> Bool {
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
