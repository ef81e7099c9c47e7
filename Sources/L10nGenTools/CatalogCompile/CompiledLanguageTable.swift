/// One language of a compiled String Catalog: what goes to `<language>.lproj/<Table>.strings` and what goes to
/// `<language>.lproj/<Table>.stringsdict`, each in the catalog's key order.
package struct CompiledLanguageTable: Hashable, Sendable {
  /// The `.strings` entry of one key.
  package struct StringsEntry: Hashable, Sendable {
    /// The key.
    package var key: String
    /// The text.
    package var value: String
  }

  /// The `.stringsdict` entry of one key.
  package struct DictionaryEntry: Hashable, Sendable {
    /// The key.
    package var key: String
    /// The entry dictionary (a format entry with `NSStringLocalizedFormatKey`, or a device or width rule).
    package var value: CompiledPropertyList
  }

  /// The language code, as the catalog writes it (the `.lproj` folder's name).
  package var language: String
  /// Plain strings, and the `other` text of device variations (the fallback Foundation uses on a device the rule
  /// does not name).
  package var strings: [StringsEntry] = []
  /// Entries with plural, device or width rules.
  package var dictionaries: [DictionaryEntry] = []

  package init(language: String) {
    self.language = language
  }
}
