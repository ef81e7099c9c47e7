public import Foundation

extension Localizer {
  /// Makes `bundle` one of the bundles the defaults choose from (``defaultBundles``), as its first lookup would.
  ///
  /// Rarely needed: a bundle is registered the first time a lookup or an `Accept-Language` negotiation runs in it,
  /// and every generated accessor names its module's bundle. Call it first thing at launch (`main`, `App.init()`)
  /// for a module whose `lz*` keys or `Accept-Language` negotiation (without `in:`) come before its first lookup,
  /// when its bundle is not a SwiftPM resource bundle beside the main bundle: `Localizer.shared.registerBundle(L10n.bundle)`.
  public func registerBundle(_ bundle: Bundle) {
    bundleRegistry.register(bundle)
  }

  /// The bundles `language(forAcceptLanguage:)` without `in:` negotiates against and the `lz*` Interface Builder
  /// keys are looked up in, in order: the bundles with localizations that lookups or negotiations ran in (the first
  /// use of a generated accessor registers its module's bundle), then `Bundle.main` when it has localizations;
  /// before any of these, the SwiftPM resource bundles beside the main bundle that have localizations; else
  /// `Bundle.main` alone.
  public var defaultBundles: [Bundle] {
    let main = bundleRegistry.mainBundle
    var bundles = bundleRegistry.registered.filter { holdsTables($0) }
    let mainDirectory = Self.resourceDirectory(of: main)
    if holdsTables(main), !bundles.contains(where: { Self.resourceDirectory(of: $0) == mainDirectory }) {
      bundles.append(main)
    }
    if bundles.isEmpty { bundles = bundleRegistry.discovered }
    return bundles.isEmpty ? [main] : bundles
  }

  /// The bundle an `lz*` key is looked up in when the binder has none: the first of ``defaultBundles``, then of the
  /// SwiftPM resource bundles beside the main bundle, whose `table` has `key` in the preferred language's chain
  /// (the development language's table included), else the first default bundle.
  package func defaultBundle(forKey key: String, table: String) -> Bundle {
    let bundles = defaultBundles
    let directories = Set(bundles.map(Self.resourceDirectory(of:)))
    let discovered = bundleRegistry.discovered.filter { !directories.contains(Self.resourceDirectory(of: $0)) }
    for bundle in bundles + discovered {
      let chainKey = ChainKey(bundle: ObjectIdentifier(bundle), table: table, language: nil)
      if probeChain(for: chainKey, bundle: bundle).tables.contains(where: { $0.entries[key] != nil }) {
        return bundle
      }
    }
    return bundles[0]
  }

  /// Receives a warning, once per bundle, when a lookup or an `Accept-Language` negotiation runs against a bundle
  /// with no localizations. Default: ``standardErrorWarningHandler()``. Never called under a lock.
  public var setupWarningHandler: @Sendable (BundleWithoutLocalizations) -> Void {
    get { state.withLock { $0.setupWarningHandler } }
    set { state.withLock { $0.setupWarningHandler = newValue } }
  }

  /// The default setup-warning handler: writes the warning to standard error, in every build (it is reported
  /// once per bundle, and means that users see development values or keys).
  public static func standardErrorWarningHandler() -> @Sendable (BundleWithoutLocalizations) -> Void {
    { warning in FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
  }

  /// Reports, once per bundle, that `available` (the localizations found in `directory`) is empty.
  func warnIfWithoutLocalizations(_ available: [String], directory: String, table: String?) {
    guard available.isEmpty, bundleRegistry.shouldWarn(about: directory) else { return }
    setupWarningHandler(BundleWithoutLocalizations(bundlePath: directory, table: table))
  }

  /// Whether a bundle has a language folder or a String Catalog at its root (from the cached listing).
  private func holdsTables(_ bundle: Bundle) -> Bool {
    let directory = Self.resourceDirectory(of: bundle)
    if !localizations(of: directory).isEmpty { return true }
    let names = state.withLock { $0.resourceNames[directory] } ?? []
    return names.contains { $0.hasSuffix(".xcstrings") }
  }
}
