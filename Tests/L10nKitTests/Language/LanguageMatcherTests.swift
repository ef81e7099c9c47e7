import Foundation
import L10nKit
import Testing

@Suite struct LanguageMatcherTests {
  let available = ["en", "zh-Hans", "zh-Hant", "pt_BR", "pt-PT", "sr", "sr-Latn", "de", "de-AT", "Base"]

  @Test(arguments: [
    ("zh-Hant-HK", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"),
    ("zh-hans", "zh-Hans"), ("pt_BR", "pt_BR"), ("pt-br", "pt_BR"), ("pt", "pt_BR"), ("pt-PT", "pt-PT"),
    ("sr-Latn", "sr-Latn"), ("sr-Latn-RS", "sr-Latn"), ("sr", "sr"), ("sr-Cyrl", "sr"), ("de-CH", "de"),
    ("DE_at", "de-AT"), ("en-GB", "en"), ("English", "en"), ("en_US.UTF-8", "en"), ("Base", "Base"),
  ])
  func bestMatch(requested: String, expected: String) {
    #expect(LanguageMatcher.bestMatch(for: [requested], in: available) == expected)
  }

  static let appSet = [
    "en", "de", "fr", "zh-Hans", "zh-Hant", "zh-HK", "pt", "pt-BR", "pt-PT", "es", "es-419", "es-MX", "sr-Latn", "nb",
    "no", "Base",
  ]

  /// What Apple platforms answer (checked against `ualoc_localizationsToUse` by LanguageMatcherOracleTests).
  @Test(arguments: [
    (appSet, ["zh-Hant-HK"], ["zh-HK", "zh-Hant"]),
    (["en", "zh-Hans", "zh-Hant-TW", "zh-HK"], ["zh-Hant-HK"], ["zh-HK", "zh-Hant-TW"]),
    (appSet, ["zh-TW"], ["zh-Hant"]), (appSet, ["zh-MO"], ["zh-HK", "zh-Hant"]), (appSet, ["zh-SG"], ["zh-Hans"]),
    (appSet, ["pt-AO"], ["pt-PT", "pt"]), (appSet, ["pt-BR"], ["pt-BR", "pt"]),
    (["pt-BR", "en"], ["pt-PT"], ["pt-BR"]),
    (["pt-BR", "es", "en"], ["pt-PT", "es"], ["es"]), (appSet, ["es-AR"], ["es-419", "es"]),
    (appSet, ["es-MX"], ["es-MX", "es-419", "es"]), (appSet, ["es-ES"], ["es"]), (appSet, ["nb-NO"], ["nb", "no"]),
    (appSet, ["nn"], ["no"]), (appSet, ["sr-Latn-RS"], ["sr-Latn"]), (appSet, ["sr"], ["en"]),
    (appSet, ["ja", "de"], ["de"]),
    (["Base", "en", "en-GB", "en-AU"], ["en-NZ"], ["en-AU", "en-GB", "en"]),
    (["Base", "en", "en-GB"], ["en-IN"], ["en-GB", "en"]),
    (["it-CH", "it-IT", "en"], ["it"], ["it-IT"]), (["fr-FR", "fr-CA", "en"], ["fr-CH", "fr-CA"], ["fr-CA"]),
    (["en", "he", "id"], ["iw"], ["he"]), (["English", "German"], ["de-CH"], ["German"]),
    (["de", "fr"], ["ja"], ["de"]),
  ])
  func preferredLocalizationsLikeApple(available: [String], preferences: [String], expected: [String]) {
    #expect(LanguageMatcher.preferredLocalizations(from: available, forPreferences: preferences) == expected)
  }

  @Test func unknownLanguagesAreSkippedInOrder() {
    #expect(LanguageMatcher.bestMatch(for: ["xx", "tlh", "de"], in: available) == "de")
    #expect(LanguageMatcher.bestMatch(for: ["xx"], in: available) == nil)
    #expect(LanguageMatcher.bestMatch(for: ["sr-Latn"], in: ["sr"]) == nil)
  }

  @Test func fallbackChainEndsWithDevelopmentLanguageAndBase() {
    #expect(
      LanguageMatcher.fallbackChain(for: "de-AT", in: available, developmentLanguage: "en") == [
        "de-AT", "de", "en", "Base",
      ])
    #expect(
      LanguageMatcher.fallbackChain(for: "zh-Hant-HK", in: available, developmentLanguage: "en")
        == ["zh-Hant", "en", "Base"])
  }

  @Test func lookupFollowsTheChainAcrossLocalizations() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["de-AT", "en"])
    let bundle = TestPaths.fixtureBundle("Languages")
    #expect(localizer.string(forKey: "name", table: "Localizable", bundle: bundle, fallback: "") == "de-AT")
    #expect(localizer.string(forKey: "shared", table: "Localizable", bundle: bundle, fallback: "") == "shared de")
    #expect(localizer.string(forKey: "base.only", table: "Localizable", bundle: bundle, fallback: "") == "from Base")
    #expect(
      localizer.string(forKey: "name", table: "Localizable", bundle: bundle, fallback: "", language: "zh-HK")
        == "zh-Hant")
  }

  @Test func linuxEnvironmentLanguagesAreHonoured() {
    #if !canImport(Darwin)
      let languages = SystemLanguages.preferred(environment: ["LANGUAGE": "fr_CA:de", "LANG": "ru_RU.UTF-8"])
      #expect(Array(languages.prefix(3)) == ["fr-CA", "de", "ru-RU"])
      #expect(SystemLanguages.preferred(environment: ["LANG": "C"]).first != "C")
    #endif
  }
}
