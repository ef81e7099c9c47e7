/// How `Localizer.pseudoLocalization` (and `l10n-gen pseudo`) transform looked-up strings, so that layout problems
/// show before any translation exists: long languages (`.accented(expansion:)`) and right-to-left ones
/// (`.rightToLeft`), or both at once (`[.accented(expansion: 0.4), .rightToLeft]`).
///
/// Format specifiers (`%@`, `%1$lld`, `%%`), `%#@variable@` references and `%arg` stay byte for byte as they are,
/// so arguments, plural selection and the generated API are unchanged: `"%lld files"` becomes
/// `"[%lld ƒîļéš ö]"` with `.accented(expansion: 0.4)`.
public struct PseudoLocalization: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// Whether ASCII letters are replaced by accented look-alikes (`Settings` → `Šéţţîñĝš`), the text is padded by
  /// `expansion` and wrapped in `[` `]`, so that truncation and clipping show.
  package var isAccented: Bool
  /// How much longer the text gets, as a fraction of its letters (0.4: 40% longer, about German's expansion).
  package var expansion: Double
  /// Whether the text is reversed (between placeholders) and wrapped in right-to-left marks, so that it lays out
  /// as a right-to-left language does.
  package var isRightToLeft: Bool

  /// No transformation.
  public static let off = PseudoLocalization(isAccented: false, expansion: 0, isRightToLeft: false)

  /// Right-to-left text: reversed between placeholders and wrapped in right-to-left marks (U+200F).
  public static let rightToLeft = PseudoLocalization(isAccented: false, expansion: 0, isRightToLeft: true)

  /// Accented letters, padding by `expansion` (a fraction of the letters; 0.4 by default) and `[` `]` brackets.
  public static func accented(expansion: Double = 0.4) -> PseudoLocalization {
    PseudoLocalization(isAccented: true, expansion: max(0, expansion), isRightToLeft: false)
  }

  /// A transformation with these parts.
  package init(isAccented: Bool, expansion: Double, isRightToLeft: Bool) {
    self.isAccented = isAccented
    self.expansion = expansion
    self.isRightToLeft = isRightToLeft
  }

  /// The union of the transformations listed: `[.accented(expansion: 0.4), .rightToLeft]`.
  public init(arrayLiteral elements: PseudoLocalization...) {
    self = elements.reduce(.off) { $0.union($1) }
  }

  /// Both transformations; the larger expansion wins.
  package func union(_ other: PseudoLocalization) -> PseudoLocalization {
    PseudoLocalization(
      isAccented: isAccented || other.isAccented, expansion: max(expansion, other.expansion),
      isRightToLeft: isRightToLeft || other.isRightToLeft)
  }

  /// Whether the transformation changes anything.
  package var isEnabled: Bool { isAccented || isRightToLeft }

  /// The pseudo-localized form of a whole string (a `.strings` value, a format key, a catalog value).
  ///
  /// - Parameter readsSubstitutionArgument: whether `%arg` is a placeholder (String Catalog substitution variants).
  package func transform(_ text: String, readsSubstitutionArgument: Bool = false) -> String {
    PseudoTextTransformer(settings: self).transform(
      text, isWholeString: true, readsSubstitutionArgument: readsSubstitutionArgument)
  }

  /// The pseudo-localized form of a plural or substitution variant (`"%ld files"` of a `.stringsdict` variable):
  /// accented and padded like a whole string, but not bracketed or wrapped, since the variant sits inside the
  /// format string that is.
  package func transformVariant(_ text: String, readsSubstitutionArgument: Bool = false) -> String {
    PseudoTextTransformer(settings: self).transform(
      text, isWholeString: false, readsSubstitutionArgument: readsSubstitutionArgument)
  }

  /// Undoes the letter accents (not the padding): the inverse of the accent map, for checks and tests.
  package static func removingAccents(from text: String) -> String {
    PseudoTextTransformer.removingAccents(from: text)
  }
}
