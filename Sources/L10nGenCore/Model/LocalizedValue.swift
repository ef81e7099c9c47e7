/// The value of one key in one language, from any input format.
public struct LocalizedValue: Hashable, Sendable {
  /// The main string or its variations. For a stringsdict format entry, the
  /// `NSStringLocalizedFormatKey` text.
  public var root: VariantNode
  /// The variables (`%#@name@`) the root and its variants refer to, in source order.
  public var substitutions: [Substitution]
  /// Where the value starts in its file.
  public var location: SourceLocation
  /// The catalog's translation state (`translated`, `needs_review`, `new`...), when known.
  public var state: String?

  /// Creates a value.
  public init(
    root: VariantNode, substitutions: [Substitution] = [], location: SourceLocation, state: String? = nil
  ) {
    self.root = root
    self.substitutions = substitutions
    self.location = location
    self.state = state
  }

  /// A plain string value.
  public static func text(_ text: String, at location: SourceLocation) -> LocalizedValue {
    LocalizedValue(root: .text(text, location), location: location)
  }

  /// The string itself when the value is plain text without substitutions.
  public var plainText: String? {
    guard substitutions.isEmpty, case let .text(text, _) = root else { return nil }
    return text
  }

  /// Whether the value has variations or substitutions (plural, device, width).
  public var isVariable: Bool { plainText == nil }
}
