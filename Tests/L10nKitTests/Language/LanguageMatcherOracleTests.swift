import Foundation
import L10nKit
import Testing

/// LanguageMatcher against what Apple platforms choose (`AppleLocalizationOracle`), over the localization sets
/// of real apps and the preferences people have.
@Suite struct LanguageMatcherOracleTests {
  /// One comparison: the localizations a bundle ships and a preferred-languages list.
  struct Case: CustomTestStringConvertible, Sendable {
    var set: String
    var available: [String]
    var preferences: [String]

    var testDescription: String { "\(preferences.joined(separator: ", ")) in \(set)" }
  }

  /// Localization sets, as apps ship them (`.lproj` names, in the order a directory listing might give).
  static let sets: KeyValuePairs<String, [String]> = [
    "brief": [
      "en", "de", "fr", "zh-Hans", "zh-Hant", "zh-HK", "pt", "pt-BR", "pt-PT", "es", "es-419", "es-MX", "sr-Latn",
      "nb", "no", "Base",
    ],
    "hk-and-tw": ["en", "zh-Hans", "zh-Hant-TW", "zh-HK"],
    "common-app": ["Base", "en", "en-GB", "en-AU", "fr", "fr-CA", "de", "it", "ja", "ko", "zh-Hans", "zh-Hant"],
    "underscored": ["en", "pt_BR", "es", "zh_CN", "zh_TW"],
    "legacy-names": ["English", "French", "German", "Japanese", "Spanish", "Dutch", "Italian"],
    "german": ["de", "de-AT", "de-CH", "en"],
    "serbo-croatian": ["sr", "sr-Latn", "hr", "bs", "en"],
    "spanish": ["es", "es-ES", "es-419", "es-MX", "en"],
    "italian-regions": ["it-CH", "it-IT", "en"],
    "modern-codes": ["en", "he", "id", "fil", "nb"],
    "french-regions": ["fr-FR", "fr-CA", "en"],
    "messenger": [
      "en", "ar", "be", "ca", "hr", "cs", "nl", "fi", "fr", "de", "he", "hu", "id", "it", "kk", "ko", "ms", "nb", "fa",
      "pl", "pt-BR", "ru", "sr", "sk", "es", "sv", "tr", "uk", "uz",
    ],
    "chinese-regions": ["zh_CN", "zh_TW", "zh_HK", "zh_MO"],
    "chinese-scripts": ["zh_Hans", "zh_Hant", "zh_Hant_HK"],
    "chinese-mixed": ["zh_CN", "zh_TW", "zh_Hans", "zh_Hant"],
    "english-regions": ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"],
    "english-world": ["en", "en_AU", "en_GB", "en_001", "en_150"],
    "spanish-latam": ["es", "es_419", "es_MX"],
    "portuguese-europe": ["pt", "pt_PT"],
    "portuguese-both": ["pt", "pt_BR", "pt_PT"],
    "brazil-only": ["pt-BR", "es", "en"],
    "no-english": ["de", "fr", "it"],
  ]

  /// Preferred-languages lists, each tried against every set.
  static let preferences: [[String]] = [
    // Chinese
    ["zh-Hant-HK"], ["zh-HK"], ["zh-MO"], ["zh-Hant-MO"], ["zh-TW"], ["zh-Hant-TW"], ["zh-Hant"], ["zh"],
    ["zh-Hans"], ["zh-CN"], ["zh-Hans-CN"], ["zh-SG"], ["zh-Hans-HK"], ["zh_Hant_HK"], ["zh-hant-hk"], ["ZH-hant"],
    ["yue-Hant-HK"], ["yue-Hans"],
    // Portuguese
    ["pt-BR"], ["pt-PT"], ["pt-AO"], ["pt-MZ"], ["pt-MO"], ["pt"], ["pt_BR"], ["PT-br"], ["pt-PT", "es"],
    ["pt-PT", "fr"],
    // Spanish
    ["es-AR"], ["es-ES"], ["es-MX"], ["es-419"], ["es-US"], ["es-CO"], ["es"], ["ca-ES", "es"],
    // English
    ["en-GB"], ["en-AU"], ["en-NZ"], ["en-IN"], ["en-IE"], ["en-CA"], ["en-US"], ["en-ZA"], ["en-SG"], ["en-FR"],
    ["en-IL"], ["en-001"], ["en-150"], ["en"], ["en_GB"], ["en-US", "de"],
    // Norwegian
    ["nb-NO"], ["nb"], ["no"], ["nn"], ["nn-NO"], ["no-NO"],
    // Serbian and neighbours
    ["sr-Latn-RS"], ["sr"], ["sr-Cyrl"], ["sr-Latn"], ["sr-ME"], ["sr-RS"], ["hr"], ["bs-Cyrl"], ["sh"],
    // German, French, Italian
    ["de-AT"], ["de-CH"], ["de"], ["de-DE"], ["de-LI"], ["de_AT.UTF-8"], ["DE_at"], ["de-CH", "de-AT"],
    ["fr-CA"], ["fr-CH"], ["fr-BE"], ["fr"], ["fr-CH", "fr-CA"], ["fr-CA", "fr-CH"], ["it"], ["it-IT"], ["it-CH"],
    ["it-SM"],
    // Deprecated and legacy codes, other languages
    ["iw"], ["iw-IL"], ["he"], ["in"], ["tl"], ["fil-PH"], ["ms-MY"], ["uz-Cyrl"], ["uz-Latn-UZ"], ["kk-KZ"],
    ["fa-AF"], ["ja"], ["ja-JP"], ["ko-KR"], ["English"], ["Base"],
    // Several preferences, in order
    ["ja", "de"], ["xx", "fr"], ["ja", "ko", "zh-TW"], ["it", "pt-PT"], ["ru", "uk", "en"], ["xx"],
  ]

  static let cases: [Case] = sets.flatMap { set in
    preferences.map { Case(set: set.key, available: set.value, preferences: $0) }
  }

  @Test(.enabled(if: AppleLocalizationOracle.isAvailable), arguments: cases)
  func agreesWithApple(_ testCase: Case) {
    let expected = AppleLocalizationOracle.preferredLocalizations(
      from: testCase.available, forPreferences: testCase.preferences)
    #expect(
      LanguageMatcher.preferredLocalizations(from: testCase.available, forPreferences: testCase.preferences)
        == expected)
  }

  /// The table exercises every branch of the matching: exact, normalized and parent matches, the region
  /// penalty, the Portuguese rule, the Chinese special cases and the backstops.
  @Test func theTableIsLarge() {
    #expect(Self.cases.count > 2000)
  }

  #if !canImport(Darwin)
    /// Why `Bundle.preferredLocalizations(from:forPreferences:)` is not the oracle on Linux: it answers the first
    /// available localization for every input (see `AppleLocalizationOracle`). If this starts failing, Foundation
    /// on Linux matches for real; compare with it directly.
    @Test func foundationOnLinuxAnswersTheFirstLocalization() {
      for testCase in Self.cases {
        #expect(
          Bundle.preferredLocalizations(from: testCase.available, forPreferences: testCase.preferences)
            == [testCase.available[0]], "\(testCase.testDescription)")
      }
    }
  #endif
}
