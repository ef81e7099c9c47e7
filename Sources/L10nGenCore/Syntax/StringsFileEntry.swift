/// One `key = value;` pair of a `.strings` file, with where it is and the comment before it.
package struct StringsFileEntry: Hashable, Sendable {
  /// The key after escape processing.
  package var key: String
  /// The value after escape processing (the key itself for the `"key";` shorthand).
  package var value: String
  /// The text of the comment(s) directly before the entry, without `/* */` or `//`, trimmed.
  package var comment: String?
  /// Where the key starts.
  package var keyLocation: SourceLocation
  /// Where the value starts (the key's location for the shorthand).
  package var valueLocation: SourceLocation

  package init(
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
package struct StringsFileParseResult: Hashable, Sendable {
  /// Every entry in file order, duplicates included (the last one wins at run time).
  package var entries: [StringsFileEntry]
  /// Errors and warnings, with locations.
  package var diagnostics: [Diagnostic]
  /// Whether no key of `entries` is there twice, as the reader knows from its duplicate-key check (`false` when
  /// unknown), so that ``TableBuilder`` can take the entries as they are instead of merging them by key.
  package var keysAreUnique: Bool

  package init(entries: [StringsFileEntry], diagnostics: [Diagnostic], keysAreUnique: Bool = false) {
    self.entries = entries
    self.diagnostics = diagnostics
    self.keysAreUnique = keysAreUnique
  }
}
