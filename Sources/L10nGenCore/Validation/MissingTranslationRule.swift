/// A key of the development language that a shipped language does not translate (it falls back at run time).
package struct MissingTranslationRule: ValidationRule {
  /// `missing-translation`.
  package let identifier = RuleID.missingTranslation

  package init() {}

  /// The findings for one table: one per key, listing the languages that lack it.
  ///
  /// Skipped: keys marked `shouldTranslate: false`, keys the development language lacks (those are `extra-key` findings;
  /// a String Catalog's key is its own development text), and languages that are no translation (see ``ValidationContext/translationLanguages(of:)``).
  /// Languages whose `.strings` file stops at a syntax error are not checked (``LocalizationTable/partlyReadLanguages``):
  /// the syntax error says that the rest of the file was not read.
  /// The finding is at the development-language key; it carries a language only when exactly one is missing, so a
  /// `lint.languages` filter keeps multi-language findings.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    // An Interface Builder table is checked against its document (``IBTableMissingEntryRule``).
    guard !context.isInterfaceTable(table) else { return [] }
    let languages = context.translationLanguages(of: table)
    guard !languages.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    // Every key of a String Catalog is its own development text, with or without a development value.
    let keyIsText = table.isStringCatalog
    for entry in table.entries
    where entry.shouldTranslate && entry.hasDevelopmentText(in: table.developmentLanguage, keyIsText: keyIsText) {
      // A language whose file stops at a syntax error lacks the keys after it only because they were not read.
      let missing = languages.filter { entry.values[$0] == nil && !table.partlyReadLanguages.contains($0) }
      guard !missing.isEmpty else { continue }
      diagnostics.append(
        .warning(
          "'\(entry.key)' has no translation in \(missing.joined(separator: ", ")); "
            + "add it to the \(table.name) table of \(missing.count == 1 ? "that language" : "those languages")",
          at: entry.location, rule: identifier, language: missing.count == 1 ? missing[0] : nil))
    }
    return diagnostics
  }
}
