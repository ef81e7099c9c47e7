/// How a translation's parameters differ from the development language's at one position.
package enum ParameterMismatch: Hashable, Sendable {
  /// The translation never uses an argument the development language has (its value is not shown).
  case missingArgument(position: Int, expected: FormatArgumentType)
  /// The translation uses an argument the generated function does not pass (garbage or a crash at run time).
  case extraArgument(position: Int, actual: FormatArgumentType)
  /// The translation reads an argument with another type (garbage or a crash at run time).
  case typeMismatch(position: Int, expected: FormatArgumentType, actual: FormatArgumentType)

  /// The argument position concerned.
  package var position: Int {
    switch self {
    case .missingArgument(let position, _), .extraArgument(let position, _), .typeMismatch(let position, _, _):
      return position
    }
  }

  /// Warning for a missing argument (the text may leave it out on purpose); error otherwise.
  package var severity: DiagnosticSeverity {
    if case .missingArgument = self { return .warning }
    return .error
  }

  /// What differs and how to fix it.
  package var message: String {
    switch self {
    case .missingArgument(let position, let expected):
      return "the translation does not use argument \(position) (\(expected.swiftType), "
        + "'\(expected.canonicalSpecifier)' in the development language); add it unless leaving it out is intended"
    case .extraArgument(let position, let actual):
      return "the translation uses argument \(position) (\(actual.swiftType)), which the development language "
        + "does not have; remove it or add it to the development language"
    case .typeMismatch(let position, let expected, let actual):
      return "argument \(position) is \(actual.swiftType) in the translation but \(expected.swiftType) in the "
        + "development language; use a '\(expected.canonicalSpecifier)'-style specifier for argument \(position)"
    }
  }
}
