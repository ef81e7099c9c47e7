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
