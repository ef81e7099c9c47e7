import L10nGenCore
import Testing

@Suite struct MissingTranslationRuleTests {
  static let files = [
    "en.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n",
    "de.lproj/Localizable.strings": "\"a\" = \"Alpha (de)\";\n",
    "fr.lproj/Localizable.strings": "\"a\" = \"Alpha (fr)\";\n",
    "qqq.lproj/Localizable.strings": "\"a\" = \"The first letter\";\n",
    "en-XA.lproj/Localizable.strings": "\"a\" = \"[Àļþĥå]\";\n",
  ]

  @Test func listsTheLanguagesThatLackAKeyButNotDocumentationOrPseudoLocales() throws {
    let findings = ValidationFixture.check(MissingTranslationRule(), Self.files)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.message == "'b' has no translation in de, fr; add it to the Localizable table of those languages")
    #expect(finding.rule == .missingTranslation)
    #expect(finding.severity == .warning)
    #expect(finding.location?.line == 2)
  }

  @Test func restrictedToTheFilteredLanguages() throws {
    let findings = ValidationFixture.check(
      MissingTranslationRule(), Self.files, filter: DiagnosticFilter(languages: ["FR"]))
    #expect(
      findings.map(\.message) == ["'b' has no translation in fr; add it to the Localizable table of that language"])
    #expect(findings.first?.language == "fr")
  }
}
