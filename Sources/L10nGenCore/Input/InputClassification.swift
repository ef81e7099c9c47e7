/// What kind of localization file a path names, which table it belongs to and in which language.
public struct InputClassification: Hashable, Sendable {
  /// The format of a localization file.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `.strings` (old-style property list).
    case strings
    /// `.stringsdict` (XML property list of plural, width and device rules).
    case stringsDict
    /// `.xcstrings` String Catalog (all languages in one file).
    case stringCatalog
  }

  /// The format.
  public var kind: Kind
  /// The table name: the file name without its extension.
  public var table: String
  /// The language from the enclosing `<lang>.lproj` folder; `nil` for catalogs, which hold every language.
  public var language: String?

  /// Creates a classification.
  public init(kind: Kind, table: String, language: String?) {
    self.kind = kind
    self.table = table
    self.language = language
  }
}
