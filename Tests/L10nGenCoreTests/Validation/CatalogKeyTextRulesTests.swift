import Foundation
import L10nGenCore
import Testing

/// The rules that compare translations with the development text read a String Catalog key without a development
/// value as its own text, as Apple's lookup shows it (Docs/Formats.md §3.3): the entries of Xcode-extracted catalogs
/// are checked like the others.
@Suite struct CatalogKeyTextRulesTests {
  /// Entries as Xcode extracts them from code: no `en` localization, translations in some languages.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%@ successfully installed!" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%d erfolgreich installiert!" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ installé avec succès !" } }
          }
        },
        "Active Tasks" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Active Tasks" } }
          }
        },
        "Quit" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Beenden" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Quitter" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static let files = ["Localizable.xcstrings": catalog]

  @Test func aTranslationIsCheckedAgainstTheKeysSpecifiers() throws {
    let findings = ValidationFixture.check(PlaceholderConsistencyRule(), Self.files)
    #expect(findings.map(\.rule) == [.placeholderMismatch], "\(findings)")
    #expect(findings.first?.language == "de")
    #expect(findings.first?.message.contains("'%@ successfully installed!' in de") == true, "\(findings)")
  }

  @Test func aKeyWithoutADevelopmentValueLacksItsMissingTranslations() {
    let findings = ValidationFixture.check(MissingTranslationRule(), Self.files)
    #expect(
      findings.map(\.message) == [
        "'Active Tasks' has no translation in fr; add it to the Localizable table of that language"
      ])
  }

  @Test func aTranslationEqualToTheKeyTextIsNoted() {
    let findings = ValidationFixture.check(UntranslatedValueRule(), Self.files)
    #expect(findings.map(\.message) == ["'Active Tasks' in de is the same as the development text; is it translated?"])
  }

  @Test func noKeyOfTheCatalogIsAnExtraKey() {
    #expect(ValidationFixture.check(ExtraKeyRule(), Self.files).isEmpty)
  }
}
