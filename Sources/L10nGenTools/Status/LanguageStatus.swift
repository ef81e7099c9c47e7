/// The status of one language over the whole project, and per table.
package struct LanguageStatus: Hashable, Sendable, Codable {
  /// The language code as the project writes it (`fr`, `pt-BR`, `zh-Hans`).
  package var language: String
  /// The counts over every table.
  package var counts: TranslationCounts
  /// The counts per table, by table name (sorted).
  package var tables: [TableCounts]
  /// The first keys that need review, as examples (at most ``TranslationStatus/sampleLimit``).
  package var needsReviewSamples: [KeyStatusSample]
  /// The first missing keys, as examples (at most ``TranslationStatus/sampleLimit``).
  package var missingSamples: [KeyStatusSample]
  /// The first keys whose translation is the development text, as examples (at most
  /// ``TranslationStatus/sampleLimit``).
  package var sameAsSourceSamples: [KeyStatusSample] = []

  /// The counts of one table in this language.
  package struct TableCounts: Hashable, Sendable, Codable {
    /// The table name.
    package var table: String
    /// Its counts.
    package var counts: TranslationCounts
  }
}
