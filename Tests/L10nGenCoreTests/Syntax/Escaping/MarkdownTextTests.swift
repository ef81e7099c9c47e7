import L10nGenCore
import Testing

/// ``MarkdownText``: table cells and running text of the status report and the rules reference.
@Suite struct MarkdownTextTests {
  @Test(arguments: [
    ("plain ü 😀 '%@' (1.)", "plain ü 😀 '%@' (1.)"),
    ("a|b<c>_d\n", "a\\|b&lt;c&gt;\\_d "),
    (##"*x* [l](u) \ #h ~~s~~"##, ##"\*x\* \[l\](u) \\ \#h \~\~s\~\~"##),
    // Backticks keep their character (the status report wrote `'`).
    ("`code`", "\\`code\\`"),
    ("&amp;", "&amp;amp;"),
    // Each line break is one space, CR LF included.
    ("a\r\nb\rc\u{2028}d\u{2029}e", "a b c d e"),
    // A `|` that a combining mark follows is one character but still ends a cell: the scalars are escaped.
    ("a|\u{301}b", "a\\|\u{301}b"),
  ])
  func escaped(_ text: String, escaped: String) {
    #expect(MarkdownText.escaped(text) == escaped)
  }
}
