/// A `.strings`/`.stringsdict` table with no file in the development language: its keys come from the
/// translations, and code falls back to the keys themselves.
package struct MissingDevelopmentFileRule: ValidationRule {
  /// `missing-development-file`.
  package let identifier = RuleID.missingDevelopmentFile

  package init() {}

  /// One finding at the table's first file, when the development language has none.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    // An Interface Builder table's development text is its Base document.
    guard !table.developmentLanguageHasFile, !context.isInterfaceTable(table), let file = table.sourceFiles.first
    else { return [] }
    return [
      .warning(
        "table '\(table.name)' has no file for the development language '\(table.developmentLanguage)' (languages: "
          + "\(table.languages.joined(separator: ", "))); its keys come from the translations, and code will fall "
          + "back to the keys themselves; add \(table.developmentLanguage).lproj/\(table.name).strings",
        at: SourceLocation(file: file, line: 1, column: 1), rule: identifier)
    ]
  }
}
