/// Escaping of text into HTML: the one escaping of the status page (`StatusHTMLRenderer` in `L10nGenTools`) and of
/// Mustache's `{{name}}` tags when HTML escaping is on.
///
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, so the same text is safe as element
/// content and as an attribute value quoted with either `"` or `'`, in HTML and in XHTML; `&` first makes sure that an
/// entity in the input (`&lt;`) is shown as written. It is what the Mustache specification asks of `{{name}}`
/// (`&`, `<`, `>`, `"`), plus `'` for single-quoted attributes.
///
/// Control and bidirectional formatting characters pass through: they are not markup. A page that shows untrusted
/// text makes them visible first, as the status page does.
package enum HTMLText {
  /// `text` as HTML element content or attribute value.
  package static func escaped(_ text: String) -> String {
    ASCIIReplacing.replacing(in: text) { byte in
      switch byte {
      case UInt8(ascii: "&"): "&amp;"
      case UInt8(ascii: "<"): "&lt;"
      case UInt8(ascii: ">"): "&gt;"
      case UInt8(ascii: "\""): "&quot;"
      case UInt8(ascii: "'"): "&#39;"
      default: nil
      }
    }
  }
}
