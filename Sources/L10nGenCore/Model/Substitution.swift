/// A variable referenced as `%#@name@` (stringsdict) or a catalog substitution: one argument whose
/// value selects a plural variant.
public struct Substitution: Hashable, Sendable {
  /// The variable name, as written between `%#@` and `@`.
  public var name: String
  /// The 1-based argument it consumes when given explicitly (`argNum`); otherwise the position of
  /// its `%#@name@` reference decides.
  public var argumentNumber: Int?
  /// The printf conversion of the number without `%` (`ld`, `lld`, `d`, `f`...).
  public var formatSpecifier: String
  /// The variants, normally `.plural`.
  public var variants: VariantNode
  /// Where the variable is defined.
  public var location: SourceLocation

  /// Creates a substitution.
  public init(
    name: String, argumentNumber: Int? = nil, formatSpecifier: String, variants: VariantNode,
    location: SourceLocation
  ) {
    self.name = name
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.variants = variants
    self.location = location
  }
}
