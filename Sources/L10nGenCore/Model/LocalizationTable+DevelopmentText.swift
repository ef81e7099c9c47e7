/// A key's development text, as Apple's tools resolve it.
///
/// In a String Catalog the key is its own development text: Xcode extracts `Text("Account")` as key `Account` and
/// usually writes no source-language localization for it, and both Xcode's compiled table and Foundation's lookup then
/// show the key itself (Docs/Formats.md §3). A `.strings`/`.stringsdict` key only translations define is no such
/// text: the development language lacks it (an `extra-key` finding).
extension LocalizationTable {
  /// Whether the table is a String Catalog (one `.xcstrings` file with every language), where a key may have no
  /// development-language value because the key is its own text.
  package var isStringCatalog: Bool {
    let suffix = "." + InputKind.stringCatalog.fileExtension
    return sourceFiles.contains { $0.hasSuffix(suffix) }
  }

  /// Whether the development language has a file of its own (always true for a catalog).
  package var developmentLanguageHasFile: Bool {
    isStringCatalog || languages.contains { LanguageCode.matches($0, developmentLanguage) }
  }

  /// The development text of `entry`: its development-language value, else its key in a String Catalog, else `nil`.
  /// In a loop over many entries, read ``isStringCatalog`` once and call
  /// ``LocalizationEntry/developmentValue(in:keyIsText:)``.
  package func developmentValue(of entry: LocalizationEntry) -> LocalizedValue? {
    entry.developmentValue(in: developmentLanguage, keyIsText: isStringCatalog)
  }
}

extension LocalizationEntry {
  /// The value in `developmentLanguage`, else, when `keyIsText` (a String Catalog's entry), the key itself as plain
  /// text located at the key, else `nil`.
  package func developmentValue(in developmentLanguage: String, keyIsText: Bool) -> LocalizedValue? {
    if let value = values[developmentLanguage] { return value }
    return keyIsText ? .text(key, at: location) : nil
  }

  /// Whether the development language has text for the entry: a value, or (`keyIsText`) the key itself.
  package func hasDevelopmentText(in developmentLanguage: String, keyIsText: Bool) -> Bool {
    keyIsText || values[developmentLanguage] != nil
  }
}
