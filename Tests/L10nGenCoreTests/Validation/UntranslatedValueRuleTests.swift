import L10nGenCore
import Testing

@Suite struct UntranslatedValueRuleTests {
  @Test func notesCopiesButNotVariantsOfTheDevelopmentLanguageOrShortTexts() {
    let findings = ValidationFixture.check(
      UntranslatedValueRule(),
      [
        "en.lproj/Localizable.strings": "\"title\" = \"Welcome home\";\n\"ok\" = \"OK\";\n",
        "de.lproj/Localizable.strings": "\"title\" = \"Welcome home\";\n\"ok\" = \"OK\";\n",
        "en-GB.lproj/Localizable.strings": "\"title\" = \"Welcome home\";\n",
        "en_AU.lproj/Localizable.strings": "\"title\" = \"Welcome home\";\n",
        "qqq.lproj/Localizable.strings": "\"title\" = \"Welcome home\";\n",
      ])
    #expect(findings.map(\.message) == ["'title' in de is the same as the development text; is it translated?"])
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.map(\.rule) == [.untranslatedValue])
  }
}
