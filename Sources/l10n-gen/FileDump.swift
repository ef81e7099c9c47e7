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

  init(strings result: StringsFileParseResult) {
    format = "strings"
    entries = result.entries.map {
      Entry(key: $0.key, value: $0.value, comment: $0.comment, line: $0.keyLocation.line, column: $0.keyLocation.column)
    }
    diagnosticValues = result.diagnostics.sortedForOutput()
    diagnostics = diagnosticValues.map(\.description)
  }

  init(stringsDict result: StringsDictParseResult) {
    format = "stringsdict"
    entries = result.entries.map {
      Entry(
        key: $0.key, value: $0.value.root.representativeText ?? "", comment: $0.comment, line: $0.location.line,
        column: $0.location.column, variants: $0.value)
    }
    diagnosticValues = result.diagnostics.sortedForOutput()
    diagnostics = diagnosticValues.map(\.description)
  }

  init(catalog result: StringCatalogParseResult) {
    format = "xcstrings"
    sourceLanguage = result.catalog?.sourceLanguage
    entries = (result.catalog?.entries ?? []).map { entry in
      let source = result.catalog.flatMap { entry.values[$0.sourceLanguage] }
      return Entry(
        key: entry.key, value: source?.root.representativeText ?? entry.key, comment: entry.comment,
        line: entry.location.line, column: entry.location.column, localizations: entry.values,
        extractionState: entry.extractionState?.rawValue, shouldTranslate: entry.shouldTranslate)
    }
    diagnosticValues = result.diagnostics.sortedForOutput()
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
