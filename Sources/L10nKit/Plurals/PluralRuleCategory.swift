/// A CLDR plural category, the key of a plural variant in a `.stringsdict` or String Catalog.
package enum PluralRuleCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The `zero` category (also used by Apple for the number 0 in every language).
  case zero
  /// The `one` category.
  case one
  /// The `two` category.
  case two
  /// The `few` category.
  case few
  /// The `many` category.
  case many
  /// The `other` category, required in every plural variable.
  case other

  /// Orders categories the way CLDR tests them: `zero one two few many other`.
  package static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
