import L10nGenCore

/// What a run read, for its summary line: `3 file(s), 1 table(s), 120 key(s), 4 language(s)`.
struct InputSummary: CustomStringConvertible {
  var files: [InputFile]
  var tables: [LocalizationTable]

  var description: String {
    let keys = tables.reduce(0) { $0 + $1.entries.count }
    let languages = Set(tables.flatMap(\.languages)).count
    return "\(files.count) file(s), \(tables.count) table(s), \(keys) key(s), \(languages) language(s)"
  }
}
