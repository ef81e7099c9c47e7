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

  /// The `///` lines an accessor's doc comment gets are those of ``SwiftLiteral/docCommentLines(_:)`` for the prefix
  /// and text together, whether the text takes the one-line fast path or not.
  @Test(arguments: ["", "Plural: ", "Comment: "])
  func appendedDocCommentIsTheDocCommentLines(prefix: String) {
    let texts = [
      "Welcome back, %@!", "", " ", "trailing spaces   ", "a\tb", "one\r\ntwo\n", "Grüße 🎉", "x\u{202E}y", "%ld ",
    ]
    for text in texts {
      var lines = ["kept"]
      SwiftLiteral.appendDocComment(text, prefix: prefix, to: &lines)
      let expected = ["kept"] + SwiftLiteral.docCommentLines(prefix + text).map { $0.isEmpty ? "///" : "/// " + $0 }
      #expect(lines == expected, "\(prefix.debugDescription) + \(text.debugDescription)")
    }
  }
}
