/// Every translation must take the development language's arguments with the same types at the same
/// positions: a `%d` where the code passes a string garbles or crashes at run time. Also reports broken
/// specifiers inside translations (`% @`, `%k`).
public struct PlaceholderConsistencyRule: ValidationRule {
  /// The rule's identifier in reports.
  public let identifier = "placeholder-mismatch"
  /// Report type mismatches and extra arguments as warnings (generation) instead of errors (lint).
  public var errorsAsWarnings: Bool

  /// Creates the rule.
  public init(errorsAsWarnings: Bool) {
    self.errorsAsWarnings = errorsAsWarnings
  }

  /// The findings for one table.
  public func check(_ table: LocalizationTable) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for entry in table.entries {
      guard entry.values.count > 1, let development = entry.values[table.developmentLanguage] else { continue }
      let expected = ParameterUnifier.parameters(for: development).parameters
      for language in entry.values.keys.sorted() where language != table.developmentLanguage {
        let value = entry.values[language]!
        let (actual, problems) = ParameterUnifier.parameters(for: value)
        for problem in problems where problem.severity != .note {
          diagnostics.append(
            located(
              problem.severity, "\(describe(entry.key, language)): \(problem.message)", at: value.location))
        }
        for mismatch in ParameterUnifier.mismatches(of: actual, against: expected) {
          diagnostics.append(
            located(
              mismatch.severity,
              "\(describe(entry.key, language)): \(mismatch.message) (development value at \(development.location))",
              at: value.location))
        }
      }
    }
    return diagnostics
  }

  private func describe(_ key: String, _ language: String) -> String {
    "'\(key)' in \(language)"
  }

  private func located(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(errorsAsWarnings && severity == .error ? .warning : severity, message, at: location)
  }
}
