/// What reading one table file gives, whatever its ``InputKind``: one language's entries, or a whole catalog.
///
/// A reader's result before any cross-file decision: ``TableBuilder`` merges the contents of a table's files, picks the
/// development language and only then applies ``SeverityPolicy`` to these diagnostics.
public struct TableFileContents: Hashable, Sendable {
  /// One key of a one-language file, in file order.
  public struct Entry: Hashable, Sendable {
    /// The localization key.
    public var key: String
    /// The value: plain text for a `.strings` entry, rules for a `.stringsdict` entry.
    public var value: LocalizedValue
    /// The translator comment written before the entry.
    public var comment: String?
    /// Where the key is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(key: String, value: LocalizedValue, comment: String?, location: SourceLocation) {
      self.key = key
      self.value = value
      self.comment = comment
      self.location = location
    }
  }

  /// The entries of a file that holds one language (``InputKind/Contribution/plainValues`` or
  /// ``InputKind/Contribution/variableValues``), in file order with duplicates; empty for a catalog.
  public var entries: [Entry]
  /// The catalog of a file that holds every language (``InputKind/Contribution/allLanguages``); `nil` otherwise, or
  /// when the file is no catalog at all.
  public var catalog: StringCatalog?
  /// Errors and warnings, with locations.
  public var diagnostics: [Diagnostic]

  /// Creates contents.
  public init(entries: [Entry] = [], catalog: StringCatalog? = nil, diagnostics: [Diagnostic]) {
    self.entries = entries
    self.catalog = catalog
    self.diagnostics = diagnostics
  }
}
