import L10nGenCommandLine
import L10nGenCore

/// The JSON document `l10n-gen dump` prints.
struct FileDump: Encodable {
  /// One key of the file, in file order. `variants`, `localizations`, `extractionState` and `shouldTranslate` are left
  /// out of the JSON when absent, so a `.strings` dump stays small.
  struct Entry: Encodable {
    /// The key as written in the file.
    var key: String
    /// The value's text; for a value with variants, its representative text (the `other` branch, else the first;
    /// the widest width variant).
    var value: String
    /// The comment before the entry, or the catalog's `comment`.
    var comment: String?
    /// The 1-based line of the key.
    var line: Int
    /// The 1-based column of the key.
    var column: Int
    /// The full value with its variants and substitutions (stringsdict, catalog).
    var variants: LocalizedValue?
    /// Language → value (catalogs).
    var localizations: [String: LocalizedValue]?
    /// The catalog's `extractionState` (`manual`, `stale`...).
    var extractionState: String?
    /// The catalog's `shouldTranslate`; `false` marks keys translators must leave alone.
    var shouldTranslate: Bool?

    /// Encodes `comment` as `null` when absent (so every entry has the same keys), the optional details not at all.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .key)
      try container.encode(value, forKey: .value)
      try container.encode(comment, forKey: .comment)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encodeIfPresent(variants, forKey: .variants)
      try container.encodeIfPresent(localizations, forKey: .localizations)
      try container.encodeIfPresent(extractionState, forKey: .extractionState)
      try container.encodeIfPresent(shouldTranslate, forKey: .shouldTranslate)
    }

    /// The entry's JSON keys.
    enum CodingKeys: String, CodingKey {
      case key, value, comment, line, column, variants, localizations, extractionState, shouldTranslate
    }
  }

  /// The file's extension without the dot: `strings`, `stringsdict` or `xcstrings`.
  var format: String
  /// Every entry, duplicates included, in file order.
  var entries: [Entry]
  /// The file's diagnostics as their one-line descriptions, sorted.
  var diagnostics: [String]
  /// The catalog's `sourceLanguage`; absent for the other kinds.
  var sourceLanguage: String?
  /// The same diagnostics as values, for the exit code and stderr; not encoded.
  var diagnosticValues: [Diagnostic]

  /// The document's JSON keys (``diagnosticValues`` is not one).
  enum CodingKeys: String, CodingKey {
    case format, entries, diagnostics, sourceLanguage
  }

  /// The dump of a file of `kind`: its entries with their variants (stringsdict) or every localization (catalog).
  init(kind: InputKind, contents: TableFileContents) {
    format = kind.fileExtension
    if let catalog = contents.catalog {
      sourceLanguage = catalog.sourceLanguage
      entries = catalog.entries.map { entry in
        let source = entry.values[catalog.sourceLanguage]
        return Entry(
          key: entry.key, value: source?.root.representativeText ?? entry.key, comment: entry.comment,
          line: entry.location.line, column: entry.location.column, localizations: entry.values.dictionary,
          extractionState: entry.extractionState?.rawValue, shouldTranslate: entry.shouldTranslate)
      }
    } else {
      let showsVariants = kind.contribution == .variableValues
      entries = contents.entries.map {
        Entry(
          key: $0.key, value: $0.value.root.representativeText ?? "", comment: $0.comment, line: $0.location.line,
          column: $0.location.column, variants: showsVariants ? $0.value : nil)
      }
    }
    diagnosticValues = contents.diagnostics.sortedForOutput()
    diagnostics = diagnosticValues.map(\.description)
  }

  /// Encodes the document, leaving out `sourceLanguage` unless the file is a catalog.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(entries, forKey: .entries)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encodeIfPresent(sourceLanguage, forKey: .sourceLanguage)
  }
}
