/// Escaping of text into Markdown (CommonMark with GitHub's tables and strikethrough): the one escaping of the status
/// report's Markdown and of the rules reference, for table cells and running text alike.
///
/// - `\`, the backtick, `*`, `_`, `[`, `]`, `~`, `#` and `|` get a backslash in front (CommonMark §2.4 allows one
///   before any ASCII punctuation): they would start emphasis, code, links, strikethrough or a heading, and `|` would
///   end a table cell.
/// - `<`, `>` and `&` become `&lt;`, `&gt;` and `&amp;`, so no text reads as an HTML tag, an autolink or an entity.
/// - A line break (LF, CR, CR LF, U+2028, U+2029) becomes one space: a table row is one line, and a line break in
///   running text would end a list item or a paragraph.
///
/// Everything else is written as it is. The result is Markdown text, not HTML: inside an HTML block (`<summary>`)
/// Markdown escapes are not read, and ``HTMLText`` is the escaping to use.
package enum MarkdownText {
  /// `text` as Markdown text or the content of a table cell.
  package static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: needsWork) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "~", "#", "|":
        result += "\\"
        result.unicodeScalars.append(scalar)
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\n" where previousWasCarriageReturn: break
      case "\n", "\r", "\u{2028}", "\u{2029}": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a UTF-8 byte may start something to escape (0xE2 leads U+2028 and U+2029).
  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "~"), UInt8(ascii: "#"), UInt8(ascii: "|"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0xE2:
      true
    default: false
    }
  }
}
