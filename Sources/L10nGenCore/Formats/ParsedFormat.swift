/// The result of parsing one format string.
public struct ParsedFormat: Hashable, Sendable {
  /// Every specifier that consumes an argument, in source order (width and precision `*` arguments included,
  /// before the value they belong to).
  public var placeholders: [FormatPlaceholder]
  /// Every `%#@name@` reference, in source order.
  public var variables: [FormatVariableReference]
  /// What is wrong or doubtful, in source order.
  public var problems: [FormatProblem]

  /// Creates a result.
  public init(
    placeholders: [FormatPlaceholder] = [], variables: [FormatVariableReference] = [],
    problems: [FormatProblem] = []
  ) {
    self.placeholders = placeholders
    self.variables = variables
    self.problems = problems
  }

  /// Whether the string consumes any argument: it must then go through `String(format:)`, and every `%` in it
  /// must be a real specifier or `%%`.
  public var consumesArguments: Bool { !placeholders.isEmpty || !variables.isEmpty }
}
