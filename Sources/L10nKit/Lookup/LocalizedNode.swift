/// A value loaded from a table: plain text, or a `.stringsdict` / String Catalog entry with variants.
///
/// `package`, with ``PluralVariable``, so that `ReaderAgreementTests` can compare the loaded tables with the
/// generator's model; not public API.
package indirect enum LocalizedNode: Sendable {
  /// A `.strings` value.
  case text(String)
  /// A format entry: `NSStringLocalizedFormatKey` and its plural variables.
  case format(String, variables: [String: PluralVariable])
  /// `NSStringDeviceSpecificRuleType`: variants keyed by device (`iphone`, `mac`, ..., `other`).
  case device([String: LocalizedNode])
  /// `NSStringVariableWidthRuleType`: variants keyed by presentation width, sorted by width.
  case width([(width: Int, node: LocalizedNode)])
  /// A String Catalog plural variation of the whole string: the variant for the plural category of the argument
  /// at the 1-based `argument` position.
  case plural(argument: Int, variants: [PluralRuleCategory: LocalizedNode])
}

/// One plural variable of a format entry (`NSStringPluralRuleType`) or catalog substitution.
package struct PluralVariable: Sendable {
  /// The variant text per category.
  package var variants: [PluralRuleCategory: String]
  /// `NSStringFormatValueTypeKey` / `formatSpecifier` (`d`, `ld`, `lf`, ...).
  package var valueType: String
  /// A String Catalog substitution's `argNum`, which wins over the reference's own position.
  package var argumentNumber: Int?
}
