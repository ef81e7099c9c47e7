package import Foundation

/// Reads String Catalogs (`.xcstrings`, Xcode 15+) of any version, keeping the source location of every key and
/// value. Docs/Formats.md §3.
package enum StringCatalogReader {
  /// Parses the bytes of an `.xcstrings` file. Never throws: problems become diagnostics.
  ///
  /// Two stages: ``JSONValueReader`` builds a located JSON tree (stopping at the first syntax error, reported as
  /// `syntax-error` with its line and column), then ``StringCatalogReadingContext`` interprets it, reporting every
  /// problem it finds rather than the first.
  package static func parse(_ data: Data, path: String) -> StringCatalogParseResult {
    let root: JSONNode
    switch JSONValueReader.parse(data, path: path) {
    case let .success(node): root = node
    case let .failure(error):
      return StringCatalogParseResult(
        catalog: nil, diagnostics: [.error("invalid JSON: \(error.message)", at: error.location, rule: .syntaxError)])
    }
    var context = StringCatalogReadingContext()
    let catalog = context.readCatalog(root)
    return StringCatalogParseResult(catalog: catalog, diagnostics: context.diagnostics)
  }
}
