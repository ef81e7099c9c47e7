/// The findings of one `lint` rule: how many, how severe, and where the first ones are.
package struct RuleProblemSummary: Hashable, Sendable, Codable {
  /// The rule id (`placeholder-mismatch`).
  package var rule: String
  /// What the rule checks (`RuleCatalog`).
  package var summary: String
  /// The highest severity among the findings: `error`, `warning` or `note`.
  package var severity: String
  /// How many findings.
  package var count: Int
  /// The first findings in output order (at most ``TranslationStatus/problemLocationLimit``).
  package var findings: [Finding]

  /// One finding: where it is, the language concerned, and the message.
  package struct Finding: Hashable, Sendable, Codable {
    /// `path:line:column`, or empty for a finding about no file.
    package var location: String
    /// The language concerned, when one is.
    package var language: String?
    /// The diagnostic's message.
    package var message: String
  }
}
