import Testing

@testable import L10nGenCore

@Suite struct GlobPatternTests {
  @Test(arguments: [
    // A pattern without `/` matches a name at any depth.
    ("Generated", "Generated", true),
    ("Generated", "App/Sources/Generated", true),
    ("Generated", "App/Generated/Strings.swift", false),
    ("*.generated.swift", "App/L10n.generated.swift", true),
    ("*.generated.swift", "App/L10n.swift", false),
    ("Strings?.swift", "Strings2.swift", true),
    ("Strings?.swift", "Strings.swift", false),
    ("*", "anything/at/all", true),
    ("Generated/", "App/Generated", true),
    // A pattern with `/` matches the whole path; `*` never crosses a `/`.
    ("App/*.swift", "App/View.swift", true),
    ("App/*.swift", "App/Sub/View.swift", false),
    ("App/*.swift", "Other/App/View.swift", false),
    ("./App/*.swift", "App/View.swift", true),
    ("App/*.swift", "./App/View.swift", true),
    // `**` spans any number of components, none included.
    ("**/Generated/**", "Generated", true),
    ("**/Generated/**", "App/Generated", true),
    ("**/Generated/**", "App/Generated/L10n.swift", true),
    ("**/Generated/**", "App/Generated/Deep/L10n.swift", true),
    ("**/Generated/**", "App/NotGenerated/L10n.swift", false),
    ("Sources/**/*.swift", "Sources/View.swift", true),
    ("Sources/**/*.swift", "Sources/A/B/View.swift", true),
    ("Sources/**/*.swift", "Tests/A/View.swift", false),
    ("**/**/x", "a/b/x", true),
    ("a/**", "a", true),
    ("**", "a/b", true),
    // `*` and `?` with backtracking inside one name.
    ("*a*b*c", "xxaxxbxxc", true),
    ("*a*b*c", "xxaxxcxxb", false),
    ("a*", "", false),
    ("", "a", false),
    ("é*", "école/é.swift", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected, "'\(pattern)' against '\(path)'")
  }

  @Test func manyStarsAndComponentsStayFast() {
    let pattern = GlobPattern(String(repeating: "**/*a*/", count: 20) + "z")
    let path = Array(repeating: "aaaaaaaaaaaaaaaaaaaa", count: 30).joined(separator: "/")
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(!pattern.matches(path)) }
    #expect(elapsed < .seconds(5))
  }
}
