/// Escaping of text into a double-quoted XML attribute value: the one escaping of every XML attribute the package
/// writes (XLIFF's `id`, `original` and `state`, Interface Builder's `<userDefinedRuntimeAttribute keyPath="…"
/// value="…"/>`).
///
/// - `&`, `<`, `"` become `&amp;`, `&lt;`, `&quot;`, as XML 1.0 §3.1 requires in a `"`-quoted value; `'` stays as it
///   is. `>` becomes `&gt;` too, as Xcode writes it in XLIFF files and storyboards.
/// - Tab, line feed and carriage return become `&#9;`, `&#10;` and `&#13;`: a parser turns the literal characters
///   into spaces (attribute-value normalization, §3.3.3), the references survive it. Xcode writes `&#10;` so too.
/// - The other C0 control characters become decimal character references (`&#30;`), for the reason given in
///   ``XMLText``.
///
/// Everything else is written as it is, in UTF-8.
package enum XMLAttributeValue {
  /// `text` as the value of an attribute written between double quotes.
  package static func escaped(_ text: String) -> String {
    ASCIIReplacing.replacing(in: text) { byte in
      switch byte {
      case UInt8(ascii: "&"): "&amp;"
      case UInt8(ascii: "<"): "&lt;"
      case UInt8(ascii: ">"): "&gt;"
      case UInt8(ascii: "\""): "&quot;"
      case 0..<0x20: ASCIIReplacing.decimalCharacterReference(byte)
      default: nil
      }
    }
  }
}
