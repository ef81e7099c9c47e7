/// What `l10n-gen status` reports: per language and per table, how many keys are translated, need review, are
/// missing or stale, the words left to translate, and the most frequent `lint` problems.
///
/// Built by ``TranslationStatusBuilder``; written as JSON (``StatusJSONRenderer``), Markdown
/// (``StatusMarkdownRenderer``) or one HTML page (``StatusHTMLRenderer``).
package struct TranslationStatus: Hashable, Sendable, Codable {
  /// The version of the JSON layout; raised when a field changes meaning or goes away.
  package var schemaVersion = 3
  /// The languages the tables are translated from, sorted (usually one, and `Base` when storyboards or xibs are
  /// translated): no table counts them as translations.
  package var developmentLanguages: [String]
  /// The keys to translate over every table (a plural key once).
  package var keys: Int
  /// The words of those keys' development values.
  package var words: Int
  /// The stale keys over every table, each counted once however many languages still have it.
  package var staleKeys: Int
  /// Every translation language, sorted.
  package var languages: [LanguageStatus]
  /// Every table, sorted by name.
  package var tables: [TableStatus]
  /// How many `lint` findings there are, by severity.
  package var findings: FindingCounts
  /// The rules with the most severe and most frequent findings, first (at most ``problemRuleLimit``).
  package var problems: [RuleProblemSummary]

  /// The number of `lint` findings by severity.
  package struct FindingCounts: Hashable, Sendable, Codable {
    /// Errors.
    package var errors = 0
    /// Warnings.
    package var warnings = 0
    /// Notes.
    package var notes = 0
  }

  /// The most example keys kept per language and kind (needs review, missing).
  package static let sampleLimit = 10
  /// The most rules listed in ``problems``.
  package static let problemRuleLimit = 10
  /// The most findings listed per rule.
  package static let problemLocationLimit = 5

  /// The counts of `language` over the whole project, if it is one of the translations.
  package func language(_ code: String) -> LanguageStatus? {
    languages.first { $0.language == code }
  }
}
