/// How interpolation tags (`{{name}}`) escape the values they insert. `{{{name}}}` and `{{&name}}` never escape.
package enum MustacheEscaping: Sendable {
  /// Insert values verbatim, as code generation needs.
  case none
  /// Replace `&`, `<`, `>`, `"` and `'` with HTML entities, as the Mustache spec requires (``HTMLText``).
  case html
}

extension MustacheEscaping {
  /// Appends `text` to `output`, escaped according to this mode.
  func append(_ text: String, to output: inout some TextOutputStream) {
    switch self {
    case .none: output.write(text)
    case .html: output.write(HTMLText.escaped(text))
    }
  }
}
