import Foundation
import L10nKit
import Testing

/// The one rule for when bound objects show a language change: on the main actor, before `setLanguage` returns
/// when it is called on the main thread (the localizer's or the store's); from another thread, the localizer's
/// `setLanguage` returns at once and the bindings follow as the main actor's next work, while
/// `await store.setLanguage(_:)` returns once they show the new language.
@MainActor
@Suite struct LocalizationBindingThreadTests {
  @MainActor final class Label {
    var text = ""
  }

  let sample = TestPaths.fixtureBundle("Sample")

  func boundLabel() -> (Localizer, LocalizationBindingStore, Label) {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let store = LocalizationBindingStore(localizer: localizer)
    let label = Label()
    let bundle = sample
    store.bind(label, \.text) {
      localizer.string(forKey: "greeting", table: "Localizable", bundle: bundle, fallback: "")
    }
    return (localizer, store, label)
  }

  @Test func onTheMainThreadBothUpdateBeforeReturning() {
    let (localizer, store, label) = boundLabel()
    #expect(label.text == "Hello")
    localizer.setLanguage("fr")
    #expect(label.text == "Bonjour")
    store.setLanguage("de")
    #expect(label.text == "Hallo")
  }

  @Test func fromAnotherThreadTheLocalizerUpdatesOnTheMainActorNext() async {
    let (localizer, store, label) = boundLabel()
    await Task.detached { localizer.setLanguage("ru") }.value
    // The relocalization is queued on the main actor; it runs as soon as the main actor is free.
    for _ in 0..<100 where label.text != "Привет" { await Task.yield() }
    #expect(label.text == "Привет")
    withExtendedLifetime(store) {}
  }

  @Test func fromAnotherTaskAwaitingTheStoreReturnsOnceBindingsShowTheLanguage() async {
    let (_, store, label) = boundLabel()
    let text = await Task.detached { @Sendable in
      await store.setLanguage("ru")
      return await MainActor.run { label.text }
    }.value
    #expect(text == "Привет")
  }
}
