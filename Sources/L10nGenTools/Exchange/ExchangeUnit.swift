package import L10nGenCore
/// One translation unit of an exchange file (an XLIFF `<trans-unit>`, a CSV row): the text of one key, or of one
/// variant of a key, in the development language and in one target language.
package struct ExchangeUnit: Hashable, Sendable {
  /// Xcode's id: the key (`.strings`, catalog text), `key|==|plural.one` (catalog variant),
  /// `/key:dict/var:dict/one:dict/:string` (`.stringsdict`) or `ObjectID.property` (storyboard, xib).
  package var id: String
  /// The development-language text.
  package var source: String
  /// The translation; `nil` when there is none (no `<target>`).
  package var target: String?
  /// The XLIFF state of the target (`translated`, `new`, `needs-review-l10n`); `nil` when the table keeps no state.
  package var state: String?
  /// The comment for translators; `nil` writes `<note/>`.
  package var note: String?
  /// Whether the unit is to be translated (`false` writes `translate="no"`).
  package var translate: Bool
  /// Where the unit was read (its `<trans-unit>` or CSV row), for diagnostics on import.
  package var location: SourceLocation?
  /// Where the target text was read.
  package var targetLocation: SourceLocation?

  package init(
    id: String, source: String, target: String? = nil, state: String? = nil, note: String? = nil,
    translate: Bool = true, location: SourceLocation? = nil, targetLocation: SourceLocation? = nil
  ) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
    self.note = note
    self.translate = translate
    self.location = location
    self.targetLocation = targetLocation
  }
}
