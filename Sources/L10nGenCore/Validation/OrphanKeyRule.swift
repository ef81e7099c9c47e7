/// A key that a translation defines but the development language does not: no API is generated for it,
/// and code cannot reach it through the generated enum.
public struct OrphanKeyRule: ValidationRule {
  /// The rule's identifier in reports.
  public let identifier = "orphan-key"

  /// Creates the rule.
  public init() {}

  /// The findings for one table.
  public func check(_ table: LocalizationTable) -> [Diagnostic] {
    table.entries.filter { $0.values[table.developmentLanguage] == nil && !$0.values.isEmpty }.flatMap { entry in
      entry.values.keys.sorted().map { language in
        Diagnostic.warning(
          "'\(entry.key)' is only in \(language), not in the development language \(table.developmentLanguage); "
            + "add it to \(table.developmentLanguage) or remove it",
          at: entry.values[language]!.location)
      }
    }
  }
}
