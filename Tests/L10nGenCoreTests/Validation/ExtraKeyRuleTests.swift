import L10nGenCore
import Testing

@Suite struct ExtraKeyRuleTests {
  @Test func keysOnlyTranslationsHaveAreReportedAtTheirFirstTranslation() {
    let findings = ValidationFixture.check(
      ExtraKeyRule(),
      [
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"old\" = \"Alt\";\n",
        "fr.lproj/Localizable.strings": "\"old\" = \"Vieux\";\n",
      ])
    #expect(
      findings.map(\.description) == [
        "de.lproj/Localizable.strings:2:1: warning: key 'old' of table 'Localizable' is translated in de, fr but "
          + "missing from the development language 'en'; add it there or remove the translations [extra-key]"
      ])
  }

  @Test func aTableWithoutADevelopmentFileHasNoExtraKeysButAMissingFile() {
    let (tables, _) = ValidationFixture.tables(
      ["de.lproj/T.strings": "\"old\" = \"Alt\";\n", "en.lproj/Other.strings": "\"a\" = \"A\";\n"],
      developmentLanguage: "en")
    #expect(
      ProjectValidator(rules: [ExtraKeyRule()]).validate(AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
        .isEmpty)
    let missing = ProjectValidator(rules: [MissingDevelopmentFileRule()]).validate(
      AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
    #expect(missing.map(\.rule) == [.missingDevelopmentFile])
    #expect(missing.first?.location?.file == "de.lproj/T.strings")
  }

  @Test func catalogKeysWithoutASourceValueAreTheirOwnText() {
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Hello":{"localizations":{"de":"#
      + #"{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#
    let files = ["Localizable.xcstrings": catalog]
    #expect(ValidationFixture.check(ExtraKeyRule(), files).isEmpty)
    #expect(ValidationFixture.check(MissingDevelopmentFileRule(), files).isEmpty)
  }
}
