/// The value of one key in one language, from any input format.
package struct LocalizedValue: Hashable, Sendable {
  /// The main string or its variations. For a stringsdict format entry, the
  /// `NSStringLocalizedFormatKey` text.
  package var root: VariantNode
  /// The variables (`%#@name@`) the root and its variants refer to, in source order.
  package var substitutions: [Substitution]
  /// Where the value starts in its file.
  package var location: SourceLocation
  /// The catalog's translation state (`translated`, `needs_review`, `new`...), when known.
  package var state: String?

  package init(
    root: VariantNode, substitutions: [Substitution] = [], location: SourceLocation, state: String? = nil
  ) {
    self.root = root
    self.substitutions = substitutions
    self.location = location
    self.state = state
  }

  /// A plain string value.
  package static func text(_ text: String, at location: SourceLocation) -> LocalizedValue {
    LocalizedValue(root: .text(text, location), location: location)
  }

  /// The string itself when the value is plain text without substitutions.
  package var plainText: String? {
    guard substitutions.isEmpty, case let .text(text, _) = root else { return nil }
    return text
  }

  /// Whether the value has variations or substitutions (plural, device, width).
  package var isVariable: Bool { plainText == nil }
}
