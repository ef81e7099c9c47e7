/// A table (`Localizable`, `InfoPlist`, `Main`...) with all its keys and languages.
package struct LocalizationTable: Hashable, Sendable {
  /// The table name: the file name without extension.
  package var name: String
  /// The language whose values define the generated API.
  package var developmentLanguage: String
  /// Every language that has at least one file for this table, sorted.
  package var languages: [String]
  /// The entries in development-language file order (keys only in translations come last, sorted), one per key.
  package var entries: [LocalizationEntry]
  /// The files the table was read from, sorted.
  package var sourceFiles: [String]
  /// The languages whose `.strings` file stops at a syntax error, sorted: the keys after it were not read, so a key
  /// the language seems to lack is not reported missing there (the syntax error says so).
  package var partlyReadLanguages: [String] = []

  package init(
    name: String, developmentLanguage: String, languages: [String], entries: [LocalizationEntry],
    sourceFiles: [String]
  ) {
    self.name = name
    self.developmentLanguage = developmentLanguage
    self.languages = languages
    self.entries = entries
    self.sourceFiles = sourceFiles
  }

  /// Whether `language` is `qqq`, the message documentation that translation tools show translators: no language
  /// anyone reads, so its values document entries (as their comments) instead of translating them.
  package static func isDocumentationLanguage(_ language: String) -> Bool {
    LanguageCode.normalized(language) == "qqq"
  }
}
