/// The arguments one localized value reads and the problems found reading them: its format, parsed once by
/// ``ProjectAnalyzer`` and kept on the entry (``LocalizationEntry/formats``) for every later stage.
public struct ValueFormat: Hashable, Sendable {
  /// The parameters, sorted by position (``ParameterUnifier``'s reading of every variant and substitution).
  public var parameters: [FormatParameter]
  /// What is wrong or doubtful in the value's specifiers.
  public var problems: [FormatProblem]

  /// Creates a format.
  public init(parameters: [FormatParameter], problems: [FormatProblem]) {
    self.parameters = parameters
    self.problems = problems
  }

  /// Parses `value`.
  public init(of value: LocalizedValue) {
    let unified = ParameterUnifier.parameters(for: value)
    self.init(parameters: unified.parameters, problems: unified.problems)
  }
}
