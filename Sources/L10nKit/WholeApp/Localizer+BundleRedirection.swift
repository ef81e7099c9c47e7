public import Foundation

extension Localizer {
  /// Whether `Bundle.main`'s own lookups answer in the in-app language (off by default; Apple platforms): with it,
  /// `Bundle.main.localizedString(forKey:value:table:)`, and so `NSLocalizedString`, `String(localized:)` with the
  /// main bundle and the tables a storyboard or xib loads (`Main.strings`, by `ObjectID`), are answered by this
  /// localizer's tables and fallback chain, for code L10nKit does not generate (legacy code, libraries).
  ///
  /// Set it first thing at launch, before any view loads. Views loaded before a language change keep their
  /// storyboard texts until they are rebuilt: see `reloadInterface(of:makeRoot:)`. On Linux `Bundle` has no
  /// class to swap and the setting only records the choice.
  public var redirectsMainBundle: Bool {
    get { isRedirecting(.main) }
    set {
      if newValue { redirect(bundle: .main) } else { stopRedirecting(bundle: .main) }
    }
  }

  /// Makes `bundle`'s own lookups answer in the in-app language (see `redirectsMainBundle`): for a package's
  /// `Bundle.module` or a framework's bundle whose code calls `NSLocalizedString(_:bundle:comment:)`.
  public func redirect(bundle: Bundle) {
    let inserted = state.withLock { $0.redirectedBundles.insert(ObjectIdentifier(bundle)).inserted }
    if inserted { BundleRedirection.install(on: bundle, localizer: self) }
  }

  /// Gives `bundle` its own lookups back.
  public func stopRedirecting(bundle: Bundle) {
    let removed = state.withLock { $0.redirectedBundles.remove(ObjectIdentifier(bundle)) != nil }
    if removed { BundleRedirection.uninstall(from: bundle) }
  }

  /// Whether `bundle`'s lookups are redirected to this localizer.
  public func isRedirecting(_ bundle: Bundle) -> Bool {
    state.withLock { $0.redirectedBundles.contains(ObjectIdentifier(bundle)) }
  }

  /// What a redirected `bundle.localizedString(forKey:value:table:)` answers, decided here for every platform:
  /// the first table of the fallback chain (the in-app or scoped language, its parents, the development
  /// language, `Base`) that has the key answers. A plain value is the answer itself; a `.stringsdict` or catalog
  /// entry with variants is answered by that localization's `.lproj` folder, so that Foundation formats its
  /// plurals as it would for a user of that language; no table: `value` when it is not empty, else the key.
  /// `table` `nil` or empty is `Localizable`, as in Foundation.
  package func bundleLookup(forKey key: String, value: String?, table: String?, in bundle: Bundle) -> BundleLookup {
    let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let chain = chain(bundle: bundle, table: table, language: LookupScope.active?.language)
    for loaded in chain.tables {
      guard let node = loaded.entries[key] else { continue }
      if case .text(let text) = node { return .text(text) }
      return .localization(loaded.localization, table: table)
    }
    return .text(value.flatMap { $0.isEmpty ? nil : $0 } ?? key)
  }
}
