/// What a redirected bundle answers for one `localizedString(forKey:value:table:)` call (see
/// `Localizer.bundleLookup(forKey:value:table:in:)`).
package enum BundleLookup: Equatable, Sendable {
  /// This text, as Foundation returns a `.strings` value (unformatted).
  case text(String)
  /// The entry has variants (plurals, devices, widths): the `<localization>.lproj` folder's own lookup answers.
  case localization(String, table: String)
}
