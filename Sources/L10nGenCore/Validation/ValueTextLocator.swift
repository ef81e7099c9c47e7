/// Finds the string of a value (its format string, a variant, a substitution's variant) where a format problem or
/// an argument mismatch lies, so that a diagnostic points at that string rather than at the whole entry.
///
/// It walks the value as ``ParameterUnifier`` does: the variant strings of a variable start at the variable's
/// argument slot and read `%arg` as the variable's own number specifier.
struct ValueTextLocator {
  /// One string of the value as the unifier reads it.
  private struct Visit {
    /// Where the string is.
    var location: SourceLocation
    /// The string parsed from its starting position, with its problems.
    var parsed: ParsedFormat
    /// The argument positions the string uses, with their types (a variable reference uses its slot).
    var slots: [(position: Int, type: FormatArgumentType)]
    /// The variables being expanded when the string is read (a reference to one of them is recursive).
    var enclosingVariables: Set<String>
  }

  /// The value being located in.
  private let value: LocalizedValue
  /// The value's substitutions by name.
  private let substitutions: [String: Substitution]
  /// Every string of the value, in the order the unifier reads them (depth first), which decides which string a problem
  /// found in several is reported at: the first.
  private var visits: [Visit] = []

  /// Reads every string of `value`.
  init(_ value: LocalizedValue) {
    self.value = value
    substitutions = Dictionary(value.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for (text, location) in value.root.allTexts {
      visit(text, at: location, initialPosition: 1, argumentSpecifier: nil, enclosingVariables: [])
    }
  }

  /// Records one string, then the variant strings of each variable it references (from the variable's slot), unless the
  /// variable is already being expanded.
  private mutating func visit(
    _ text: String, at location: SourceLocation, initialPosition: Int, argumentSpecifier: String?,
    enclosingVariables: Set<String>
  ) {
    let parsed = FormatStringParser.parse(text, initialPosition: initialPosition, argumentSpecifier: argumentSpecifier)
    var slots = parsed.placeholders.map { (position: $0.position, type: $0.type) }
    var expansions: [(substitution: Substitution, slot: Int)] = []
    for reference in parsed.variables {
      guard let substitution = substitutions[reference.name] else { continue }
      let slot = substitution.argumentNumber ?? reference.position
      slots.append((slot, FormatStringParser.argumentType(ofSpecifier: substitution.formatSpecifier) ?? .int))
      if !enclosingVariables.contains(reference.name) { expansions.append((substitution, slot)) }
    }
    visits.append(Visit(location: location, parsed: parsed, slots: slots, enclosingVariables: enclosingVariables))
    for (substitution, slot) in expansions {
      for (variantText, variantLocation) in substitution.variants.allTexts {
        visit(
          variantText, at: variantLocation, initialPosition: slot, argumentSpecifier: substitution.formatSpecifier,
          enclosingVariables: enclosingVariables.union([substitution.name]))
      }
    }
  }

  /// Where `problem` lies: the string that has it; the value's own location for problems of the whole entry
  /// (argument positions left unused).
  func location(of problem: FormatProblem) -> SourceLocation {
    switch problem {
    case .conflictingTypes(let position, _, let second, _):
      return location(ofArgument: position, type: second)
    case .positionHole:
      return value.location
    case .invalidVariableSpecifier(let name, _):
      return substitutions[name]?.location ?? value.location
    case .undefinedVariable(let name, _):
      return visits.first { $0.parsed.variables.contains { $0.name == name } }?.location ?? value.location
    case .recursiveVariable(let name, _):
      return visits.first {
        $0.enclosingVariables.contains(name) && $0.parsed.variables.contains { $0.name == name }
      }?.location ?? value.location
    default:
      return visits.first { $0.parsed.problems.contains(problem) }?.location ?? value.location
    }
  }

  /// Where `mismatch` lies: the first string that uses the argument as the translation does; the value's own
  /// location (its format string) for an argument the translation never uses.
  func location(of mismatch: ParameterMismatch) -> SourceLocation {
    switch mismatch {
    case .typeMismatch(let position, _, let actual), .extraArgument(let position, let actual):
      return location(ofArgument: position, type: actual)
    case .missingArgument:
      return value.location
    }
  }

  /// The first string that uses argument `position` with `type`.
  private func location(ofArgument position: Int, type: FormatArgumentType) -> SourceLocation {
    visits.first { $0.slots.contains { $0.position == position && $0.type == type } }?.location ?? value.location
  }
}
