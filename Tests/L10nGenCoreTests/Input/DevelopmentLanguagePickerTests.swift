import Testing

@testable import L10nGenCore

/// The one development-language rule of `generate` and `ib-migrate` (issue 20 §3).
@Suite struct DevelopmentLanguagePickerTests {
  @Test func theCandidateWithTheMostKeysWins() {
    #expect(DevelopmentLanguagePicker.pick(keyCounts: ["Base": 1024, "en": 3, "de": 2000], requested: nil) == "Base")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: ["Base": 2, "en": 30], requested: nil) == "en")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: ["Base": 2, "en-us": 30, "en": 4], requested: nil) == "en-us")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: ["Base": 5, "en": 5], requested: nil) == "Base", "a tie: Base")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: ["fr": 5, "de": 5], requested: nil) == "de")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: [:], requested: nil) == nil)
  }

  @Test func aRequestedLanguageWinsAndSaysSo() {
    let counts = ["Base": 1024, "en": 3, "de": 2000]
    #expect(DevelopmentLanguagePicker.pick(keyCounts: counts, requested: "DE") == "de")
    #expect(DevelopmentLanguagePicker.pick(keyCounts: counts, requested: "fr") == "Base")
    #expect(DevelopmentLanguagePicker.reason(for: "de", keyCounts: counts, requested: "de") == "de (requested)")
    #expect(
      DevelopmentLanguagePicker.reason(for: "Base", keyCounts: counts, requested: nil)
        == "Base (most keys among Base, en)")
  }
}
