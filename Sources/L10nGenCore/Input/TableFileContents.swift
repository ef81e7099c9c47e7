/// What reading one table file gives, whatever its ``InputKind``: one language's entries, or a whole catalog.
///
/// A reader's result before any cross-file decision: ``TableBuilder`` merges the contents of a table's files, picks the
/// development language and only then applies ``SeverityPolicy`` to these diagnostics.
package struct TableFileContents: Hashable, Sendable {
  /// One key of a one-language file, in file order.
  package struct Entry: Hashable, Sendable {
    /// The localization key.
    package var key: String
    /// The value: plain text for a `.strings` entry, rules for a `.stringsdict` entry.
    package var value: LocalizedValue
    /// The translator comment written before the entry.
    package var comment: String?
    /// Where the key is written.
    package var location: SourceLocation

    package init(key: String, value: LocalizedValue, comment: String?, location: SourceLocation) {
      self.key = key
      self.value = value
      self.comment = comment
      self.location = location
    }
  }

  /// The entries of a file that holds one language (``InputKind/Contribution/plainValues`` or
  /// ``InputKind/Contribution/variableValues``), in file order with duplicates; empty for a catalog.
  package var entries: [Entry]
  /// The catalog of a file that holds every language (``InputKind/Contribution/allLanguages``); `nil` otherwise, or
  /// when the file is no catalog at all.
  package var catalog: StringCatalog?
  /// Errors and warnings, with locations.
  package var diagnostics: [Diagnostic]
  /// Whether the reader knows that no key of `entries` is there twice (`false` when it does not know).
  package var keysAreUnique: Bool

  package init(
    entries: [Entry] = [], catalog: StringCatalog? = nil, diagnostics: [Diagnostic], keysAreUnique: Bool = false
  ) {
    self.entries = entries
    self.catalog = catalog
    self.diagnostics = diagnostics
    self.keysAreUnique = keysAreUnique
  }
}
