/// Something that names one localized string: a `LocalizationKey`, or a key of a generated table
/// (`L10n.LocalizableKey("login.title")`, or `.loginTitle`, a static member of this protocol that l10n-gen declares
/// for its table's key type with `"keySymbols": true`).
///
/// L10nKit APIs take `some LocalizationKeyConvertible`, so key symbols can be written with a leading dot:
/// `Localizer.shared.string(.loginTitle)`.
public protocol LocalizationKeyConvertible: Sendable {
  /// The key, table and bundle this value names.
  var localizationKey: LocalizationKey { get }
}

extension LocalizationKey: LocalizationKeyConvertible {
  /// The key itself.
  public var localizationKey: LocalizationKey { self }
}
