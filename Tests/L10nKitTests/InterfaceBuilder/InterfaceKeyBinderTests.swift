import Foundation
import Testing

@testable import L10nKit

/// The behaviour of the `lz*` Interface Builder properties, through `InterfaceKeyBinder` with test doubles for the
/// UIKit and AppKit classes (the adapter's getters and setters are one call each into the binder).
@MainActor
@Suite struct InterfaceKeyBinderTests {
  /// Stands in for `UILabel` / `NSTextField`.
  final class Label {
    var text: String? = "IB text"
    var placeholder: String?
  }

  /// Stands in for `UISegmentedControl` / `NSSegmentedControl`.
  final class SegmentedControl {
    var titles: [String]

    init(titles: [String]) {
      self.titles = titles
    }
  }

  let collector = ReportCollector()
  let localizer: Localizer
  let store: LocalizationBindingStore
  let bundle = TestPaths.fixtureBundle("Interface")

  init() {
    localizer = collector.makeLocalizer()
    store = LocalizationBindingStore(localizer: localizer)
  }

  /// A binder on the fixture bundle with `Localizable` as its table (the bundle's Info.plist names another).
  func makeBinder() -> InterfaceKeyBinder {
    InterfaceKeyBinder(store: store, bundle: bundle, table: "Localizable")
  }

  func bindText(_ key: String?, _ label: Label, _ binder: InterfaceKeyBinder) {
    binder.setKey(key, of: label, for: .text) { $0.text = $1 }
  }

  func bindSegments(_ keys: String?, _ control: SegmentedControl, _ binder: InterfaceKeyBinder) {
    binder.setSegmentKeys(
      keys, of: control, for: .segmentTitles, segmentCount: { $0.titles.count }, apply: { $0.titles[$1] = $2 })
  }

  @Test func setterAppliesTheTextAndGetterReturnsTheKey() {
    let binder = makeBinder()
    let label = Label()
    bindText("login.title", label, binder)
    #expect(label.text == "Sign In")
    #expect(binder.key(of: label, for: .text) == "login.title")
    #expect(binder.key(of: label, for: .placeholder) == nil)
    #expect(binder.key(of: Label(), for: .text) == nil)
    #expect(store.boundKey(of: label, property: "lzText") == binder.localizationKey(for: "login.title"))
  }

  @Test func languageChangeRelocalizes() {
    let binder = makeBinder()
    let label = Label()
    bindText("login.title", label, binder)
    binder.setKey("login.email", of: label, for: .placeholder) { $0.placeholder = $1 }
    store.setLanguage("de")
    #expect(label.text == "Anmelden")
    #expect(label.placeholder == "E-Mail")
    store.setLanguage("en")
    #expect(label.text == "Sign In")
    #expect(label.placeholder == "Email")
  }

  @Test func releasingTheViewDropsTheBinding() {
    let binder = makeBinder()
    var label: Label? = Label()
    weak let released = label
    bindText("login.title", label!, binder)
    #expect(store.liveBindingCount == 1)
    label = nil
    #expect(released == nil, "the binding must not keep the view alive")
    #expect(store.liveBindingCount == 0)
    store.setLanguage("de")
    #expect(store.relocalizeAll() == 0)
  }

  @Test(arguments: [nil, "", "  \n"])
  func blankKeyUnbindsAndKeepsTheText(blank: String?) {
    let binder = makeBinder()
    let label = Label()
    bindText("login.title", label, binder)
    bindText(blank, label, binder)
    #expect(label.text == "Sign In")
    #expect(binder.key(of: label, for: .text) == nil)
    #expect(store.liveBindingCount == 0)
    store.setLanguage("de")
    #expect(label.text == "Sign In")
  }

  @Test func unbindingOnePropertyKeepsTheOthers() {
    let binder = makeBinder()
    let label = Label()
    bindText("login.title", label, binder)
    binder.setKey("login.email", of: label, for: .placeholder) { $0.placeholder = $1 }
    binder.setKey(nil, of: label, for: .placeholder) { $0.placeholder = $1 }
    store.setLanguage("de")
    #expect(label.text == "Anmelden")
    #expect(label.placeholder == "Email")
  }

  @Test func aNewKeyReplacesTheBinding() {
    let binder = makeBinder()
    let label = Label()
    bindText("login.title", label, binder)
    bindText("  login.email ", label, binder)
    #expect(label.text == "Email")
    #expect(binder.key(of: label, for: .text) == "login.email")
    #expect(store.liveBindingCount == 1)
    store.setLanguage("de")
    #expect(label.text == "E-Mail")
  }

  @Test func missingKeyShowsTheKeyAndIsReportedLikeACodeLookup() {
    let binder = makeBinder()
    let label = Label()
    bindText("no.such.key", label, binder)
    #expect(label.text == "no.such.key")
    let fromInterface = collector.reports
    #expect(
      fromInterface == [
        MissingTranslation(
          table: "Localizable", key: "no.such.key", requestedLanguage: "en", resolvedLanguage: "en",
          reason: .usedCompiledFallback)
      ])
    let fromCode = localizer.string(LocalizationKey("no.such.key", table: "Localizable", bundle: bundle))
    #expect(fromCode == label.text)
    #expect(Array(collector.reports.dropFirst(fromInterface.count)) == fromInterface)
  }

  @Test func theInterfaceTableComesFromInfoPlistOrIsLocalizable() {
    #expect(InterfaceKeyBinder.configuredTable(in: bundle) == "Interface")
    #expect(InterfaceKeyBinder.configuredTable(in: TestPaths.fixtureBundle("Sample")) == nil)
    #expect(InterfaceKeyBinder(store: store, bundle: TestPaths.fixtureBundle("Sample")).table == "Localizable")
    let binder = InterfaceKeyBinder(store: store, bundle: bundle)
    #expect(binder.table == "Interface")
    let label = Label()
    bindText("login.title", label, binder)
    #expect(label.text == "Sign In (Interface)")
  }

  @Test func changingTheTableRebindsLiveViews() {
    let binder = makeBinder()
    let label = Label()
    let segments = SegmentedControl(titles: ["1", "2"])
    bindText("login.title", label, binder)
    bindSegments("tab.all, login.title", segments, binder)
    binder.table = "Interface"
    #expect(label.text == "Sign In (Interface)")
    #expect(segments.titles == ["tab.all", "Sign In (Interface)"])
    #expect(collector.reports.map(\.table) == ["Interface"])
    #expect(binder.key(of: label, for: .text) == "login.title")
    store.setLanguage("de")
    #expect(label.text == "Anmelden (Interface)")
    binder.bundle = TestPaths.fixtureBundle("Sample")
    #expect(label.text == "login.title")
    #expect(store.liveBindingCount == 3)
  }

  @Test func segmentKeysBindOneKeyPerSegment() {
    let binder = makeBinder()
    let control = SegmentedControl(titles: ["IB 0", "IB 1", "IB 2"])
    bindSegments(" tab.all, , tab.unread, tab.starred ", control, binder)
    #expect(control.titles == ["All", "IB 1", "Unread"], "a blank entry and keys past the last segment are skipped")
    #expect(binder.key(of: control, for: .segmentTitles) == "tab.all, , tab.unread, tab.starred")
    #expect(store.liveBindingCount == 3)
    store.setLanguage("de")
    #expect(control.titles == ["Alle", "IB 1", "Ungelesen"])
    control.titles.append("IB 3")
    store.relocalizeAll()
    #expect(control.titles == ["Alle", "IB 1", "Ungelesen", "Markiert"], "a segment added later gets its key")
  }

  @Test func fewerSegmentKeysUnbindTheRest() {
    let binder = makeBinder()
    let control = SegmentedControl(titles: ["IB 0", "IB 1"])
    bindSegments("tab.all,tab.unread", control, binder)
    bindSegments("tab.starred", control, binder)
    #expect(control.titles == ["Starred", "Unread"])
    #expect(store.liveBindingCount == 1)
    store.setLanguage("de")
    #expect(control.titles == ["Markiert", "Unread"])
    bindSegments(" , ", control, binder)
    #expect(binder.key(of: control, for: .segmentTitles) == nil)
    #expect(store.liveBindingCount == 0)
  }

  @Test func keysOfAValue() {
    #expect(InterfaceProperty.text.keys(in: " login.title ") == ["login.title"])
    #expect(InterfaceProperty.text.keys(in: "a,b") == ["a,b"])
    #expect(InterfaceProperty.text.keys(in: " ").isEmpty)
    #expect(InterfaceProperty.segmentTitles.keys(in: "a, b,,c ,") == ["a", "b", "", "c", ""])
    #expect(InterfaceProperty.segmentLabels.keys(in: " , ").isEmpty)
    #expect(InterfaceProperty.segmentLabels.keys(in: "").isEmpty)
  }

  @Test func everyPropertyIsAnLzKeyPath() {
    let keyPaths = InterfaceProperty.all.map(\.keyPath)
    #expect(Set(keyPaths).count == keyPaths.count)
    #expect(keyPaths.allSatisfy { $0.hasPrefix("lz") })
    #expect(InterfaceProperty.all.filter(\.isSegmentList) == [.segmentTitles, .segmentLabels])
  }

  @Test func releasedObjectsAreForgotten() {
    let binder = makeBinder()
    for _ in 0..<1_000 { bindText("login.title", Label(), binder) }
    let label = Label()
    bindText("login.title", label, binder)
    #expect(binder.entryCount <= 128, "released labels are pruned as the binder grows")
    binder.table = "Interface"
    #expect(binder.entryCount == 1)
    #expect(label.text == "Sign In (Interface)")
  }
}
