import L10nGenCore
import Testing

@Suite struct DiagnosticFilterTests {
  static let found: [Diagnostic] = [
    .warning("missing", at: nil, rule: .missingTranslation, language: "de"),
    .warning("mismatch", at: nil, rule: .placeholderMismatch, language: "fr"),
    .note("same", at: nil, rule: .untranslatedValue, language: "de"),
    .error("broken", at: nil, rule: .syntaxError, language: "fr"),
    .warning("name", at: nil, rule: .nameCollision),
  ]

  @Test func disablingDropsARuleButNeverAFileXcodeRejects() {
    let filter = DiagnosticFilter(disabledRules: [.missingTranslation, .syntaxError])
    #expect(
      filter.apply(to: Self.found).map(\.rule) == [
        .placeholderMismatch, .untranslatedValue, .syntaxError, .nameCollision,
      ])
  }

  @Test func errorRulesAndStrictPromote() {
    let promoted = DiagnosticFilter(errorRules: [.untranslatedValue]).apply(to: Self.found)
    #expect(promoted.map(\.severity) == [.warning, .warning, .error, .error, .warning])
    let strict = DiagnosticFilter(warningsAsErrors: true).apply(to: Self.found)
    #expect(strict.map(\.severity) == [.error, .error, .note, .error, .error])
    #expect(strict[0].description == "error: missing [missing-translation, warning treated as error]")
  }

  @Test func languagesKeepFindingsAboutThoseLanguagesAndAboutNone() {
    let filtered = DiagnosticFilter(languages: ["de_DE", "DE"]).apply(to: Self.found)
    #expect(filtered.map(\.rule) == [.missingTranslation, .untranslatedValue, .syntaxError, .nameCollision])
  }
}
