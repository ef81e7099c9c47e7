/// One `key = value;` pair of a `.strings` file, with where it is and the comment before it.
public struct StringsFileEntry: Hashable, Sendable {
  /// The key after escape processing.
  public var key: String
  /// The value after escape processing (the key itself for the `"key";` shorthand).
  public var value: String
  /// The text of the comment(s) directly before the entry, without `/* */` or `//`, trimmed.
  public var comment: String?
  /// Where the key starts.
  public var keyLocation: SourceLocation
  /// Where the value starts (the key's location for the shorthand).
  public var valueLocation: SourceLocation

  /// Creates an entry.
  public init(
    key: String, value: String, comment: String?, keyLocation: SourceLocation, valueLocation: SourceLocation
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.keyLocation = keyLocation
    self.valueLocation = valueLocation
  }
}

/// What parsing one `.strings` file produced. When `diagnostics` holds an error, Apple's runtime
/// would treat the whole table as empty; `entries` then holds what was read before the error.
public struct StringsFileParseResult: Hashable, Sendable {
  /// Every entry in file order, duplicates included (the last one wins at run time).
  public var entries: [StringsFileEntry]
  /// Errors and warnings, with locations.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(entries: [StringsFileEntry], diagnostics: [Diagnostic]) {
    self.entries = entries
    self.diagnostics = diagnostics
  }
}
