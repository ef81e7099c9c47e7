/// Which diagnostics a run reports and how severe they are, from `l10n-gen.json`'s `lint` section, `--strict` and
/// the command line: turn rules off, make them errors, restrict the languages checked.
package struct DiagnosticFilter: Sendable, Hashable {
  /// Rules whose findings are dropped.
  package var disabledRules: Set<RuleID> = []
  /// Rules whose findings are errors, whatever their severity.
  package var errorRules: Set<RuleID> = []
  /// When not empty, findings about other languages' values are dropped (findings about no one language stay).
  package var languages: [String] = []
  /// Whether every remaining warning becomes an error.
  package var warningsAsErrors = false

  /// A filter that keeps everything as it is.
  package init(
    disabledRules: Set<RuleID> = [], errorRules: Set<RuleID> = [], languages: [String] = [],
    warningsAsErrors: Bool = false
  ) {
    self.disabledRules = disabledRules
    self.errorRules = errorRules
    self.languages = languages
    self.warningsAsErrors = warningsAsErrors
  }

  /// Whether `language`'s values are checked.
  package func checks(language: String) -> Bool {
    languages.isEmpty || languages.contains { LanguageCode.matches($0, language) }
  }

  /// The diagnostics this filter keeps, with their final severities. Errors of `file` scope (a file Xcode rejects)
  /// cannot be turned off: the build would fail later anyway.
  package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.compactMap { diagnostic in
      let isFatal = diagnostic.severity == .error && RuleCatalog.scope(of: diagnostic.rule) == .file
      if !isFatal {
        if disabledRules.contains(diagnostic.rule) { return nil }
        if let language = diagnostic.language, !checks(language: language) { return nil }
      }
      var result = diagnostic
      if errorRules.contains(diagnostic.rule) && result.severity != .error {
        result.severity = .error
      } else if warningsAsErrors && result.severity == .warning {
        result.severity = .error
        result.isPromotedWarning = true
      }
      return result
    }
  }
}
