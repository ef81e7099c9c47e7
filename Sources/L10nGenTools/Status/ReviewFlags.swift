internal import L10nGenCore

/// Which `lint` rules flag which key in which language: a finding with a language counts for the value of that
/// language it points into (the value that starts last at or before the finding, in the finding's file).
///
/// `missing-translation` and `extra-key` are left out: they are the *missing* and *stale* counts themselves.
struct ReviewFlags {
  /// The value of one key in one language, by where it starts.
  private struct ValueStart {
    var location: SourceLocation
    var table: String
    var key: String
    var language: String
  }

  /// Rule ids by table, key and language.
  private var rules: [String: [String: [String: [String]]]] = [:]

  /// The flags `diagnostics` raise on the values of `tables`.
  init(tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    let relevant = diagnostics.filter {
      $0.language != nil && $0.location != nil && $0.rule != .missingTranslation && $0.rule != .extraKey
    }
    guard !relevant.isEmpty else { return }
    var starts: [String: [ValueStart]] = [:]
    for table in tables {
      for entry in table.entries {
        for (language, value) in entry.values {
          starts[value.location.file, default: []].append(
            ValueStart(location: value.location, table: table.name, key: entry.key, language: language))
        }
      }
    }
    for file in starts.keys { starts[file]!.sort { $0.location < $1.location } }
    for diagnostic in relevant {
      guard let location = diagnostic.location, let language = diagnostic.language,
        let candidates = starts[location.file]
      else { continue }
      // The last value starting at or before the finding.
      var low = 0
      var high = candidates.count
      while low < high {
        let middle = (low + high) / 2
        if candidates[middle].location <= location { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { continue }
      let start = candidates[low - 1]
      guard LanguageCode.matches(start.language, language) else { continue }
      var found = rules[start.table, default: [:]][start.key, default: [:]][start.language, default: []]
      if !found.contains(diagnostic.rule.rawValue) { found.append(diagnostic.rule.rawValue) }
      rules[start.table, default: [:]][start.key, default: [:]][start.language] = found
    }
  }

  /// The rule ids that flag `key` of `table` in `language`, in the order found.
  func rules(table: String, key: String, language: String) -> [String] {
    rules[table]?[key]?[language] ?? []
  }
}
