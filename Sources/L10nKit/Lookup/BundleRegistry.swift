package import Foundation

/// The bundles of localized strings a process has used, which L10nKit's defaults choose from: the negotiation of
/// `Localizer.language(forAcceptLanguage:)` without `in:`, and the bundle of the `lz*` Interface Builder keys.
///
/// Swift runs no code when a module is loaded, so a module's bundle is registered the first time L10nKit reads it:
/// the first lookup in it (every generated accessor names its module's bundle, so the first use of `L10n`
/// registers it), the generated `L10n.withLanguage(forAcceptLanguage:)` and `L10n.language(forAcceptLanguage:)`,
/// and `Localizer.registerBundle(_:)`. Before any of these, the defaults find a SwiftPM target's resource bundle
/// beside the main bundle (`<Package>_<Target>.resources` on Linux, `.bundle` on Apple platforms), where SwiftPM
/// puts it.
package final class BundleRegistry: Sendable {
  /// The registry of the process, which every localizer made with the public initializer shares.
  package static let shared = BundleRegistry(mainBundle: .main)

  /// The bundle the defaults fall back to (`Bundle.main`), whose folder is also searched for resource bundles.
  package let mainBundle: Bundle

  private struct State {
    var bundles: [Bundle] = []
    var directories: Set<String> = []
    /// The resource bundles found beside the main bundle, once searched.
    var discovered: [Bundle]?
    /// The resource folders a warning was reported for.
    var warnedDirectories: Set<String> = []
  }

  private let state = LockedState(State())

  /// Creates a registry whose fallback is `mainBundle`.
  package init(mainBundle: Bundle) {
    self.mainBundle = mainBundle
  }

  /// Adds `bundle` (once per resource folder, in the order of first use).
  package func register(_ bundle: Bundle) {
    let directory = Localizer.resourceDirectory(of: bundle)
    state.withLock { state in
      guard state.directories.insert(directory).inserted else { return }
      state.bundles.append(bundle)
    }
  }

  /// The registered bundles, in the order they were first used.
  package var registered: [Bundle] { state.withLock { $0.bundles } }

  /// Whether `bundle`'s resource folder was registered.
  package func isRegistered(_ bundle: Bundle) -> Bool {
    let directory = Localizer.resourceDirectory(of: bundle)
    return state.withLock { $0.directories.contains(directory) }
  }

  /// The SwiftPM resource bundles beside or inside the main bundle that hold localizations, sorted by name; searched
  /// once.
  package var discovered: [Bundle] {
    if let cached = state.withLock({ $0.discovered }) { return cached }
    let bundles = Self.resourceBundles(around: mainBundle)
    state.withLock { $0.discovered = bundles }
    return bundles
  }

  /// `true` the first time it is asked about `directory`, so a warning about one bundle is reported once.
  package func shouldWarn(about directory: String) -> Bool {
    state.withLock { $0.warnedDirectories.insert(directory).inserted }
  }

  /// The `*.resources` and `*.bundle` folders in the main bundle's folder and its resource folder (where SwiftPM
  /// copies a target's resources for an executable, a test runner and an app) that have `.lproj` folders or a
  /// String Catalog.
  private static func resourceBundles(around main: Bundle) -> [Bundle] {
    var folders = [main.bundlePath]
    if let resources = main.resourcePath, resources != main.bundlePath { folders.append(resources) }
    var bundles: [Bundle] = []
    for folder in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for name in names where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
        let path = (folder as NSString).appendingPathComponent(name)
        guard let bundle = Bundle(path: path), holdsTables(Localizer.resourceDirectory(of: bundle)) else { continue }
        bundles.append(bundle)
      }
    }
    return bundles
  }

  /// Whether a resource folder has a language folder or a String Catalog.
  private static func holdsTables(_ directory: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
  }
}
