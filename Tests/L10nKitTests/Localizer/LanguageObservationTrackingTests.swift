import Foundation
import L10nKit
import Observation
import Testing

@Suite struct LanguageObservationTrackingTests {
  /// Tracks one read of a generated-style accessor, and counts the `onChange` calls.
  private func track(_ localizer: Localizer, _ read: @escaping () -> String) -> (String, LockedCounter) {
    let changes = LockedCounter()
    let text = Localizer.withLocalizer(localizer) {
      withObservationTracking {
        read()
      } onChange: {
        changes.increment()
      }
    }
    return (text, changes)
  }

  @Test func languageChangeInvalidatesAnObserverThatLookedUpAString() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let (text, changes) = track(localizer) { SampleTableKey.greeting }
    #expect(text == "Hello")
    #expect(changes.value == 0)
    localizer.setLanguage("fr")
    #expect(changes.value == 1)
    Localizer.withLocalizer(localizer) { #expect(SampleTableKey.greeting == "Bonjour") }
  }

  @Test func pluralLookupsAreObservedToo() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let (text, changes) = track(localizer) { SampleTableKey.files(5) }
    #expect(text == "other: 5")
    localizer.setLanguage("ru")
    #expect(changes.value == 1)
  }

  @Test func unrelatedChangesDoNotInvalidate() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "de")
    let other = ReportCollector().makeLocalizer(system: ["en"])
    let (_, changes) = track(localizer) { SampleTableKey.greeting }
    localizer.setLanguage("de")  // the same language: no change
    localizer.setLanguage("DE")
    localizer.missingTranslationHandler = { _ in }
    localizer.setDevelopmentLanguage("en")
    other.setLanguage("fr")  // another localizer
    Localizer.withLanguage("ru") { _ = Localizer.withLocalizer(localizer) { SampleTableKey.greeting } }
    #expect(changes.value == 0)
    localizer.setLanguage(nil)
    #expect(changes.value == 1)
  }

  @Test func readingTheInAppLanguageAndChangingPseudoLocalizationAreObserved() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let (_, languageChanges) = track(localizer) { localizer.language ?? "" }
    localizer.setLanguage("fr")
    #expect(languageChanges.value == 1)
    let (_, pseudoChanges) = track(localizer) { SampleTableKey.greeting }
    localizer.pseudoLocalization = .accented()
    #expect(pseudoChanges.value == 1)
  }
}
