/// How interpolation tags (`{{name}}`) escape the values they insert. `{{{name}}}` and `{{&name}}` never escape.
package enum MustacheEscaping: Sendable {
  /// Insert values verbatim, as code generation needs.
  case none
  /// Replace `&`, `<`, `>`, `"` and `'` with HTML entities, as the Mustache spec requires.
  case html
}

extension MustacheEscaping {
  /// Appends `text` to `output`, escaped according to this mode.
  func append(_ text: String, to output: inout some TextOutputStream) {
    guard self == .html else {
      output.write(text)
      return
    }
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let entity: String? =
        switch utf8[index] {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
      if let entity {
        output.write(String(text[runStart..<index]))
        output.write(entity)
        runStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    output.write(String(text[runStart..<utf8.endIndex]))
  }
}
