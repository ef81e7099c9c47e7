/// The status of one table: its development language, keys, the counts per language (every language of the report,
/// so one denominator, ``keys``, for all), its stale keys and the keys missing somewhere.
package struct TableStatus: Hashable, Sendable, Codable {
  /// The table name (`Localizable`, `InfoPlist`, `Main`).
  package var name: String
  /// The language its keys are read from: `Base` for a table that translates a storyboard or xib; for a table with
  /// no file in the project's development language (its texts are elsewhere, as `Info.plist`'s), the language
  /// `DevelopmentLanguagePicker` chose, which then counts as one of its translations.
  package var developmentLanguage: String
  /// The files it was read from, sorted.
  package var files: [String]
  /// The keys to translate (a plural key once; not "Don't translate" or stale keys).
  package var keys: Int
  /// The words of all those keys' development values.
  package var words: Int
  /// The counts per language (sorted by language).
  package var languages: [LanguageCounts]
  /// The keys that are stale in at least one language, each counted once (`stale` in ``languages`` counts the keys
  /// each language still has).
  package var staleKeys: Int
  /// Every key missing in at least one language, in table order.
  package var missingKeys: [MissingKey]

  /// One language's counts in this table.
  package struct LanguageCounts: Hashable, Sendable, Codable {
    /// The language code.
    package var language: String
    /// Its counts.
    package var counts: TranslationCounts
  }
}
