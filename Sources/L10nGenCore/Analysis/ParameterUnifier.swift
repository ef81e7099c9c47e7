/// Computes the parameters of one localized value across its root text, every variant and every (nested)
/// substitution, the way the runtime consumes arguments.
///
/// Rules (Docs/Formats.md §2.2, §3.1):
/// - Each `%#@name@` takes one slot: its written or sequential position, or the substitution's `argNum` when
///   given. The slot's type is the substitution's `formatSpecifier` (`ld` → `Int`, `lf` → `Double`...), and
///   its label is the substitution name.
/// - Variant strings are formatted by CF with `initialArgPosition` = the variable's slot: un-numbered
///   specifiers inside a variant start at that slot, numbered ones are absolute. In variants, `%arg` means
///   the substitution's own argument (`%<formatSpecifier>`).
/// - Specifiers that appear only in variants (or only in one device variant) still become parameters,
///   unlike SwiftGen, which drops them.
/// - A slot used with two types is a `conflictingTypes` error; unused positions below the highest one are a
///   `positionHole` error (Foundation would shift the later arguments).
package enum ParameterUnifier {
  /// The parameters of `value`, sorted by position, and the problems found on the way.
  package static func parameters(for value: LocalizedValue) -> (
    parameters: [FormatParameter], problems: [FormatProblem]
  ) {
    if let text = value.plainText, !text.containsUTF8Byte(UInt8(ascii: "%")) { return ([], []) }
    var unification = Unification(substitutions: value.substitutions)
    for (text, _) in value.root.allTexts {
      unification.visit(text, initialPosition: 1, argumentSpecifier: nil, visiting: [])
    }
    return unification.finish()
  }

  /// The parameters of a plain format string (a `.strings` value).
  package static func parameters(forFormat format: String) -> (
    parameters: [FormatParameter], problems: [FormatProblem]
  ) {
    var unification = Unification(substitutions: [])
    unification.visit(format, initialPosition: 1, argumentSpecifier: nil, visiting: [])
    return unification.finish()
  }

  /// Compares a translation's parameters with the development language's: what differs in positions and
  /// types. An empty result means a translation can be formatted with the development language's arguments.
  package static func mismatches(
    of translation: [FormatParameter], against development: [FormatParameter]
  ) -> [ParameterMismatch] {
    let expected = Dictionary(development.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first })
    let actual = Dictionary(translation.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first })
    var mismatches: [ParameterMismatch] = []
    for position in Set(expected.keys).union(actual.keys).sorted() {
      switch (expected[position], actual[position]) {
      case let (expectedType?, actualType?) where expectedType != actualType:
        mismatches.append(.typeMismatch(position: position, expected: expectedType, actual: actualType))
      case let (expectedType?, nil):
        mismatches.append(.missingArgument(position: position, expected: expectedType))
      case let (nil, actualType?):
        mismatches.append(.extraArgument(position: position, actual: actualType))
      default:
        break
      }
    }
    return mismatches
  }
}

/// The accumulating state of one `ParameterUnifier` run.
private struct Unification {
  /// What is known about one argument position.
  private struct Slot {
    /// The type the first use gave it; later uses with another type are conflicts.
    var type: FormatArgumentType
    /// The substitution name of a `%#@name@` that uses the position, which names the generated parameter.
    var label: String?
  }

  /// The value's substitutions by name.
  private let substitutions: [String: Substitution]
  /// Every argument position used so far.
  private var slots: [Int: Slot] = [:]
  /// The problems found, each once.
  private var problems: [FormatProblem] = []
  /// Positions already reported as conflicting, so each is reported once.
  private var reportedConflicts: Set<Int> = []

  /// A run over a value with these substitutions.
  init(substitutions: [Substitution]) {
    self.substitutions = Dictionary(substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads one string: its placeholders take their positions, each variable reference takes its slot and then its
  /// variants are read recursively from that slot (`visiting` holds the variables being expanded, so a variable that
  /// references itself is a `recursive-variable` problem instead of endless recursion).
  mutating func visit(_ text: String, initialPosition: Int, argumentSpecifier: String?, visiting: Set<String>) {
    let parsed = FormatStringParser.parse(text, initialPosition: initialPosition, argumentSpecifier: argumentSpecifier)
    for problem in parsed.problems {
      switch problem {
      case .positionHole, .conflictingTypes: continue  // recomputed over the whole entry
      default: appendOnce(problem)
      }
    }
    for placeholder in parsed.placeholders {
      record(placeholder.position, placeholder.type, label: nil, offset: placeholder.offset)
    }
    for reference in parsed.variables {
      guard let substitution = substitutions[reference.name] else {
        appendOnce(.undefinedVariable(name: reference.name, offset: reference.offset))
        continue
      }
      let slot = substitution.argumentNumber ?? reference.position
      var type = FormatStringParser.argumentType(ofSpecifier: substitution.formatSpecifier)
      if type == nil {
        appendOnce(.invalidVariableSpecifier(name: substitution.name, specifier: substitution.formatSpecifier))
        type = .int
      }
      record(slot, type ?? .int, label: substitution.name, offset: reference.offset)
      guard !visiting.contains(reference.name) else {
        appendOnce(.recursiveVariable(name: reference.name, offset: reference.offset))
        continue
      }
      for (variantText, _) in substitution.variants.allTexts {
        visit(
          variantText, initialPosition: slot, argumentSpecifier: substitution.formatSpecifier,
          visiting: visiting.union([reference.name]))
      }
    }
  }

  /// The parameters sorted by position, and the problems, with a position hole checked over the whole value.
  func finish() -> (parameters: [FormatParameter], problems: [FormatProblem]) {
    var problems = self.problems
    if let hole = FormatStringParser.positionHole(occupied: Set(slots.keys)) {
      problems.append(hole)
    }
    let parameters = slots.keys.sorted().map { position in
      FormatParameter(position: position, type: slots[position]!.type, label: slots[position]!.label)
    }
    return (parameters, problems)
  }

  /// Records that `position` is read as `type`; a conflicting type is a problem; a label is kept once known.
  private mutating func record(_ position: Int, _ type: FormatArgumentType, label: String?, offset: Int) {
    guard var slot = slots[position] else {
      slots[position] = Slot(type: type, label: label)
      return
    }
    if slot.type != type && !reportedConflicts.contains(position) {
      reportedConflicts.insert(position)
      problems.append(.conflictingTypes(position: position, slot.type, type, offset: offset))
    }
    if slot.label == nil, let label {
      slot.label = label
      slots[position] = slot
    }
  }

  /// Adds `problem` unless it was already found (the same variant text may be read from several places).
  private mutating func appendOnce(_ problem: FormatProblem) {
    if !problems.contains(problem) { problems.append(problem) }
  }
}
