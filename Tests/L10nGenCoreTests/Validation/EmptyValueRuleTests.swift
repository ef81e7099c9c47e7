import L10nGenCore
import Testing

@Suite struct EmptyValueRuleTests {
  @Test func warnsAtEachEmptyValueWithItsLanguage() {
    let findings = ValidationFixture.check(
      EmptyValueRule(),
      [
        "en.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n",
        "es.lproj/Localizable.strings": "\n\"a\" = \"\";\n",
      ])
    #expect(
      findings.map(\.description) == [
        "es.lproj/Localizable.strings:2:7: warning: 'a' has an empty value in es; write the text or remove the entry [empty-value]"
      ])
    #expect(findings.first?.language == "es")
  }

  /// Xcode extracts `Text("")` into a catalog as the empty key, whose value is empty in every language (Applite).
  @Test func theEmptyKeyIsNoFinding() {
    let findings = ValidationFixture.check(
      EmptyValueRule(),
      [
        "en.lproj/Localizable.strings": "\"\" = \"\";\n\"b\" = \"\";\n",
        "fr.lproj/Localizable.strings": "\"\" = \"\";\n",
      ])
    #expect(findings.map(\.message) == ["'b' has an empty value in en; write the text or remove the entry"])
  }
}
