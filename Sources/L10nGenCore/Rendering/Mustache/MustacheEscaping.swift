/// How interpolation tags (`{{name}}`) escape the values they insert. `{{{name}}}` and `{{&name}}` never escape.
public enum MustacheEscaping: Sendable {
  /// Insert values verbatim, as code generation needs.
  case none
  /// Replace `&`, `<`, `>`, `"` and `'` with HTML entities, as the Mustache spec requires.
  case html
}

extension MustacheEscaping {
  /// Appends `text` to `output`, escaped according to this mode.
  func append(_ text: String, to output: inout String) {
    guard self == .html, text.utf8.contains(where: Self.needsHTMLEscape) else {
      output += text
      return
    }
    for character in text.unicodeScalars {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(character)
      }
    }
  }

  private static func needsHTMLEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
