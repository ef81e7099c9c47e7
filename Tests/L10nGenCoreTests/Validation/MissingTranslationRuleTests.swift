import Foundation
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

  /// A missing ';' stops the reading of the French file: the keys after it are not read, and not reported missing
  /// (the syntax error says that the rest was not read); German, read whole, still lacks 'b' and 'c'.
  @Test func aSyntaxErrorIsTheOnlyFindingOfTheKeysAfterIt() throws {
    let files = [
      "en.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n\"c\" = \"Gamma\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"Alpha (de)\";\n",
      "fr.lproj/Localizable.strings": "\"a\" = \"Alpha (fr)\"\n\"b\" = \"Bêta\";\n\"c\" = \"Gamma (fr)\";\n",
    ]
    let findings = ValidationFixture.check(MissingTranslationRule(), files)
    #expect(
      findings.map(\.message) == [
        "'b' has no translation in de; add it to the Localizable table of that language",
        "'c' has no translation in de; add it to the Localizable table of that language",
      ])
    let config = L10nGenConfig()
    let result = GeneratorPipeline.run(
      files: files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }, config: config,
      templates: TemplateSet.builtin(named: config.template), validator: .lint)
    let french = result.diagnostics.filter {
      $0.language == "fr" || $0.location?.file == "fr.lproj/Localizable.strings"
    }
    #expect(french.map(\.rule) == [.syntaxError], "\(french)")
    #expect(french.first?.message.contains("the rest of the file is not read") == true)
    #expect(!result.diagnostics.contains { $0.rule == .missingTranslation && $0.message.contains("fr") })
  }

  @Test func restrictedToTheFilteredLanguages() throws {
    let findings = ValidationFixture.check(
      MissingTranslationRule(), Self.files, filter: DiagnosticFilter(languages: ["FR"]))
    #expect(
      findings.map(\.message) == ["'b' has no translation in fr; add it to the Localizable table of that language"])
    #expect(findings.first?.language == "fr")
  }
}
