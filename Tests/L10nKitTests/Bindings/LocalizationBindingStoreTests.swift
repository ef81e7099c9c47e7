import Foundation
import L10nKit
import Testing

/// A key type shaped like the one l10n-gen generates, with accessors shaped like generated ones, over the sample
/// bundle and the localizer of ``LocalizationBindingStoreTests``.
private struct BoundKey: LocalizationTableKey {
  static let localizer = ReportCollector().makeLocalizer()

  static var table: String { "Localizable" }
  static var bundle: Bundle { TestPaths.fixtureBundle("Sample") }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }

  /// `L10n.greeting`.
  static var greeting: String { string("greeting") }
  /// `L10n.welcome(_:)`.
  static func welcome(_ p1: String) -> String { format("welcome", p1) }
  /// `L10n.files(_:)`, a plural.
  static func files(_ p1: Int) -> String { format("files", p1) }
}

/// The suite shares `BoundKey.localizer`, so its tests run one after another.
@MainActor
@Suite(.serialized) struct LocalizationBindingStoreTests {
  final class Label {
    var text = ""
    var optionalText: String?
    var titles: [String: String] = [:]
  }

  final class User {
    var name = "Ann"
  }

  final class Counter {
    var count = 0
  }

  static func store() -> LocalizationBindingStore {
    let store = LocalizationBindingStore(localizer: BoundKey.localizer)
    store.setLanguage("en")
    return store
  }

  @Test func aTypedBindingRunsNowAndAfterEveryLanguageChange() {
    let store = Self.store()
    let label = Label()
    let user = User()
    store.bind(label, \.text) { BoundKey.welcome(user.name) }
    #expect(label.text == "Hello, Ann!")
    user.name = "Léo"
    store.setLanguage("de")
    #expect(label.text == "Hallo, Léo!", "the closure runs again, with the arguments' current values")
    store.setLanguage("fr")
    #expect(label.text == "Bonjour, Léo!")
  }

  @Test func optionalPropertiesAndSettersCanBeBound() {
    let store = Self.store()
    let label = Label()
    store.bind(label, \.optionalText) { BoundKey.greeting }
    store.bind(label, property: "title.normal", text: { BoundKey.files(21) }, apply: { $0.titles["normal"] = $1 })
    #expect(label.optionalText == "Hello")
    #expect(label.titles["normal"] == "other: 21")
    store.setLanguage("ru")
    #expect(label.optionalText == "Привет")
    #expect(label.titles["normal"] == "one: 21", "plural bindings choose the category of the new language")
  }

  @Test func anApplyClosureSetsTheTextWithoutAKeyPath() {
    let store = Self.store()
    let label = Label()
    store.bind(label, text: { BoundKey.files(21) }, apply: { $0.text = $1 })
    #expect(label.text == "other: 21")
    store.setLanguage("ru")
    #expect(label.text == "one: 21", "the closure runs again after a language change")
    store.bind(label, text: { BoundKey.greeting }, apply: { $0.text = $1 })
    #expect(label.text == "Привет" && store.liveBindingCount == 1, "binding the same property again replaces it")
    store.unbind(label, property: "text")
    store.setLanguage("en")
    #expect(label.text == "Привет" && store.liveBindingCount == 0)
  }

  @Test func releasingTheObjectDropsItsBinding() {
    let store = Self.store()
    let runs = Counter()
    var label: Label? = Label()
    store.bind(label!, \.text) {
      runs.count += 1
      return BoundKey.greeting
    }
    #expect(runs.count == 1 && store.liveBindingCount == 1)
    label = nil
    #expect(store.liveBindingCount == 0)
    store.setLanguage("de")
    #expect(runs.count == 1, "the closure of a released object never runs again")
    #expect(store.relocalizeAll() == 0)
  }

  @Test func bindingAgainReplacesAndUnbindingRemoves() {
    let store = Self.store()
    let label = Label()
    store.bind(label, \.text) { BoundKey.welcome("first") }
    store.bind(label, \.text) { BoundKey.welcome("second") }
    store.bind(label, \.optionalText) { BoundKey.greeting }
    #expect(store.liveBindingCount == 2)
    store.setLanguage("de")
    #expect(label.text == "Hallo, second!")
    store.unbind(label, \.text)
    store.setLanguage("fr")
    #expect(label.text == "Hallo, second!", "an unbound property keeps its text")
    #expect(label.optionalText == "Bonjour")
    store.unbind(label)
    store.setLanguage("en")
    #expect(label.optionalText == "Bonjour")
    #expect(store.liveBindingCount == 0)
  }

  @Test func aClosureMayBindWhileTheStoreRelocalizes() {
    let store = Self.store()
    let label = Label()
    let other = Label()
    store.bind(label, \.text) { [weak store] in
      store?.bind(other, \.text) { BoundKey.greeting }
      return BoundKey.greeting
    }
    store.setLanguage("de")
    #expect(label.text == "Hallo" && other.text == "Hallo")
    #expect(store.liveBindingCount == 2)
  }

  @Test func keyBasedBindingsServeKeysThatArriveAtRunTime() {
    let store = Self.store()
    let key = LocalizationKey("greeting", table: "Localizable", bundle: BoundKey.bundle)
    let label = Label()
    var transient: Label? = Label()
    store.bind(label, key: key) { $0.text = $1 }
    store.bind(transient!, property: "title", key: key) { $0.text = $1 }
    #expect(label.text == "Hello")
    #expect(store.boundKey(of: label) == key)
    #expect(store.boundKey(of: transient!, property: "title") == key)
    transient = nil
    store.setLanguage("de")
    #expect(label.text == "Hallo")
    #expect(store.liveBindingCount == 1)
    store.unbind(label)
    #expect(store.boundKey(of: label) == nil)
    store.setLanguage("fr")
    #expect(label.text == "Hallo")
  }

  @Test func manyPluralBindingsFollowTheLanguage() {
    let store = Self.store()
    let labels = (0..<1_000).map { _ in Label() }
    for (index, label) in labels.enumerated() { store.bind(label, \.text) { BoundKey.files(index) } }
    store.setLanguage("ru")
    #expect(labels[21].text == "one: 21")
    #expect(labels[5].text == "many: 5")
    #expect(store.liveBindingCount == labels.count)
  }
}
