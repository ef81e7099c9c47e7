/// A variable referenced as `%#@name@` (stringsdict) or a catalog substitution: one argument whose
/// value selects a plural variant.
package struct Substitution: Hashable, Sendable {
  /// The variable name, as written between `%#@` and `@`.
  package var name: String
  /// The 1-based argument it consumes when given explicitly (`argNum`); otherwise the position of
  /// its `%#@name@` reference decides.
  package var argumentNumber: Int?
  /// The printf conversion of the number without `%` (`ld`, `lld`, `d`, `f`...).
  package var formatSpecifier: String
  /// The variants, normally `.plural`.
  package var variants: VariantNode
  /// Where the variable is defined.
  package var location: SourceLocation

  package init(
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
