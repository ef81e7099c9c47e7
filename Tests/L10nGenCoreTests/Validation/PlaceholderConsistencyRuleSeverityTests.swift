import L10nGenCore
import Testing

@Suite struct PlaceholderConsistencyRuleSeverityTests {
  @Test func aTypeMismatchInATranslationIsAWarningAtTheTranslatedValue() throws {
    let findings = ValidationFixture.check(
      PlaceholderConsistencyRule(),
      [
        "en.lproj/Localizable.strings": "\"welcome\" = \"Welcome, %@!\";\n",
        "fr.lproj/Localizable.strings": "\n\"welcome\" = \"Bienvenue, %d !\";\n",
      ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.rule == .placeholderMismatch)
    #expect(finding.language == "fr")
    #expect(finding.location == SourceLocation(file: "fr.lproj/Localizable.strings", line: 2, column: 13))
    #expect(finding.message.hasPrefix("'welcome' in fr: argument 1 is Int in the translation but String"))
  }

  @Test func brokenSpecifiersInTranslationsCarryTheirOwnRule() {
    let findings = ValidationFixture.check(
      PlaceholderConsistencyRule(),
      [
        "en.lproj/Localizable.strings": "\"from\" = \"From %@\";\n",
        "de.lproj/Localizable.strings": "\"from\" = \"Von % @\";\n",
      ])
    #expect(findings.map(\.rule) == [.ambiguousSpaceFlag])
  }

  @Test func matchingTranslationsAndFilteredLanguagesAreSilent() {
    let files = [
      "en.lproj/Localizable.strings": "\"n\" = \"%1$@ has %2$ld\";\n",
      "de.lproj/Localizable.strings": "\"n\" = \"%2$ld hat %1$@\";\n",
      "fr.lproj/Localizable.strings": "\"n\" = \"%1$d\";\n",
    ]
    #expect(ValidationFixture.check(PlaceholderConsistencyRule(), files).allSatisfy { $0.language == "fr" })
    #expect(
      ValidationFixture.check(PlaceholderConsistencyRule(), files, filter: DiagnosticFilter(languages: ["de"]))
        .isEmpty)
  }
}
