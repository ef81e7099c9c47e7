/// A key that translations have but the development language does not: the generated API gets it from the
/// translations and code falls back to the key itself in the development language (`.strings`/`.stringsdict`
/// tables; a catalog key is its own development text).
package struct ExtraKeyRule: ValidationRule {
  /// `extra-key`.
  package let identifier = RuleID.extraKey

  package init() {}

  /// The findings for one table: one per key, listing the languages that have it.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard !table.isStringCatalog, table.developmentLanguageHasFile, !context.isInterfaceTable(table) else { return [] }
    return table.entries.compactMap { entry -> Diagnostic? in
      guard entry.values[table.developmentLanguage] == nil else { return nil }
      let languages = entry.values.keys.sorted()
      guard languages.contains(where: context.filter.checks(language:)) else { return nil }
      return .warning(
        "key '\(entry.key)' of table '\(table.name)' is translated in \(languages.joined(separator: ", ")) but "
          + "missing from the development language '\(table.developmentLanguage)'; add it there or remove the "
          + "translations", at: entry.location, rule: identifier, language: languages.count == 1 ? languages[0] : nil)
    }
  }
}
