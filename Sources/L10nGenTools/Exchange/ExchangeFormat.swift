/// The file formats `export` writes and `import` reads.
package enum ExchangeFormat: String, Hashable, Sendable, CaseIterable {
  /// Xcode's localization bundle: `<language>.xcloc/` with `contents.json`, `Localized Contents/<language>.xliff`,
  /// `Source Contents/` and `Notes/`.
  case xcloc
  /// One XLIFF 1.2 file per language: `<language>.xliff`.
  case xliff
  /// One CSV file per table, every language a column (``ExchangeCSV``).
  case csv
}
