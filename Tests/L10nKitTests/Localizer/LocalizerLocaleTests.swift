import Foundation
import L10nKit
import Testing

/// `Localizer.locale` and the locale plurals format numbers with: the chosen language with the user's region and
/// region settings (`LocaleComposition`), scope-aware.
@Suite struct LocalizerLocaleTests {
  let sample = TestPaths.fixtureBundle("Sample")

  func makeLocalizer(language: String?, system: [String] = ["en-CA"], userLocale: String = "en_CA") -> Localizer {
    let user = Locale(identifier: userLocale)
    return Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(language: language), systemLanguages: { system },
      systemLocale: { user })
  }

  @Test func aLanguageWithoutRegionTakesTheUsersRegion() {
    let canadian = Locale(identifier: "en_CA")
    #expect(LocaleComposition.locale(language: "fr", userLocale: canadian).identifier == "fr_CA")
    #expect(LocaleComposition.locale(language: "fr", userLocale: canadian).region == "CA")
    #expect(LocaleComposition.locale(language: "ar", userLocale: Locale(identifier: "fr_FR")).identifier == "ar_FR")
    #expect(LocaleComposition.locale(language: "zh-Hant", userLocale: canadian).identifier == "zh_Hant_CA")
  }

  @Test func aLanguageWithItsOwnRegionKeepsIt() {
    let canadian = Locale(identifier: "en_CA")
    #expect(LocaleComposition.locale(language: "fr-CH", userLocale: canadian).identifier == "fr_CH")
    #expect(LocaleComposition.locale(language: "pt_BR", userLocale: canadian).identifier == "pt_BR")
    #expect(LocaleComposition.locale(language: "zh-TW", userLocale: canadian).identifier == "zh_Hant_TW")
    #expect(LocaleComposition.locale(language: "English", userLocale: canadian).identifier == "en_CA")
  }

  @Test func aMacroRegionOrNoRegionIsNotKept() {
    #expect(LocaleComposition.locale(language: "fr", userLocale: Locale(identifier: "en_001")).identifier == "fr")
    #expect(LocaleComposition.locale(language: "de", userLocale: Locale(identifier: "")).identifier == "de")
    #expect(LocaleComposition.locale(language: "", userLocale: Locale(identifier: "it_IT")).identifier == "it_IT")
  }

  @Test func theUsersOwnRegionSettingsAreKept() throws {
    var components = Locale.Components(locale: Locale(identifier: "en_US"))
    components.hourCycle = .zeroToTwentyThree
    components.measurementSystem = .metric
    let user = Locale(components: components)
    let spanish = LocaleComposition.locale(language: "es", userLocale: user)
    #expect(spanish.language.languageCode == "es")
    #expect(spanish.region == "US")
    #expect(spanish.hourCycle == .zeroToTwentyThree)
    #expect(spanish.measurementSystem == .metric)
    #expect(Locale(identifier: "es_US").hourCycle == .oneToTwelve)  // what the region alone would give
    #expect(Locale(identifier: "es_US").measurementSystem == .us)
    // Another region's defaults are that region's, not the user's settings.
    #expect(LocaleComposition.locale(language: "es-MX", userLocale: user).measurementSystem == .metric)
    #expect(LocaleComposition.locale(language: "en-GB", userLocale: user).identifier == "en_GB")
  }

  @Test func localeFollowsTheInAppLanguageAndScopes() {
    let localizer = makeLocalizer(language: "fr")
    #expect(localizer.locale.identifier == "fr_CA")
    Localizer.withLocalizer(localizer) {
      #expect(Localizer.current.locale.identifier == "fr_CA")
      Localizer.withLanguage("de") { #expect(localizer.locale.identifier == "de_CA") }
      Localizer.withLanguage("de-AT") { #expect(localizer.locale.identifier == "de_AT") }
    }
    localizer.setLanguage(nil)
    #expect(localizer.locale.identifier == "en_CA")  // the system's language
  }

  @Test func pluralsFormatNumbersWithTheSameLocale() {
    func amount(_ localizer: Localizer, language: String? = nil) -> String {
      let key = "no.such.key"
      if let language {
        return localizer.string(
          forKey: key, table: "Localizable", bundle: sample, fallback: "%.2f", arguments: [.double(1234.5)],
          language: language)
      }
      return localizer.string(
        forKey: key, table: "Localizable", bundle: sample, fallback: "%.2f", arguments: [.double(1234.5)])
    }
    // English chosen by a user in Germany: German number conventions.
    let german = makeLocalizer(language: "en", system: ["de-DE"], userLocale: "de_DE")
    #expect(amount(german) == "1.234,50")
    #expect(german.locale.identifier == "en_DE")
    // The same choice in the United States.
    let american = makeLocalizer(language: "en", system: ["en-US"], userLocale: "en_US")
    #expect(amount(american) == "1,234.50")
    // A requested region of the matched language wins (`de-CH` is answered by `de`, formatted as in Switzerland).
    #expect(amount(american, language: "de-CH") == "1’234.50")
    #expect(amount(american, language: "de-DE") == "1.234,50")
  }
}
