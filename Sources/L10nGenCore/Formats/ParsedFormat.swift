/// The result of parsing one format string.
package struct ParsedFormat: Hashable, Sendable {
  /// Every specifier that consumes an argument, in source order (width and precision `*` arguments included,
  /// before the value they belong to).
  package var placeholders: [FormatPlaceholder]
  /// Every `%#@name@` reference, in source order.
  package var variables: [FormatVariableReference]
  /// What is wrong or doubtful, in source order.
  package var problems: [FormatProblem]

  package init(
    placeholders: [FormatPlaceholder] = [], variables: [FormatVariableReference] = [],
    problems: [FormatProblem] = []
  ) {
    self.placeholders = placeholders
    self.variables = variables
    self.problems = problems
  }

  /// Whether the string consumes any argument: it must then go through `String(format:)`, and every `%` in it
  /// must be a real specifier or `%%`.
  package var consumesArguments: Bool { !placeholders.isEmpty || !variables.isEmpty }
}
