public import Foundation

/// Reads String Catalogs (`.xcstrings`, Xcode 15+) of any version, keeping the source location of every key and
/// value. `FORMATS.md` §3.
public enum StringCatalogParser {
  /// Parses the bytes of an `.xcstrings` file. Never throws: problems become diagnostics.
  public static func parse(_ data: Data, path: String) -> StringCatalogParseResult {
    let root: JSONNode
    switch JSONValueParser.parse(data, path: path) {
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
