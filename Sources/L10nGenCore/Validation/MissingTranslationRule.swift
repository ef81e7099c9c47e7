/// A key of the development language that a shipped language does not translate (it falls back at run time).
public struct MissingTranslationRule: ValidationRule {
  /// The rule's identifier in reports.
  public let identifier = "missing-translation"

  /// Creates the rule.
  public init() {}

  /// The findings for one table.
  public func check(_ table: LocalizationTable) -> [Diagnostic] {
    let languages = table.languages.filter { $0 != table.developmentLanguage && $0 != "Base" }
    guard !languages.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for entry in table.entries where entry.shouldTranslate && entry.values[table.developmentLanguage] != nil {
      let missing = languages.filter { entry.values[$0] == nil }
      guard !missing.isEmpty else { continue }
      diagnostics.append(
        .warning(
          "'\(entry.key)' has no translation in \(missing.joined(separator: ", ")); "
            + "add it to the \(table.name) table of \(missing.count == 1 ? "that language" : "those languages")",
          at: entry.location))
    }
    return diagnostics
  }
}
