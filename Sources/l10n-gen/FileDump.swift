import L10nGenCore

/// The JSON document `l10n-gen dump` prints.
struct FileDump: Encodable {
  struct Entry: Encodable {
    var key: String
    var value: String
    var comment: String?
    var line: Int
    var column: Int
    /// The full value with its variants and substitutions (stringsdict, catalog).
    var variants: LocalizedValue?
    /// Language → value (catalogs).
    var localizations: [String: LocalizedValue]?
    var extractionState: String?
    var shouldTranslate: Bool?

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

    enum CodingKeys: String, CodingKey {
      case key, value, comment, line, column, variants, localizations, extractionState, shouldTranslate
    }
  }

  var format: String
  var entries: [Entry]
  var diagnostics: [String]
  var sourceLanguage: String?
  var diagnosticValues: [Diagnostic]

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
          line: entry.location.line, column: entry.location.column, localizations: entry.values,
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

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(entries, forKey: .entries)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encodeIfPresent(sourceLanguage, forKey: .sourceLanguage)
  }
}
