import Foundation
import Testing

@testable import L10nKit

/// The `lz*` keys of a package (the `lzSubtitle` example of the Interface Builder article) find the package's
/// tables with no bundle set: the binder looks each key up in the first default bundle whose table has it.
@MainActor
@Suite struct InterfaceKeyDefaultBundleTests {
  /// Stands in for a custom cell with an `lzSubtitle` property.
  final class SubtitleCell {
    var subtitle: String?
  }

  func makeStore(main: Bundle) -> LocalizationBindingStore {
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] }, systemLocale: nil,
      bundleRegistry: BundleRegistry(mainBundle: main))
    localizer.missingTranslationHandler = { _ in }
    localizer.setupWarningHandler = { _ in }
    return LocalizationBindingStore(localizer: localizer)
  }

  func bindSubtitle(_ key: String, _ cell: SubtitleCell, _ binder: InterfaceKeyBinder) {
    binder.setKey(key, of: cell, for: InterfaceProperty("lzSubtitle")) { $0.subtitle = $1 }
  }

  @Test func aPackagesKeyIsFoundInItsResourceBundleNotInBundleMain() {
    let store = makeStore(main: PackageBundleLayout.main)
    let binder = InterfaceKeyBinder(store: store)
    let cell = SubtitleCell()
    bindSubtitle("login.submit", cell, binder)
    #expect(cell.subtitle == "Sign In", "Bundle.main of a package's executable or test runner has no tables")
    store.setLanguage("fr")
    #expect(cell.subtitle == "Se connecter")
    #expect(binder.bundle == nil)
  }

  @Test func eachKeyIsLookedUpInTheFirstDefaultBundleThatHasIt() {
    let store = makeStore(main: TestPaths.fixtureBundle("Sample"))
    _ = Localizer.withLocalizer(store.localizer) { FrameworkTableKey.submit }  // the framework's first lookup
    let binder = InterfaceKeyBinder(store: store)
    let (appCell, frameworkCell) = (SubtitleCell(), SubtitleCell())
    bindSubtitle("greeting", appCell, binder)
    bindSubtitle("login.submit", frameworkCell, binder)
    store.setLanguage("ru")
    #expect(appCell.subtitle == "Привет")
    #expect(frameworkCell.subtitle == "Войти")
  }

  @Test func aPackagesKeyIsFoundBeforeItsFirstLookupWhenTheAppHasTablesOfItsOwn() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try Data("\"greeting\" = \"Hello\";".utf8).write(to: app.appendingPathComponent("en.lproj/Localizable.strings"))
    let packageBundle = PackageBundleLayout.module.bundleURL
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent(packageBundle.lastPathComponent), withDestinationURL: packageBundle)
    let store = makeStore(main: try #require(Bundle(path: app.path)))
    let binder = InterfaceKeyBinder(store: store)
    let (appCell, packageCell) = (SubtitleCell(), SubtitleCell())
    bindSubtitle("greeting", appCell, binder)
    bindSubtitle("login.submit", packageCell, binder)
    #expect(appCell.subtitle == "Hello")
    #expect(packageCell.subtitle == "Sign In")
  }

  @Test func aBundleSetByHandStillWins() {
    let store = makeStore(main: PackageBundleLayout.main)
    let binder = InterfaceKeyBinder(store: store)
    let cell = SubtitleCell()
    bindSubtitle("login.title", cell, binder)
    #expect(cell.subtitle == "Sign In (en)")
    binder.bundle = TestPaths.fixtureBundle("Interface")
    #expect(cell.subtitle == "Sign In")
    binder.bundle = nil
    #expect(cell.subtitle == "Sign In (en)")
  }
}
