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
      let result = StringsFileParser.read(data, path: path, into: StringsEntryCollector())
      return TableFileContents(
        entries: result.entries.entries, diagnostics: result.diagnostics, keysAreUnique: result.keysAreUnique)
    case .stringsDict:
      let result = StringsDictParser.parse(data, path: path)
      return TableFileContents(
        entries: result.entries.map { .init(key: $0.key, value: $0.value, comment: $0.comment, location: $0.location) },
        diagnostics: result.diagnostics)
    case .stringCatalog:
      let result = StringCatalogParser.parse(data, path: path)
      return TableFileContents(catalog: result.catalog, diagnostics: result.diagnostics)
    }
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
