/// The arguments one localized value reads and the problems found reading them: its format, parsed once by
/// ``ProjectAnalyzer`` and kept on the entry (``LocalizationEntry/formats``) for every later stage, which receive
/// it through an ``AnalyzedProject``.
package struct ValueFormat: Hashable, Sendable {
  /// The parameters, sorted by position (``ParameterUnifier``'s reading of every variant and substitution).
  package var parameters: [FormatParameter]
  /// What is wrong or doubtful in the value's specifiers.
  package var problems: [FormatProblem]

  package init(parameters: [FormatParameter], problems: [FormatProblem]) {
    self.parameters = parameters
    self.problems = problems
  }
}
