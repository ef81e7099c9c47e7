import Foundation
import Testing

@testable import L10nKit

/// Pseudo-localization through the `lz*` Interface Builder properties (the binder the UIKit and AppKit adapters
/// call), across a language switch.
@MainActor
@Suite struct PseudoLocalizationInterfaceTests {
  /// Stands in for `UILabel` / `NSTextField`.
  final class Label {
    var text: String?
  }

  @Test func boundTextsArePseudoLocalizedAndFollowLanguageSwitches() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    localizer.pseudoLocalization = .accented(expansion: 0)
    let store = LocalizationBindingStore(localizer: localizer)
    let binder = InterfaceKeyBinder(store: store, bundle: TestPaths.fixtureBundle("Interface"), table: "Localizable")
    let label = Label()
    binder.setKey("login.title", of: label, for: .text) { $0.text = $1 }
    #expect(label.text == "[Šîĝñ Îñ]")
    store.setLanguage("de")
    #expect(label.text == "[Åñɱéļđéñ]")
  }
}
