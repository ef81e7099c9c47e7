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
  /// development language has no value, as for a catalog key written in code), located at that value. A key listed
  /// twice is checked once, at its first entry.
  ///
  /// The entries are read in place (no copy of the table's entries, no set of every key): only the entries with
  /// problems are kept, and only their keys are looked for again.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard context.isSelected(table), !context.isInterfaceTable(table) else { return [] }
    let development = table.developmentLanguage
    // The entries that get an accessor, as `SymbolTable.namedEntries(of:)` selects them.
    let keyIsText = table.isStringCatalog
    func isNamed(_ entry: LocalizationEntry) -> Bool {
      NamingKeys.isNamed(entry, developmentLanguage: development, keyIsText: keyIsText)
    }
    var findings: [(index: Int, key: String, location: SourceLocation, problems: [FormatProblem])] = []
    for (index, entry) in table.entries.enumerated() where isNamed(entry) {
      let value = entry.values[development] ?? .text(entry.key, at: entry.location)
      // A catalog key without a development value is its own text: the analysis has no value to parse, so the key is.
      let problems = entry.format(in: development)?.problems ?? ValueFormat(of: value).problems
      if !problems.isEmpty {
        findings.append((index, entry.key, value.location, problems))
      }
    }
    guard !findings.isEmpty else { return [] }
    var firstIndex: [String: Int?] = Dictionary(findings.map { ($0.key, nil) }, uniquingKeysWith: { first, _ in first })
    for (index, entry) in table.entries.enumerated() where isNamed(entry) {
      if let first = firstIndex[entry.key], first == nil {
        firstIndex[entry.key] = index
      }
    }
    var diagnostics: [Diagnostic] = []
    for finding in findings where firstIndex[finding.key] == finding.index {
      for problem in finding.problems {
        var diagnostic = problem.diagnostic(at: finding.location)
        if diagnostic.severity == .error { diagnostic.severity = .warning }
        diagnostic.message = "'\(finding.key)': \(diagnostic.message)"
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }
}
