import L10nGenCore
import Testing

@Suite struct PathPatternTests {
  @Test(arguments: [
    ("**/Generated/**", "Sources/App/Generated/Strings.swift", true),
    ("**/Generated/**", "/work/App/Generated/Sub/Strings.swift", true),
    ("**/Generated/**", "Sources/App/NotGenerated/Strings.swift", false),
    ("Generated/**", "Sources/Generated/Strings.swift", true),
    ("/Generated/**", "Sources/Generated/Strings.swift", false),
    ("/work/**/*.generated.swift", "/work/App/R.generated.swift", true),
    ("*.generated.swift", "App/R.generated.swift", true),
    ("*.generated.swift", "App/R.generated.swift.orig", false),
    ("Strings?.swift", "./App/Strings2.swift", true),
    ("Sources/**/Strings.swift", "Sources/Strings.swift", true),
    ("", "Sources/Strings.swift", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected)
  }
}
