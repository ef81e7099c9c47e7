/// `String(format: NSLocalizedString("k", ...), a, b)` passing a different number of arguments than the key's
/// development value has placeholders: too few read garbage or crash, too many are ignored.
package struct KeyArgumentMismatchRule: ValidationRule {
  /// `key-argument-mismatch`.
  package let identifier = RuleID.keyArgumentMismatch

  package init() {}

  /// The findings for one table: each formatted usage whose argument count differs.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages else { return [] }
    let entries = Dictionary(
      table.definedEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var diagnostics: [Diagnostic] = []
    for usage in index.usages(ofTable: table.name) {
      guard let passed = usage.formatArgumentCount, let key = usage.key.text, let entry = entries[key] else {
        continue
      }
      let parameters = entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters
      let expected = parameters.map(\.position).max() ?? 0
      guard passed != expected else { continue }
      let message =
        "'\(key)' of table '\(table.name)' has \(expected) argument\(expected == 1 ? "" : "s") "
        + "but the call passes \(passed); "
        + (passed < expected
          ? "pass the missing arguments, or a placeholder reads memory that was never passed"
          : "remove the extra arguments or add their placeholders to the value")
      diagnostics.append(
        passed < expected
          ? .error(message, at: usage.location, rule: identifier)
          : .warning(message, at: usage.location, rule: identifier))
    }
    return diagnostics
  }
}
