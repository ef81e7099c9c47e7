/// One localization key of a `.stringsdict` file with its parsed rule.
public struct StringsDictEntry: Hashable, Sendable {
  /// The localization key (the `<key>` of the root dictionary).
  public var key: String
  /// Where the key's `<key>` element starts.
  public var location: SourceLocation
  /// The format string, width or device rule, with one substitution per plural variable.
  public var value: LocalizedValue
  /// The XML comment (`<!-- … -->`) directly before the key, if any.
  public var comment: String?

  /// Creates an entry.
  public init(key: String, location: SourceLocation, value: LocalizedValue, comment: String? = nil) {
    self.key = key
    self.location = location
    self.value = value
    self.comment = comment
  }
}

/// What parsing one `.stringsdict` file produced.
public struct StringsDictParseResult: Hashable, Sendable {
  /// The entries that could be read, in file order (duplicates included; the last one wins at run time).
  public var entries: [StringsDictEntry]
  /// Errors and warnings, with locations.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(entries: [StringsDictEntry], diagnostics: [Diagnostic]) {
    self.entries = entries
    self.diagnostics = diagnostics
  }
}
