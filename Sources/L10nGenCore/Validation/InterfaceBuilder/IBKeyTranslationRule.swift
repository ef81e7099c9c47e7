/// An `lz*` key that a translation of the interface table lacks: the view shows the development text in that
/// language. Reported at the attribute in the storyboard or xib, as `missing-translation` (a warning, for `lint`).
package struct IBKeyTranslationRule: ValidationRule {
  /// `missing-translation`.
  package let identifier = RuleID.missingTranslation

  package init() {}

  /// No finding per table: the keys are checked once, in ``checkProject(in:)``.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] { [] }

  /// One finding per key use that some checked translation lacks, listing those languages. Keys the table does not
  /// define are ``IBKeyRule``'s; keys marked `shouldTranslate: false` are skipped.
  package func checkProject(in context: ValidationContext) -> [Diagnostic] {
    let uses = context.interface.keyUses
    guard !uses.isEmpty, let table = context.tables.first(where: { $0.name == context.interface.keyTable }) else {
      return []
    }
    let languages = context.translationLanguages(of: table)
    guard !languages.isEmpty else { return [] }
    let entries = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    return uses.compactMap { use -> Diagnostic? in
      guard let entry = entries[use.key], entry.shouldTranslate else { return nil }
      let missing = languages.filter { entry.values[$0] == nil }
      guard !missing.isEmpty else { return nil }
      return .warning(
        "'\(use.key)' set as \(use.keyPath) of \(use.objectDescription) has no translation in "
          + "\(missing.joined(separator: ", ")); the view shows the development text there; add it to the "
          + "\(table.name) table of \(missing.count == 1 ? "that language" : "those languages")",
        at: use.location, rule: identifier, language: missing.count == 1 ? missing[0] : nil)
    }
  }
}
