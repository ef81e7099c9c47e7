/// Every translation must take the development language's arguments with the same types at the same
/// positions: a `%d` where the code passes a string garbles or crashes at run time. Also reports broken
/// specifiers inside translations (`% @`, `%k`), each under its own rule.
///
/// Findings concern translations, so ``SeverityPolicy`` makes them warnings: L10nKit checks arguments before
/// formatting and falls back to the next language for that entry.
public struct PlaceholderConsistencyRule: ValidationRule {
  /// `placeholder-mismatch`.
  public let identifier = RuleID.placeholderMismatch

  /// Creates the rule.
  public init() {}

  /// The findings for one table.
  public func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let development = table.developmentLanguage
    for entry in table.entries {
      guard entry.values.count > 1, let developmentValue = entry.values[development] else { continue }
      let expected = ParameterUnifier.parameters(for: developmentValue).parameters
      for language in entry.values.keys.sorted()
      where !LanguageCode.matches(language, development) && context.filter.checks(language: language) {
        let value = entry.values[language]!
        let (actual, problems) = ParameterUnifier.parameters(for: value)
        for problem in problems where problem.severity != .note {
          diagnostics.append(
            Diagnostic(
              problem.severity, "\(describe(entry.key, language)): \(problem.message)", at: value.location,
              rule: problem.rule, language: language))
        }
        for mismatch in ParameterUnifier.mismatches(of: actual, against: expected) {
          diagnostics.append(
            Diagnostic(
              mismatch.severity,
              "\(describe(entry.key, language)): \(mismatch.message) (development value at "
                + "\(developmentValue.location))",
              at: value.location, rule: identifier, language: language))
        }
      }
    }
    return SeverityPolicy.applying(to: diagnostics, developmentLanguage: development)
  }

  private func describe(_ key: String, _ language: String) -> String {
    "'\(key)' in \(language)"
  }
}
