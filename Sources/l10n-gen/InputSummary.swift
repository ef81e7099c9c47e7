import L10nGenCore

/// What a run read, for its summary line: `3 file(s), 1 table(s), 120 key(s), 4 language(s)`.
///
/// The same counts end `generate` and `lint` runs, so a path that found nothing is visible at a glance.
struct InputSummary: CustomStringConvertible {
  /// How many table files were read.
  var fileCount: Int
  /// The tables they formed (several files, one per language, make one table).
  var tables: [LocalizationTable]

  /// Counts keys per table and languages across tables (a language with several tables counts once).
  var description: String {
    let keys = tables.reduce(0) { $0 + $1.entries.count }
    let languages = Set(tables.flatMap(\.languages)).count
    return "\(fileCount) file(s), \(tables.count) table(s), \(keys) key(s), \(languages) language(s)"
  }
}
