import Foundation
import L10nKit

/// A key type shaped like a generated table's (`L10n.LocalizableKey`) over the package's resource bundle.
struct PackageTableKey: LocalizationTableKey {
  static var table: String { "Localizable" }
  static var bundle: Bundle { PackageBundleLayout.module }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }

  /// What the generated accessor `L10n.Login.submit` returns.
  static var submit: String { string("login.submit") }
}
