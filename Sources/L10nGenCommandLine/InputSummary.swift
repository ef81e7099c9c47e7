package import L10nGenCore

/// What a run read, for its summary line: `3 file(s), 1 table(s), 120 key(s), 4 language(s)`.
///
/// The same counts end `generate` and `lint` runs, so a path that found nothing is visible at a glance.
package struct InputSummary: CustomStringConvertible {
  /// How many table files were read.
  package var fileCount: Int
  /// The tables they formed (several files, one per language, make one table).
  package var tables: [LocalizationTable]

  /// The summary of `fileCount` files that built `tables`.
  package init(fileCount: Int, tables: [LocalizationTable]) {
    self.fileCount = fileCount
    self.tables = tables
  }

  /// Counts keys per table and languages across tables (a language with several tables counts once).
  package var description: String {
    let keys = tables.reduce(0) { $0 + $1.entries.count }
    let languages = Set(tables.flatMap(\.languages)).count
    return "\(fileCount) file(s), \(tables.count) table(s), \(keys) key(s), \(languages) language(s)"
      + developmentLanguageNote
  }

  /// `; development language Base (most keys among Base, en)` when a table has several of the languages
  /// ``DevelopmentLanguagePicker`` chooses among, so the user sees which one it took; empty otherwise.
  package var developmentLanguageNote: String {
    var notes: [String] = []
    for table in tables {
      // Only the candidates' keys are counted (the picker looks at no other language): counting every language
      // of a large table was a measurable part of a whole `generate` run.
      let candidates = Set(
        table.languages.filter { language in
          DevelopmentLanguagePicker.candidates.contains { ProjectLayout.languagesMatch($0, language) }
        })
      guard candidates.count > 1 else { continue }
      let counts = Dictionary(
        uniqueKeysWithValues: candidates.map { language in
          (language, table.entries.count { $0.values[language] != nil })
        })
      let picked = DevelopmentLanguagePicker.pick(keyCounts: counts, requested: nil)
      let note =
        picked == table.developmentLanguage
        ? DevelopmentLanguagePicker.reason(for: table.developmentLanguage, keyCounts: counts, requested: nil)
        : "\(table.developmentLanguage) (requested)"
      if !notes.contains(note) { notes.append(note) }
    }
    return notes.isEmpty ? "" : "; development language " + notes.joined(separator: ", ")
  }
}
