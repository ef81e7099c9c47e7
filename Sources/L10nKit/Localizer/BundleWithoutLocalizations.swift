/// A warning that a lookup or an `Accept-Language` negotiation ran against a bundle with no localizations (no
/// `.lproj` folder, no String Catalog), passed once per bundle to `Localizer.setupWarningHandler`.
///
/// It is the sign of a default that found the wrong bundle, usually `Bundle.main` in a Swift package, a test runner
/// or a server, whose tables are in the target's bundle (the generated `L10n.bundle`): lookups there give the
/// development value or the key, and every header gets the development language.
public struct BundleWithoutLocalizations: Sendable, Hashable, CustomStringConvertible {
  /// The bundle's resource folder.
  public var bundlePath: String
  /// The table a lookup looked in, or `nil` for an `Accept-Language` negotiation.
  public var table: String?

  /// Creates a warning.
  package init(bundlePath: String, table: String?) {
    self.bundlePath = bundlePath
    self.table = table
  }

  /// A one-line description for logs.
  public var description: String {
    let what =
      if let table {
        "looking up table '\(table.isEmpty ? "Localizable" : table)' there gives development values or keys"
      } else {
        "every Accept-Language header gets the development language"
      }
    return "L10nKit: warning: the bundle at \(bundlePath) has no localizations, so \(what); a package's tables are "
      + "in its target's bundle: pass `L10n.bundle` (or `Bundle.module`), or call `L10n.withLanguage(forAcceptLanguage:)`"
  }
}
