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
}
