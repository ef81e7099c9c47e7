import L10nGenCore
import L10nGenTestSupport
import Testing

/// The real prose and broken-specifier cases of `../shared/corpus/README.md`.
@Suite struct FormatCorpusCasesTests {
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func homeAssistantProseHundredPercentIsNotAPlaceholder() throws {
    let path = "home-assistant__iOS/Sources/App/Resources/en.lproj/Localizable.strings"
    let line = try #require(CorpusTestSupport.line(definingKey: "widgets.custom.show_states.description", of: path))
    let value = try #require(CorpusTestSupport.value(ofEntryLine: line))
    #expect(value.contains("100% guaranteed"))
    let parsed = FormatStringParser.parse(value)
    #expect(parsed.placeholders.isEmpty)
    #expect(parsed.problems.count == 1)
    guard case .strayPercent(let text, let offset) = parsed.problems.first else {
      Issue.record("expected a stray percent, got \(parsed.problems)")
      return
    }
    #expect(text == "% g")
    #expect(Array(value.unicodeScalars)[offset] == "%")
    #expect(parsed.problems[0].severity == .warning)
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func duckDuckGoBrokenObjectSpecifierIsReported() throws {
    let german = try #require(
      CorpusTestSupport.line(
        definingKey: "autofill.logins.prompt.partial.match.title",
        of: "duckduckgo__iOS/DuckDuckGo/de.lproj/Localizable.strings"))
    let english = try #require(
      CorpusTestSupport.line(
        definingKey: "autofill.logins.prompt.partial.match.title",
        of: "duckduckgo__iOS/DuckDuckGo/en.lproj/Localizable.strings"))
    let translation = try #require(CorpusTestSupport.value(ofEntryLine: german))
    let development = try #require(CorpusTestSupport.value(ofEntryLine: english))
    #expect(translation == "Von % @")
    let parsed = FormatStringParser.parse(translation)
    #expect(parsed.problems == [.ambiguousSpaceFlag(text: "% @", offset: 4)])
    #expect(parsed.problems[0].message.contains("remove the space"))
    // Foundation reads `% @` as `%@`, so the argument lists still agree.
    let mismatches = ParameterUnifier.mismatches(
      of: ParameterUnifier.parameters(forFormat: translation).parameters,
      against: ParameterUnifier.parameters(forFormat: development).parameters)
    #expect(mismatches.isEmpty)
  }

  @Test(
    "Anchor edge cases",
    arguments: [
      ("%10d", ["1:int"]), ("%.10f", ["1:double"]), ("%05.2f", ["1:double"]), ("%%%d", ["1:int"]),
      ("50% off", []), ("% d", ["1:int"]), ("%#x", ["1:uint"]), ("%Lf", ["1:double"]), ("%ls", []),
      ("%ld%%", ["1:int"]),
    ])
  func anchorEdgeCases(format: String, expected: [String]) {
    let parsed = FormatStringParser.parse(format)
    #expect(parsed.placeholders.map { "\($0.position):\($0.type)" } == expected)
  }
}
