/// How many keys of one language (in one table or the whole project) are in each state, and the words left.
///
/// `total` = `translated` + `needsReview` + `sameAsSource` + `missing`: the development-language keys to translate (a plural key counts
/// once; keys marked "Don't translate" and stale keys are not counted). `stale` is counted apart.
package struct TranslationCounts: Hashable, Sendable, Codable {
  /// The keys to translate.
  package var total = 0
  /// Keys with a translation that is neither marked for review nor flagged by a rule.
  package var translated = 0
  /// Keys whose translation is marked `needs_review` (or `stale`) in the catalog, Xcode's mark for a source that
  /// changed since the translation, or that a `lint` rule other than `untranslated-value` flags (a placeholder that
  /// does not fit, an empty value).
  package var needsReview = 0
  /// Keys whose translation is the development text itself (`untranslated-value`) and nothing else: often a copy
  /// left untranslated, sometimes intended (`OK`, a name), so counted apart from both translated and needs review.
  package var sameAsSource = 0
  /// Keys without a translation (or whose catalog state is `new`).
  package var missing = 0
  /// Keys the language has that the development language no longer has, or that the catalog marks `stale`.
  package var stale = 0
  /// The words of the development-language values of the missing and needs-review keys (see ``WordCounter``).
  package var wordsLeft = 0

  package init() {}

  /// The share of ``total`` that is translated, from 0 to 1 (1 when there is nothing to translate).
  package var translatedShare: Double { total == 0 ? 1 : Double(translated) / Double(total) }

  /// Adds `other`'s counts to these.
  package mutating func add(_ other: TranslationCounts) {
    total += other.total
    translated += other.translated
    needsReview += other.needsReview
    sameAsSource += other.sameAsSource
    missing += other.missing
    stale += other.stale
    wordsLeft += other.wordsLeft
  }

  /// The whole percentage of keys translated, rounded down so that 99.6 % never shows as 100 %.
  package var translatedPercent: Int {
    total == 0 ? 100 : translated * 100 / total
  }
}
