/// Something wrong or doubtful in a format string. Every case carries the Unicode-scalar offset of the `%` it
/// concerns (0 when it concerns the whole string); `message` says what is wrong and how to fix it.
package enum FormatProblem: Hashable, Sendable {
  /// A `%` followed by a letter that is no conversion (`%k`): Foundation drops the `%` and prints the letter.
  case invalidSpecifier(text: String, offset: Int)
  /// A `%` that is prose, not a placeholder (`100% guaranteed`, `50% off`, a trailing `%`).
  case strayPercent(text: String, offset: Int)
  /// A specifier with a space flag that may be a broken placeholder or prose (`% @`, `% d`): it is kept as a
  /// placeholder because Foundation reads it as one.
  case ambiguousSpaceFlag(text: String, offset: Int)
  /// The `'` grouping flag, which Foundation does not support (`%'d` prints `'d`).
  case unsupportedFlag(text: String, offset: Int)
  /// A conversion no Swift argument can safely feed (`%S`, `%ls`, `%P`, `%n`). It still takes its argument slot.
  case unsupportedConversion(text: String, offset: Int)
  /// `%D`, `%U`, `%O`: Darwin synonyms of `%d %u %o` that Linux prints literally.
  case legacyConversion(text: String, offset: Int)
  /// `%Lf` and friends: a `long double`, which a Swift `Double` cannot feed (it prints `nan`).
  case longDouble(text: String, offset: Int)
  /// `%0$@` or a position above 127: Foundation prints such a specifier literally.
  case invalidPosition(text: String, offset: Int)
  /// Argument positions that nothing uses although a later one is used (`%2$@` alone).
  case positionHole(missing: [Int], offset: Int)
  /// One position used with two different types (`%1$@ %1$d`).
  case conflictingTypes(position: Int, FormatArgumentType, FormatArgumentType, offset: Int)
  /// Positional (`%1$@`) and sequential (`%@`) specifiers in one string.
  case mixedPositionalAndSequential(offset: Int)
  /// `%#@name@` whose variable or substitution does not exist.
  case undefinedVariable(name: String, offset: Int)
  /// `%#@` not followed by `name@` with a name made of `[A-Za-z0-9_.-]`.
  case malformedVariable(text: String, offset: Int)
  /// `%N#@name@` without `$`: Foundation reads `N` as a field width, so the variable takes `actualPosition`.
  case variablePositionWithoutDollar(text: String, writtenPosition: Int, actualPosition: Int, offset: Int)
  /// A variable whose variants refer back to itself (directly or through other variables).
  case recursiveVariable(name: String, offset: Int)
  /// A variable's number specifier (`NSStringFormatValueTypeKey` / `formatSpecifier`) that is no conversion.
  case invalidVariableSpecifier(name: String, specifier: String)

  /// The offset of the `%` the problem concerns, in Unicode scalars (0 when it concerns the whole string).
  package var offset: Int {
    switch self {
    case .invalidSpecifier(_, let offset), .strayPercent(_, let offset), .ambiguousSpaceFlag(_, let offset),
      .unsupportedFlag(_, let offset), .unsupportedConversion(_, let offset), .legacyConversion(_, let offset),
      .longDouble(_, let offset), .invalidPosition(_, let offset), .positionHole(_, let offset),
      .conflictingTypes(_, _, _, let offset), .mixedPositionalAndSequential(let offset),
      .undefinedVariable(_, let offset), .malformedVariable(_, let offset),
      .variablePositionWithoutDollar(_, _, _, let offset), .recursiveVariable(_, let offset):
      return offset
    case .invalidVariableSpecifier:
      return 0
    }
  }

  /// Error for problems that make the string print wrong output or crash; warning for doubtful ones.
  package var severity: DiagnosticSeverity {
    switch self {
    case .strayPercent, .ambiguousSpaceFlag, .legacyConversion, .mixedPositionalAndSequential,
      .variablePositionWithoutDollar:
      return .warning
    case .invalidSpecifier, .unsupportedFlag, .unsupportedConversion, .longDouble, .invalidPosition,
      .positionHole, .conflictingTypes, .undefinedVariable, .malformedVariable, .recursiveVariable,
      .invalidVariableSpecifier:
      return .error
    }
  }

  /// What is wrong and how to fix it, in one sentence or two.
  package var message: String {
    switch self {
    case .invalidSpecifier(let text, _):
      return "'\(text)' is not a format specifier: Foundation drops the '%' and prints the rest; "
        + "write '%%' for a literal percent sign or use a valid conversion such as '%@' or '%ld'"
    case .strayPercent(let text, _):
      return "'\(text)' reads as prose, not a placeholder; write '%%' for a literal percent sign, "
        + "because String(format:) would read it as a specifier if the string ever takes arguments"
    case .ambiguousSpaceFlag(let text, _):
      return "'\(text)' has a space after '%', so Foundation reads it as a placeholder with the space flag; "
        + "remove the space if it is a placeholder, or write '%%' if it is a literal percent sign"
    case .unsupportedFlag(let text, _):
      return "'\(text)' uses the \"'\" grouping flag, which Foundation does not support (it prints the text "
        + "literally); remove the flag: localized formatting already groups digits"
    case .unsupportedConversion(let text, _):
      return "'\(text)' needs a C argument (wide string, Pascal string or write-back pointer) that generated "
        + "Swift cannot pass safely; use '%@' with a String instead"
    case .legacyConversion(let text, _):
      return "'\(text)' is a Darwin-only synonym that Linux prints literally; "
        + "write it in lowercase ('%d', '%u', '%o' with 'l' for 64 bits)"
    case .longDouble(let text, _):
      return "'\(text)' reads a long double, but Swift passes a Double, which prints 'nan'; "
        + "remove the 'L' ('%f' or '%lf')"
    case .invalidPosition(let text, _):
      return "'\(text)' has an argument position outside 1...127, so Foundation prints it literally; "
        + "argument positions start at 1"
    case .positionHole(let missing, _):
      let list = missing.map { "\($0)" }.joined(separator: ", ")
      let noun = missing.count == 1 ? "position" : "positions"
      return "argument \(noun) \(list) \(missing.count == 1 ? "is" : "are") never used although later "
        + "positions are; Foundation then shifts the later arguments and prints the wrong values; "
        + "use every position from 1 on (e.g. '%1$@' before '%2$@')"
    case .conflictingTypes(let position, let first, let second, _):
      return "argument \(position) is used as \(first.swiftType) and as \(second.swiftType); "
        + "one argument can have only one type: make the specifiers for position \(position) agree"
    case .mixedPositionalAndSequential:
      return "positional ('%1$@') and sequential ('%@') specifiers are mixed; sequential ones count from 1 "
        + "on their own, which is rarely what is meant: number every specifier"
    case .undefinedVariable(let name, _):
      return "'%#@\(name)@' refers to a variable named '\(name)' that the entry does not define; "
        + "add a '\(name)' variable (substitution) or fix the name"
    case .malformedVariable(let text, _):
      return "'\(text)' is not a valid variable reference; write '%#@name@' with a name made of letters, "
        + "digits and '_'"
    case .variablePositionWithoutDollar(let text, let written, let actual, _):
      return "'\(text)' has no '$' after \(written), so Foundation reads \(written) as a field width and the "
        + "variable takes argument \(actual); write '%\(written)$#@...@' to mean argument \(written)"
    case .recursiveVariable(let name, _):
      return "the variants of variable '\(name)' refer back to '\(name)'; a variable cannot contain itself"
    case .invalidVariableSpecifier(let name, let specifier):
      return "variable '\(name)' has the number specifier '\(specifier)', which is not a printf conversion; "
        + "use one such as 'ld', 'lld', 'lu' or 'lf' (without '%')"
    }
  }

  /// The rule that reports this kind of problem.
  package var rule: RuleID {
    switch self {
    case .invalidSpecifier: .invalidSpecifier
    case .strayPercent: .strayPercent
    case .ambiguousSpaceFlag: .ambiguousSpaceFlag
    case .unsupportedFlag: .unsupportedFlag
    case .unsupportedConversion: .unsupportedConversion
    case .legacyConversion: .legacyConversion
    case .longDouble: .longDouble
    case .invalidPosition: .invalidPosition
    case .positionHole: .positionHole
    case .conflictingTypes: .conflictingTypes
    case .mixedPositionalAndSequential: .mixedPositional
    case .undefinedVariable: .undefinedVariable
    case .malformedVariable: .malformedVariable
    case .variablePositionWithoutDollar: .variablePositionWithoutDollar
    case .recursiveVariable: .recursiveVariable
    case .invalidVariableSpecifier: .invalidVariableSpecifier
    }
  }

  /// The problem as a diagnostic at `location` (the start of the string it was found in), about `language`'s value.
  package func diagnostic(at location: SourceLocation?, language: String? = nil) -> Diagnostic {
    Diagnostic(severity, message, at: location, rule: rule, language: language)
  }
}
