/// A String Catalog (`.xcstrings`): its source language and every entry with its values in every language.
public struct StringCatalog: Hashable, Sendable {
  /// The development language the catalog declares (`sourceLanguage`).
  public var sourceLanguage: String
  /// The catalog format version as written (`"1.0"`, `"1.1"`...).
  public var version: String
  /// The entries in file order; each entry's `values` are keyed by language.
  public var entries: [LocalizationEntry]

  /// Creates a catalog.
  public init(sourceLanguage: String, version: String, entries: [LocalizationEntry]) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
  }

  /// Every language that has at least one localization, plus the source language, sorted.
  ///
  /// The source language counts even when no entry has a value in it (a catalog of keys written in code, whose values
  /// are the keys).
  public var languages: [String] {
    Set(entries.flatMap(\.values.keys)).union([sourceLanguage]).sorted()
  }
}

/// What parsing one `.xcstrings` file produced.
public struct StringCatalogParseResult: Hashable, Sendable {
  /// The catalog; `nil` when the file is not valid JSON or not a catalog at all.
  public var catalog: StringCatalog?
  /// Errors and warnings, with locations.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(catalog: StringCatalog?, diagnostics: [Diagnostic]) {
    self.catalog = catalog
    self.diagnostics = diagnostics
  }
}
