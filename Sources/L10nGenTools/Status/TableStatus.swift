/// The status of one table: its development language, keys and the counts per language.
package struct TableStatus: Hashable, Sendable, Codable {
  /// The table name (`Localizable`, `InfoPlist`, `Main`).
  package var name: String
  /// The language its keys are written in.
  package var developmentLanguage: String
  /// The files it was read from, sorted.
  package var files: [String]
  /// The keys to translate (a plural key once; not "Don't translate" or stale keys).
  package var keys: Int
  /// The words of all those keys' development values.
  package var words: Int
  /// The counts per language (sorted by language).
  package var languages: [LanguageCounts]

  /// One language's counts in this table.
  package struct LanguageCounts: Hashable, Sendable, Codable {
    /// The language code.
    package var language: String
    /// Its counts.
    package var counts: TranslationCounts
  }
}
