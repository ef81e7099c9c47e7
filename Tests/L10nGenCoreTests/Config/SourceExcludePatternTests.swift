import L10nGenCore
import Testing

/// `sources.exclude` reads a glob from any folder of a path (``GlobPattern/matchesAnywhere(_:)``).
@Suite struct SourceExcludePatternTests {
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
    #expect(GlobPattern(pattern).matchesAnywhere(path) == expected)
    var settings = SourceSettings()
    settings.exclude = [pattern]
    #expect(settings.excludes(path) == expected)
  }
}
