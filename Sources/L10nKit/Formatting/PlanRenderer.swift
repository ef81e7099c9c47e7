/// Renders a `RenderPlan` with one call's arguments: the same text `FormatRenderer.render(_:)` gives for the node
/// the plan was compiled from.
///
/// Lighter than a `FormatRenderer` (which a warm lookup would build, copy and destroy per call): it holds the
/// arguments and the prepared entry's plural rules and number format, and makes a `FormatRenderer` only for a
/// specifier that the plan does not format itself (`%f`, `%x`, a width), for that specifier alone (holding an
/// optional one would cost every call its initialization and destruction).
struct PlanRenderer {
  /// The arguments, which the caller keeps alive while it renders (in a warm lookup, the generated accessor's stack
  /// memory: no array is allocated); 1-based positions map to `arguments[position - 1]`.
  let arguments: UnsafeBufferPointer<LocalizationArgument>
  /// The plural rules of the table's language.
  let pluralRules: PluralRules
  /// The locale's number format (`nil`: none, or not resolved; then the general path formats numbers).
  let numberFormat: LocalizedNumberFormat?
  /// The locale the specifiers the plan does not format itself are formatted in.
  let numbers: NumberFormatSource
  /// The 1-based argument positions the rendering used.
  private(set) var usedPositions = ArgumentPositions()

  init(
    arguments: UnsafeBufferPointer<LocalizationArgument>, pluralRules: PluralRules,
    numberFormat: LocalizedNumberFormat?, numbers: NumberFormatSource
  ) {
    self.arguments = arguments
    self.pluralRules = pluralRules
    self.numberFormat = numberFormat
    self.numbers = numbers
  }

  /// The 1-based positions of the arguments the rendering did not use, in order; `nil` when it used them all.
  var unusedPositions: [Int]? {
    guard arguments.indices.contains(where: { !usedPositions.contains($0 + 1) }) else { return nil }
    return arguments.indices.map { $0 + 1 }.filter { !usedPositions.contains($0) }
  }

  /// Renders `plan`.
  mutating func render(_ plan: RenderPlan) throws(FormatFailure) -> String {
    switch plan {
    case .text(let text, let steps, let hasVariables):
      if arguments.isEmpty && !hasVariables { return text }
      // Pieces go to a stack buffer, and the text becomes a `String` once.
      let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) {
        buffer -> Result<String, FormatFailure> in
        var output = TextAccumulator(buffer: buffer)
        do throws(FormatFailure) {
          try render(steps, into: &output)
        } catch {
          return .failure(error)
        }
        return .success(output.makeString())
      }
      return try result.get()
    case .plural(let position, let hasZero, let variants):
      let category = try pluralCategory(ofArgumentAt: position, variable: nil, hasZero: hasZero)
      usedPositions.insert(position)
      guard let variant = variants[category.index] else {
        throw .invalidEntry("the plural variation has no '\(category.rawValue)' and no 'other' variant")
      }
      return try render(variant)
    }
  }

  private mutating func render(_ steps: [RenderPlan.Step], into output: inout TextAccumulator) throws(FormatFailure) {
    for index in steps.indices {
      try render(step: index, of: steps, into: &output)
    }
  }

  /// Renders `steps[index]`, matched in the array: a case reads only the payload it uses, where `for step in
  /// steps` copies every step out with its whole payload (the specifier included) through value witnesses.
  private mutating func render(step index: Int, of steps: [RenderPlan.Step], into output: inout TextAccumulator)
    throws(FormatFailure)
  {
    switch steps[index] {
    case .literal(let literal):
      output.append(literal)
    case .object(_, let position):
      if position >= 1, position <= arguments.count, case .string(let string) = arguments[position - 1] {
        usedPositions.insert(position)
        output.append(string)
      } else if case .object(let specifier, _) = steps[index] {
        output.append(try format(specifier, position: position))
      }
    case .integer(_, let position, let bitWidth):
      if position >= 1, position <= arguments.count, case .int(let value) = arguments[position - 1],
        let numberFormat
      {
        usedPositions.insert(position)
        switch bitWidth {
        case 8: numberFormat.append(Int(Int8(truncatingIfNeeded: value)), to: &output)
        case 16: numberFormat.append(Int(Int16(truncatingIfNeeded: value)), to: &output)
        case 32: numberFormat.append(Int(Int32(truncatingIfNeeded: value)), to: &output)
        default: numberFormat.append(value, to: &output)
        }
      } else if case .integer(let specifier, _, _) = steps[index] {
        output.append(try format(specifier, position: position))
      }
    case .specifier(let specifier, let position):
      output.append(try format(specifier, position: position))
    case .variable(let name, let position, let hasZero, let variants):
      let category = try pluralCategory(ofArgumentAt: position, variable: name, hasZero: hasZero)
      guard let variant = variants[category.index] else {
        throw .invalidEntry("plural variable '\(name)' has no '\(category.rawValue)' and no 'other' variant")
      }
      usedPositions.insert(position)
      try render(variant, into: &output)
    }
  }

  private func pluralCategory(ofArgumentAt position: Int, variable: String?, hasZero: Bool) throws(FormatFailure)
    -> PluralRuleCategory
  {
    guard position >= 1, position <= arguments.count else {
      throw .mismatch("argument \(position) is missing (\(arguments.count) given)")
    }
    return try FormatRenderer.pluralCategory(
      of: arguments[position - 1], at: position, variable: variable, hasZero: hasZero, rules: pluralRules)
  }

  /// Formats a specifier without `*` amounts through `FormatRenderer`.
  private mutating func format(_ specifier: FormatSpecifier, position: Int) throws(FormatFailure) -> String {
    var renderer = FormatRenderer(
      arguments: Array(arguments), numbers: numbers, pluralRules: pluralRules, deviceKeys: [], presentationWidth: nil,
      numberFormat: numberFormat.map { .some($0) })
    usedPositions.insert(position)
    return try renderer.format(
      specifier, position: position, width: specifier.width?.fixedValue, precision: specifier.precision?.fixedValue)
  }
}

extension PluralRuleCategory {
  /// The position in `allCases`, where `RenderPlan` keeps a category's variant.
  fileprivate var index: Int {
    switch self {
    case .zero: return 0
    case .one: return 1
    case .two: return 2
    case .few: return 3
    case .many: return 4
    case .other: return 5
    }
  }
}

extension FormatAmount {
  /// The written number; `nil` for a `*` (a plan has none).
  fileprivate var fixedValue: Int? {
    if case .fixed(let value) = self { return value }
    return nil
  }
}
