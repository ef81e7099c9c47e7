import L10nGenCore
import Testing

@Suite struct SeverityPolicyTests {
  static func diagnostic(_ rule: RuleID, language: String?) -> Diagnostic {
    .error("problem", at: nil, rule: rule, language: language)
  }

  @Test(arguments: [
    (RuleID.missingPluralCategory, "pl", DiagnosticSeverity.warning),
    (.missingPluralCategory, "en", .error), (.missingPluralCategory, "EN", .error),
    (.undefinedVariable, "ja", .warning), (.invalidEntry, "de", .warning),
    (.syntaxError, "de", .error), (.encoding, "de", .error), (.invalidConfiguration, "de", .error),
  ])
  func entryLevelErrorsBecomeWarningsOnlyInTranslations(rule: RuleID, language: String, expected: DiagnosticSeverity) {
    let lowered = SeverityPolicy.lowered(Self.diagnostic(rule, language: language), developmentLanguage: "en")
    #expect(lowered.severity == expected)
  }

  @Test func diagnosticsAboutNoLanguageKeepTheirSeverity() {
    #expect(
      SeverityPolicy.lowered(Self.diagnostic(.invalidEntry, language: nil), developmentLanguage: "en").severity
        == .error)
  }

  @Test func everyRuleHasAScope() {
    for rule in RuleCatalog.all {
      #expect(RuleCatalog.scope(of: rule.id) == rule.scope)
      #expect(!rule.summary.isEmpty)
    }
  }
}
