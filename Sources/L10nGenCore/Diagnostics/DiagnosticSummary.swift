/// Counts of diagnostics by severity and rule, for the line `generate` and `lint` end with.
package struct DiagnosticSummary: Sendable, Hashable {
  /// How many diagnostics each rule reported, per severity.
  package private(set) var counts: [DiagnosticSeverity: [RuleID: Int]] = [:]

  /// Counts `diagnostics`.
  package init(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      counts[diagnostic.severity, default: [:]][diagnostic.rule, default: 0] += 1
    }
  }

  /// The number of diagnostics of `severity`.
  package func total(_ severity: DiagnosticSeverity) -> Int {
    counts[severity]?.values.reduce(0, +) ?? 0
  }

  /// `3 errors (2 syntax-error, 1 invalid-entry)`: the count of `severity` with the rules, most frequent first.
  package func describe(_ severity: DiagnosticSeverity) -> String {
    let total = total(severity)
    let noun = total == 1 ? severity.rawValue : "\(severity.rawValue)s"
    guard let byRule = counts[severity], !byRule.isEmpty else { return "0 \(noun)" }
    let rules = byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.value) \($0.key)" }
    return "\(total) \(noun) (\(rules.joined(separator: ", ")))"
  }
}
