import Foundation
import L10nKit
import Observation
import Testing

/// `Localizer.characterDirection`: ICU's character order of the language lookups use, on Linux as on Apple
/// platforms, the `ar-XB` pseudo-locale and right-to-left pseudo-localization included, and observed like
/// `language`.
@Suite struct CharacterDirectionTests {
  @Test(arguments: ["ar", "ar-EG", "he", "iw", "fa", "ur", "ar-XB", "yi", "ps", "ckb", "ar_SA"])
  func rightToLeftLanguages(_ language: String) {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: language)
    #expect(localizer.characterDirection == .rightToLeft)
  }

  @Test(arguments: ["en", "fr", "de-AT", "zh-Hant", "ja", "ru", "en-XA", "pt_BR", "tlh", "not a tag"])
  func leftToRightLanguages(_ language: String) {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: language)
    #expect(localizer.characterDirection == .leftToRight)
  }

  @Test func theSystemLanguageAndScopesCount() {
    let localizer = ReportCollector().makeLocalizer(system: ["he-IL", "en"])
    #expect(localizer.characterDirection == .rightToLeft)
    localizer.setLanguage("fr")
    #expect(localizer.characterDirection == .leftToRight)
    Localizer.withLanguage("ar") { #expect(localizer.characterDirection == .rightToLeft) }
    #expect(localizer.characterDirection == .leftToRight)
  }

  @Test func rightToLeftPseudoLocalizationIsRightToLeft() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    localizer.pseudoLocalization = .rightToLeft
    #expect(localizer.characterDirection == .rightToLeft)
    localizer.pseudoLocalization = .accented()
    #expect(localizer.characterDirection == .leftToRight)
  }

  @Test func aSwitchIsObserved() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let changes = LockedCounter()
    let direction = withObservationTracking {
      localizer.characterDirection
    } onChange: {
      changes.increment()
    }
    #expect(direction == .leftToRight)
    localizer.setLanguage("ar")
    #expect(changes.value == 1)
    #expect(localizer.characterDirection == .rightToLeft)
    let localeChanges = LockedCounter()
    _ = withObservationTracking {
      localizer.locale
    } onChange: {
      localeChanges.increment()
    }
    localizer.setLanguage("fr")
    #expect(localeChanges.value == 1)
  }
}
