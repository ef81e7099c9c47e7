import Foundation
import L10nGenCore
import Testing

@Suite struct TranslationLengthRuleTests {
  static let files = [
    "en.lproj/Localizable.strings": """
    "title" = "Save your changes";
    "ok" = "OK";
    "body" = "Your changes were saved";
    """,
    "de.lproj/Localizable.strings": """
    "title" = "Ihre Änderungen werden jetzt dauerhaft auf diesem Gerät gespeichert";
    "ok" = "Einverstanden, weiter";
    "body" = "Ihre Änderungen wurden gespeichert";
    """,
    "en-XA.lproj/Localizable.strings": """
    "title" = "[Šåṽé ýöûŕ çĥåñĝéš öñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ]";
    """,
  ]

  @Test func notesTranslationsLongerThanTheRatioAndIgnoresShortTexts() {
    let findings = ValidationFixture.check(TranslationLengthRule(maximumRatio: 2), Self.files)
    #expect(
      findings.map(\.message) == [
        "'title' in de is 3.9x as long as the development text (67 characters against 17); check that it fits, "
          + "shorten it, or raise lint.translationLength (2)"
      ])
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.map(\.rule) == [.translationLength])
    #expect(findings.first?.location?.line == 1)
  }

  @Test func theRatioIsConfigurable() {
    #expect(ValidationFixture.check(TranslationLengthRule(maximumRatio: 4), Self.files).isEmpty)
    let strict = ValidationFixture.check(TranslationLengthRule(maximumRatio: 1.2), Self.files)
    #expect(strict.map(\.message).allSatisfy { $0.hasPrefix("'title' in de") || $0.hasPrefix("'body' in de") })
    #expect(strict.count == 2)
  }

  @Test func theRuleRunsOnlyWhenTheConfigurationAsksForIt() {
    var settings = LintSettings()
    #expect(!ProjectValidator.lint(settings).rules.contains { $0.identifier == .translationLength })
    settings.translationLengthRatio = 2.5
    #expect(ProjectValidator.lint(settings).rules.contains { $0.identifier == .translationLength })
  }

  @Test func theConfigurationReadsARatioAboveOne() {
    let loaded = ConfigLoader.load(Data(#"{"lint": {"translationLength": 2.5}}"#.utf8), path: "/p/l10n-gen.json")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.config.lint.translationLengthRatio == 2.5)
    let rejected = ConfigLoader.load(Data(#"{"lint": {"translationLength": 0.5}}"#.utf8), path: "/p/l10n-gen.json")
    #expect(rejected.diagnostics.map(\.rule) == [.invalidConfiguration])
    #expect(rejected.config.lint.translationLengthRatio == nil)
  }
}
