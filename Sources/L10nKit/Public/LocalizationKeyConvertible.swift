/// Something that names one localized string: a `LocalizationKey`, or a key of a generated table
/// (`.loginTitle`, declared by l10n-gen as a static member of this protocol for its table's key type).
///
/// L10nKit APIs take `some LocalizationKeyConvertible`, so generated keys can be written with a leading dot:
/// `Localizer.shared.string(.loginTitle)`.
public protocol LocalizationKeyConvertible: Sendable {
  /// The key, table and bundle this value names.
  var localizationKey: LocalizationKey { get }
}

extension LocalizationKey: LocalizationKeyConvertible {
  /// The key itself.
  public var localizationKey: LocalizationKey { self }
}
