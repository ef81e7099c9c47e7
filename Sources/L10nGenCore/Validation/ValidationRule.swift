/// One check over the project; rules are pure and report every finding as a located diagnostic with their
/// ``identifier`` as its rule.
package protocol ValidationRule: Sendable {
  /// The stable identifier its diagnostics carry.
  var identifier: RuleID { get }
  /// The findings for one table, seen within the whole project.
  func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic]
  /// The findings about the whole project, once per run (after every table's).
  func checkProject(in context: ValidationContext) -> [Diagnostic]
}

extension ValidationRule {
  /// The findings that concern the project as a whole rather than one table (the `lz*` keys of storyboards);
  /// none by default.
  package func checkProject(in context: ValidationContext) -> [Diagnostic] { [] }
}
