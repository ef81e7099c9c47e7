/// A String Catalog (`.xcstrings`): its source language and every entry with its values in every language.
package struct StringCatalog: Hashable, Sendable {
  /// The development language the catalog declares (`sourceLanguage`).
  package var sourceLanguage: String
  /// The catalog format version as written (`"1.0"`, `"1.1"`...).
  package var version: String
  /// The entries in file order; each entry's `values` are keyed by language.
  package var entries: [LocalizationEntry]

  package init(sourceLanguage: String, version: String, entries: [LocalizationEntry]) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
  }

  /// Every language that has at least one localization, plus the source language, sorted.
  ///
  /// The source language counts even when no entry has a value in it (a catalog of keys written in code, whose values
  /// are the keys).
  package var languages: [String] {
    Set(entries.flatMap(\.values.keys)).union([sourceLanguage]).sorted()
  }
}

/// What parsing one `.xcstrings` file produced.
package struct StringCatalogParseResult: Hashable, Sendable {
  /// The catalog; `nil` when the file is not valid JSON or not a catalog at all.
  package var catalog: StringCatalog?
  /// Errors and warnings, with locations.
  package var diagnostics: [Diagnostic]

  package init(catalog: StringCatalog?, diagnostics: [Diagnostic]) {
    self.catalog = catalog
    self.diagnostics = diagnostics
  }
}
