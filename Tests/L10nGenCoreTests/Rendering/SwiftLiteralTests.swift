import Testing

@testable import L10nGenCore

@Suite struct SwiftLiteralTests {
  @Test(arguments: [
    ("Sign In", #""Sign In""#),
    ("", #""""#),
    (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
    ("line\none\ttab\r\0", #""line\none\ttab\r\0""#),
    ("Grüße 🎉", #""Grüße 🎉""#),
    ("bidi \u{202E}x\u{7F}", #""bidi \u{202E}x\u{7F}""#),
  ])
  func stringLiteralsEscapeWhatWouldBreakThem(text: String, literal: String) {
    #expect(SwiftLiteral.string(text) == literal)
  }

  @Test(arguments: [
    ("Welcome back, %@!", ["Welcome back, %@!"]),
    ("", [""]),
    ("trailing spaces   ", ["trailing spaces"]),
    ("a\tb", ["a b"]),
    ("one\r\ntwo\rthree\nfour\u{2028}five", ["one", "two", "three", "four", "five"]),
    ("ends */ here \u{200E}", [#"ends */ here \u{200E}"#]),
  ])
  func docCommentLinesSplitTrimAndEscape(text: String, lines: [String]) {
    #expect(SwiftLiteral.docCommentLines(text) == lines)
  }
}
