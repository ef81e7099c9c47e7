/// The development value of every key that gets an accessor must be a well-formed format string: a broken
/// specifier there (`%k`, `%2$@` alone, `%#@missing@`) changes the generated API or what every language prints.
///
/// Each finding carries its problem's own rule (`invalid-specifier`, `position-hole`, `undefined-variable`, ...),
/// the same identifiers translations' problems carry under ``PlaceholderConsistencyRule``; ``identifier`` names the
/// family by its most common member. Findings are warnings, since the accessor is still generated from what could
/// be read (`--strict` turns them into errors), and their message starts with the key. Only the tables the
/// configuration's `tables` selects are checked, as only those are generated.
package struct DevelopmentFormatRule: ValidationRule {
  /// `invalid-specifier`, the family's most common member.
  package let identifier = RuleID.invalidSpecifier

  package init() {}

  /// The findings for one table: every problem of each named key's development value (of the key itself when the
  /// development language has no value, as for a catalog key written in code), located at that value.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard context.isSelected(table), !context.isInterfaceTable(table) else { return [] }
    let development = table.developmentLanguage
    var diagnostics: [Diagnostic] = []
    var seenKeys: Set<String> = []
    for entry in SymbolTable.namedEntries(of: table) where seenKeys.insert(entry.key).inserted {
      let value = entry.values[development] ?? .text(entry.key, at: entry.location)
      let problems = entry.format(in: development)?.problems ?? ValueFormat(of: value).problems
      for problem in problems {
        var diagnostic = problem.diagnostic(at: value.location)
        if diagnostic.severity == .error { diagnostic.severity = .warning }
        diagnostic.message = "'\(entry.key)': \(diagnostic.message)"
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }
}
