/// The `lint` section of `l10n-gen.json`: `{"disable": [...], "error": [...], "languages": [...],
/// "translationLength": 2}`.
package struct LintSettings: Hashable, Sendable {
  /// Rules whose findings are not reported.
  package var disabledRules: [RuleID] = []
  /// Rules whose findings are errors.
  package var errorRules: [RuleID] = []
  /// The only languages whose values are checked; all when empty.
  package var languages: [String] = []
  /// How severe a `missing-translation` finding is for an entry that ibtool would export but an Interface Builder
  /// table lacks (`"ibMissingEntries": "warning" | "note" | "off"`); `nil` is `off`. Real apps delete such entries
  /// by hand (version numbers, brand names), so a team may lower them. Default `warning`.
  package var ibMissingEntries: DiagnosticSeverity? = .warning
  /// The ratio above which `translation-length` notes a translation (`nil`: the rule is off).
  package var translationLengthRatio: Double?

  /// No rule disabled or promoted, every language checked.
  package init() {}
}
