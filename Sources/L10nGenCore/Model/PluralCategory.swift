/// A CLDR plural category, as used in `.stringsdict` and String Catalog plural variations.
package enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  /// CLDR order: zero, one, two, few, many, other.
  package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
