/// One localization key of a `.stringsdict` file with its parsed rule.
package struct StringsDictEntry: Hashable, Sendable {
  /// The localization key (the `<key>` of the root dictionary).
  package var key: String
  /// Where the key's `<key>` element starts.
  package var location: SourceLocation
  /// The format string, width or device rule, with one substitution per plural variable.
  package var value: LocalizedValue
  /// The XML comment (`<!-- … -->`) directly before the key, if any.
  package var comment: String?

  package init(key: String, location: SourceLocation, value: LocalizedValue, comment: String? = nil) {
    self.key = key
    self.location = location
    self.value = value
    self.comment = comment
  }
}

/// What parsing one `.stringsdict` file produced.
package struct StringsDictParseResult: Hashable, Sendable {
  /// The entries that could be read, in file order (duplicates included; the last one wins at run time).
  package var entries: [StringsDictEntry]
  /// Errors and warnings, with locations.
  package var diagnostics: [Diagnostic]

  package init(entries: [StringsDictEntry], diagnostics: [Diagnostic]) {
    self.entries = entries
    self.diagnostics = diagnostics
  }
}
