/// A loaded entry compiled for rendering: its format strings scanned, its variants resolved per plural category
/// and every argument position fixed, so that a warm formatted lookup (`PreparedFormat`) appends literals and
/// arguments instead of scanning text, hashing variable names and categories, and walking the node per call.
///
/// It renders exactly what `FormatRenderer.render(_:)` renders for the same node, device keys and no presentation
/// width. Only what it renders without a doubt is compiled: an entry with a `*` width or precision, a refusal, a
/// missing variable or variables nested too deep gets no plan (`init?` fails) and keeps the renderer's walk.
/// A failure while rendering (a missing argument, a string where a number is needed) throws, as the walk does.
indirect enum RenderPlan: Sendable {
  /// A text and its steps; `text` is returned as it is when there are no arguments and no variables (as
  /// `NSLocalizedString` does).
  case text(String, steps: [Step], hasVariables: Bool)
  /// A String Catalog plural variation of the whole string: the plan per category (`zero` to `other`, in
  /// `PluralRuleCategory.allCases` order; `other`'s where a category has no variant), for the argument at
  /// `position`.
  case plural(position: Int, hasZero: Bool, variants: [RenderPlan?])

  /// One piece of a compiled text.
  enum Step: Sendable {
    /// Text copied as it is.
    case literal(String)
    /// A specifier without `*` amounts, reading the argument at `position`.
    case specifier(FormatSpecifier, position: Int)
    /// `%@` (or another object specifier, whose flags and amounts change nothing) reading the argument at
    /// `position`; `specifier` formats anything but a string (to fail as the renderer does).
    case object(FormatSpecifier, position: Int)
    /// A signed integer specifier without flags, width or precision (`%d %ld %lld %i`) reading the argument at
    /// `position`, truncated to `bitWidth` bits.
    case integer(FormatSpecifier, position: Int, bitWidth: Int)
    /// A plural variable reading the argument at `position`: the steps per category (`other`'s where a category
    /// has no variant; `nil` where neither exists).
    case variable(name: String, position: Int, hasZero: Bool, variants: [[Step]?])
  }

  /// Compiles `node` as `FormatRenderer` renders it with `deviceKeys` and no presentation width; `nil` when the
  /// node has something only the renderer's walk handles.
  init?(_ node: LocalizedNode, deviceKeys: [String]) {
    var compiler = Compiler()
    guard let plan = compiler.compile(node, deviceKeys: deviceKeys) else { return nil }
    self = plan
  }

  /// Whether any variant at any level chooses by plural category.
  var choosesPlurals: Bool {
    switch self {
    case .plural: return true
    case .text(_, _, let hasVariables): return hasVariables
    }
  }

  /// Whether a step formats a number with the locale's number format.
  var formatsNumbers: Bool {
    switch self {
    case .text(_, let steps, _): return Self.formatsNumbers(steps)
    case .plural(_, _, let variants): return variants.contains { $0?.formatsNumbers ?? false }
    }
  }

  private static func formatsNumbers(_ steps: [Step]) -> Bool {
    steps.contains { step in
      switch step {
      case .literal, .object: return false
      case .integer: return true
      case .specifier(let specifier, _): return specifier.argumentKind != .object
      case .variable(_, _, _, let variants): return variants.contains { $0.map(formatsNumbers) ?? false }
      }
    }
  }

  /// Walks a node the way `FormatRenderer` does, within a budget of steps (a variable that refers to itself
  /// would otherwise multiply them by six per level).
  private struct Compiler {
    var budget = 512

    mutating func compile(_ node: LocalizedNode, deviceKeys: [String]) -> RenderPlan? {
      switch node {
      case .text(let text):
        return compileText(text, variables: [:])
      case .format(let text, let variables):
        return compileText(text, variables: variables)
      case .device(let variants):
        guard let key = deviceKeys.first(where: { variants[$0] != nil }) else { return nil }
        return compile(variants[key]!, deviceKeys: deviceKeys)
      case .width(let variants):
        guard let widest = variants.last else { return nil }
        return compile(widest.node, deviceKeys: deviceKeys)
      case .plural(let position, let variants):
        var plans: [RenderPlan?] = []
        for category in PluralRuleCategory.allCases {
          guard let variant = variants[category] ?? variants[.other] else {
            plans.append(nil)
            continue
          }
          guard let plan = compile(variant, deviceKeys: deviceKeys) else { return nil }
          plans.append(plan)
        }
        return .plural(position: position, hasZero: variants[.zero] != nil, variants: plans)
      }
    }

    private mutating func compileText(_ text: String, variables: [String: PluralVariable]) -> RenderPlan? {
      guard let steps = compile(text, variables: variables, startPosition: 1, depth: 0) else { return nil }
      return .text(text, steps: steps, hasVariables: !variables.isEmpty)
    }

    /// Mirrors `FormatRenderer.render(_:variables:startPosition:depth:)`.
    private mutating func compile(
      _ text: String, variables: [String: PluralVariable], startPosition: Int, depth: Int
    ) -> [Step]? {
      guard depth < 8 else { return nil }
      var steps: [Step] = []
      var nextPosition = startPosition
      for segment in FormatStringScanner.segments(of: text) {
        budget -= 1
        guard budget > 0 else { return nil }
        switch segment {
        case .literal(let literal):
          steps.append(.literal(literal))
        case .variable(let name, let reference):
          guard let variable = variables[name], !reference.width.readsArgument, !reference.precision.readsArgument
          else { return nil }
          var position = reference.position ?? variable.argumentNumber ?? nextPosition
          if reference.position == nil {
            if let argumentNumber = variable.argumentNumber { position = argumentNumber } else { nextPosition += 1 }
          }
          var variants: [[Step]?] = []
          for category in PluralRuleCategory.allCases {
            guard let variant = variable.variants[category] ?? variable.variants[.other] else {
              variants.append(nil)
              continue
            }
            guard let compiled = compile(variant, variables: variables, startPosition: position, depth: depth + 1)
            else { return nil }
            variants.append(compiled)
          }
          steps.append(
            .variable(name: name, position: position, hasZero: variable.variants[.zero] != nil, variants: variants))
        case .specifier(let specifier):
          guard !specifier.width.readsArgument, !specifier.precision.readsArgument else { return nil }
          let position = specifier.position ?? nextPosition
          if specifier.position == nil { nextPosition += 1 }
          if specifier.argumentKind == .object {
            steps.append(.object(specifier, position: position))
          } else if specifier.argumentKind == .signedInteger, specifier.flags.isEmpty, specifier.width == nil,
            specifier.precision == nil
          {
            steps.append(.integer(specifier, position: position, bitWidth: specifier.length.integerBitWidth))
          } else {
            steps.append(.specifier(specifier, position: position))
          }
        case .refusal:
          return nil
        }
      }
      return steps
    }
  }
}

extension Optional where Wrapped == FormatAmount {
  /// Whether the amount is a `*` that reads an argument.
  fileprivate var readsArgument: Bool {
    if case .argument? = self { return true }
    return false
  }
}
