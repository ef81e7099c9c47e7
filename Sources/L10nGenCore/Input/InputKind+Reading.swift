public import Foundation

extension InputKind {
  /// Reads a file of this kind with its parser. Never throws: problems become diagnostics. This is each kind's
  /// reader; everything else about a kind is declared in ``InputKind`` itself.
  public func read(_ data: Data, path: String) -> TableFileContents {
    switch self {
    case .strings:
      let result = StringsFileParser.parse(data, path: path)
      return TableFileContents(
        entries: result.entries.map {
          .init(
            key: $0.key, value: .text($0.value, at: $0.valueLocation), comment: $0.comment, location: $0.keyLocation)
        }, diagnostics: result.diagnostics)
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
