import Foundation
import L10nKit
import Testing

@MainActor
@Suite struct LocalizationBindingStoreTests {
  final class Label {
    var text = ""
  }

  @Test func relocalizesLiveBindingsAndPrunesDeadOnes() {
    let localizer = ReportCollector().makeLocalizer()
    let store = LocalizationBindingStore(localizer: localizer)
    let bundle = TestPaths.fixtureBundle("Sample")
    let key = LocalizationKey("greeting", table: "Localizable", bundle: bundle, fallback: "Hello")
    let label = Label()
    var transient: Label? = Label()
    store.bind(label, key: key) { $0.text = $1 }
    store.bind(
      transient!, key: LocalizationKey("welcome", table: "Localizable", bundle: bundle, fallback: ""),
      arguments: [.string("Ann")]
    ) { $0.text = $1 }
    #expect(label.text == "Hello")
    #expect(transient?.text == "Hello, Ann!")
    #expect(store.boundKey(of: label) == key)
    transient = nil
    store.setLanguage("de")
    #expect(label.text == "Hallo")
    #expect(store.liveBindingCount == 1)
    store.unbind(label)
    store.setLanguage("fr")
    #expect(label.text == "Hallo")
  }

  @Test func relocalizesTenThousandBindingsQuickly() {
    let localizer = ReportCollector().makeLocalizer()
    let store = LocalizationBindingStore(localizer: localizer)
    let bundle = TestPaths.fixtureBundle("Sample")
    let key = LocalizationKey("files", table: "Localizable", bundle: bundle, fallback: "%ld files")
    let labels = (0..<10_000).map { _ in Label() }
    for (index, label) in labels.enumerated() { store.bind(label, key: key, arguments: [.int(index)]) { $0.text = $1 } }
    let start = ContinuousClock.now
    store.setLanguage("ru")
    let elapsed = ContinuousClock.now - start
    print("LocalizationBindingStoreTests: relocalized 10,000 bindings in \(elapsed) (debug build)")
    #expect(labels[21].text == "one: 21")
    #expect(labels[5].text == "many: 5")
    #expect(store.liveBindingCount == 10_000)
  }
}
