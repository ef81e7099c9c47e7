import Foundation
import L10nKit
import Testing

@Suite struct LanguageSwitchingTests {
  let bundle = TestPaths.fixtureBundle("Sample")

  @Test func switchingChangesNextLookupAndNotifiesOnce() async {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    let calls = LockedCounter()
    let observation = localizer.addLanguageObserver { _ in calls.increment() }
    let notifications = LockedCounter()
    let token = NotificationCenter.default.addObserver(
      forName: Localizer.languageDidChangeNotification, object: localizer, queue: nil
    ) { _ in notifications.increment() }
    defer { NotificationCenter.default.removeObserver(token) }
    let key = LocalizationKey("greeting", table: "Localizable", bundle: bundle, fallback: "Hello")
    let plural = LocalizationKey("files", table: "Localizable", bundle: bundle, fallback: "%ld files")
    let formatted = LocalizationKey("welcome", table: "Localizable", bundle: bundle, fallback: "Hello, %@!")
    #expect(localizer.string(key) == "Hello")
    #expect(localizer.string(plural, arguments: [.int(5)]) == "other: 5")
    localizer.setLanguage("ru")
    localizer.setLanguage("ru")
    #expect(localizer.string(key) == "Привет")
    #expect(localizer.string(plural, arguments: [.int(5)]) == "many: 5")
    #expect(localizer.string(formatted, arguments: [.string("Ann")]) == "Привет, Ann!")
    #expect(calls.value == 1)
    #expect(notifications.value == 1)
    localizer.setLanguage(nil)
    #expect(localizer.string(key) == "Hello")
    #expect(calls.value == 2)
    observation.cancel()
    localizer.setLanguage("fr")
    #expect(calls.value == 2)
    #expect(notifications.value == 3)
  }

  @Test func asyncStreamDeliversChanges() async {
    let localizer = ReportCollector().makeLocalizer()
    let stream = localizer.languageChanges
    localizer.setLanguage("de")
    localizer.setLanguage("de")
    localizer.setLanguage("ja")
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.language == "de")
    #expect(second?.previousLanguage == "de")
    #expect(second?.language == "ja")
    #expect(second?.preferredLanguages.first == "ja")
  }

  @Test func overridePersistsInTheStore() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-\(UUID().uuidString)/lang")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let store = FileLanguagePreferenceStore(fileURL: file)
    Localizer(preferenceStore: store, systemLanguages: { ["en"] }).setLanguage("pl")
    let relaunched = Localizer(preferenceStore: FileLanguagePreferenceStore(fileURL: file), systemLanguages: { ["en"] })
    #expect(relaunched.language == "pl")
    #expect(relaunched.effectiveLanguage(for: bundle) == "pl")
    relaunched.setLanguage(nil)
    #expect(store.loadLanguage() == nil)
  }
}

/// A thread-safe counter for callbacks.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
