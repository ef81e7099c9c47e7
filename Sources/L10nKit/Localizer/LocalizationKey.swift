public import Foundation

/// Identifies one localized string: its key, table and bundle, with an optional development-language value
/// used as the last fallback.
public struct LocalizationKey: Hashable, Sendable {
  /// The key in the table (`"login.title"`).
  public let key: String
  /// The table name without extension (`"Localizable"`).
  public let table: String
  /// The bundle that holds the `<language>.lproj` folders.
  public let bundle: Bundle
  /// The development-language value (a format string when the key takes arguments), used when no table
  /// in the bundle has the key; when empty, the key itself is.
  public let fallback: String

  /// Creates a key.
  public init(_ key: String, table: String, bundle: Bundle, fallback: String = "") {
    self.key = key
    self.table = table
    self.bundle = bundle
    self.fallback = fallback
  }
}
