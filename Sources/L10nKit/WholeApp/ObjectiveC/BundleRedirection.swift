// The Apple side of `Localizer.redirectsMainBundle`: the redirected bundle's class is swapped for a subclass whose
// `localizedString(forKey:value:table:)` asks the localizer (`bundleLookup`, platform-neutral and tested on Linux).
// Elsewhere `install` and `uninstall` do nothing.
import Foundation

#if canImport(ObjectiveC)
  // CoreFoundation: subclassing `Bundle` needs the types of all its overridable members (swift-corelibs-foundation
  // declares some with CoreFoundation types; the Linux type-check compiles this file against it).
  import CoreFoundation
  import ObjectiveC

  /// The class a redirected bundle gets: lookups go to the localizer that redirected it.
  final class RedirectedBundle: Bundle, @unchecked Sendable {
    override func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
      let localizer = BundleRedirection.localizer(of: self) ?? .shared
      switch localizer.bundleLookup(forKey: key, value: value, table: tableName, in: self) {
      case .text(let text):
        return text
      case .localization(let localization, let table):
        let folder = (Localizer.resourceDirectory(of: self) as NSString).appendingPathComponent("\(localization).lproj")
        guard let languageBundle = Bundle(path: folder) else { return value ?? key }
        return languageBundle.localizedString(forKey: key, value: value, table: table)
      }
    }
  }
#endif

/// Swaps the class of redirected bundles, and remembers which localizer answers each.
enum BundleRedirection {
  private static let localizers = LockedState<[ObjectIdentifier: Localizer]>([:])

  /// The localizer that redirected `bundle`.
  static func localizer(of bundle: Bundle) -> Localizer? {
    localizers.withLock { $0[ObjectIdentifier(bundle)] }
  }

  static func install(on bundle: Bundle, localizer: Localizer) {
    localizers.withLock { $0[ObjectIdentifier(bundle)] = localizer }
    #if canImport(ObjectiveC)
      if type(of: bundle) == Bundle.self { object_setClass(bundle, RedirectedBundle.self) }
    #endif
  }

  static func uninstall(from bundle: Bundle) {
    localizers.withLock { $0[ObjectIdentifier(bundle)] = nil }
    #if canImport(ObjectiveC)
      if type(of: bundle) == RedirectedBundle.self { object_setClass(bundle, Bundle.self) }
    #endif
  }
}
