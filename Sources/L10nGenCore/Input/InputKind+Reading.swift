package import Foundation

extension InputKind {
  /// Reads a file of this kind with its parser. Never throws: problems become diagnostics. This is each kind's
  /// reader; everything else about a kind is declared in ``InputKind`` itself.
  ///
  /// `.strings` values become plain text nodes located at the value's opening quote, keyed entries located at the key;
  /// `.stringsdict` entries keep their rule trees; a catalog stays whole, since it holds every language and
  /// ``TableBuilder`` splits it. Diagnostics are not yet tagged with a language nor passed through ``SeverityPolicy``:
  /// the development language is only known once every file of the table is read.
  package func read(_ data: Data, path: String) -> TableFileContents {
    switch self {
    case .strings:
      // Each entry becomes the model's as it is read: the reader's entries are never held whole.
      let result = StringsFileReader.read(data, path: path, into: StringsEntryCollector())
      return TableFileContents(
        entries: result.entries.entries, diagnostics: result.diagnostics, keysAreUnique: result.keysAreUnique)
    case .stringsDict:
      let result = StringsDictReader.parse(data, path: path)
      return TableFileContents(
        entries: result.entries.map { .init(key: $0.key, value: $0.value, comment: $0.comment, location: $0.location) },
        diagnostics: result.diagnostics)
    case .stringCatalog:
      let result = StringCatalogReader.parse(data, path: path)
      return TableFileContents(catalog: result.catalog, diagnostics: result.diagnostics)
    }
  }
}

extension InputKind {
  /// Reads a `.strings` file of `language` straight into the model's entries, each with its one value under
  /// `language` and room for `languageCount` languages, for the table's development language: its entries then
  /// become the table's without a second copy (``TableBuilder``). `nil` for the other kinds. The contents hold the
  /// diagnostics and whether a key repeats; their `entries` stay empty.
  func readModelEntries(_ data: Data, path: String, language: String, languageCount: Int) -> (
    entries: [LocalizationEntry], contents: TableFileContents
  )? {
    guard self == .strings else { return nil }
    let result = StringsFileReader.read(
      data, path: path, into: LocalizationEntryCollector(language: language, languageCount: languageCount))
    return (
      result.entries.entries,
      TableFileContents(diagnostics: result.diagnostics, keysAreUnique: result.keysAreUnique)
    )
  }
}

/// Turns each `.strings` entry the reader hands over into a ``LocalizationEntry`` of one language: the same value and
/// locations as ``StringsEntryCollector`` gives, in the model's form.
private struct LocalizationEntryCollector: StringsEntrySink {
  /// The language of the file.
  let language: String
  /// How many languages the table has: each entry's values get room for them.
  let languageCount: Int
  /// The entries so far, in file order.
  var entries: [LocalizationEntry] = []

  init(language: String, languageCount: Int) {
    self.language = language
    self.languageCount = languageCount
  }

  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  mutating func append(_ entry: StringsFileEntry) {
    var values = LanguageMap<LocalizedValue>()
    values.reserveCapacity(languageCount)
    values.appendNew(language, .text(entry.value, at: entry.valueLocation))
    entries.append(
      LocalizationEntry(key: entry.key, comment: entry.comment, values: values, location: entry.keyLocation))
  }
}

/// Turns each `.strings` entry the reader hands over into a ``TableFileContents/Entry``: a plain text value located at
/// the value, the entry located at its key.
private struct StringsEntryCollector: StringsEntrySink {
  /// The entries so far, in file order.
  var entries: [TableFileContents.Entry] = []

  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  mutating func append(_ entry: StringsFileEntry) {
    entries.append(
      TableFileContents.Entry(
        key: entry.key, value: .text(entry.value, at: entry.valueLocation), comment: entry.comment,
        location: entry.keyLocation))
  }
}
