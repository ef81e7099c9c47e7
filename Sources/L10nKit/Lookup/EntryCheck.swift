/// Finds the entry-level problems `l10n-gen lint` reports in a translation (a plural variable without `other`,
/// a reference to an undefined variable, a broken specifier, a specifier whose argument type differs from the
/// one the caller passes), in every variant of the entry, not only the one the current arguments select.
///
/// Rendering alone notices a problem only in the variant it renders, and it converts some arguments a
/// translation reads with another type (an `Int` for `%f`). An entry with such a problem is not used at all, so
/// the lookup falls back to the next language whatever the count or device.
enum EntryCheck {
  /// The first problem of `node` for these arguments, or `nil` when every variant fits them.
  static func problem(in node: LocalizedNode, arguments: [LocalizationArgument]) -> MissingTranslationReason? {
    var check = Walk(arguments: arguments)
    check.visit(node)
    return check.problem
  }

  private struct Walk {
    let arguments: [LocalizationArgument]
    var problem: MissingTranslationReason?

    init(arguments: [LocalizationArgument]) {
      self.arguments = arguments
    }

    mutating func visit(_ node: LocalizedNode) {
      guard problem == nil else { return }
      switch node {
      case .text(let text):
        visit(text, variables: [:], startPosition: 1, depth: 0)
      case .format(let text, let variables):
        visit(text, variables: variables, startPosition: 1, depth: 0)
      case .device(let variants):
        for key in variants.keys.sorted() { visit(variants[key]!) }
      case .width(let variants):
        for variant in variants { visit(variant.node) }
      case .plural(_, let variants):
        guard variants[.other] != nil else {
          problem = .invalidEntry("the plural variation has no 'other' variant")
          return
        }
        for category in PluralRuleCategory.allCases { variants[category].map { visit($0) } }
      }
    }

    /// Mirrors FormatRenderer's position rules: sequential specifiers and variables take the next position, a
    /// variable's variants start at the variable's own position.
    private mutating func visit(
      _ text: String, variables: [String: PluralVariable], startPosition: Int, depth: Int
    ) {
      guard problem == nil, depth < 8 else { return }
      var nextPosition = startPosition
      for segment in FormatStringScanner.segments(of: text) {
        guard problem == nil else { return }
        switch segment {
        case .literal:
          continue
        case .variable(let name, let reference):
          guard let variable = variables[name] else {
            problem = .invalidEntry("the format refers to variable '\(name)', which the entry does not define")
            return
          }
          guard variable.variants[.other] != nil else {
            problem = .invalidEntry("plural variable '\(name)' has no 'other' variant")
            return
          }
          for amount in [reference.width, reference.precision] {
            checkAmount(amount, nextPosition: &nextPosition)
          }
          var position = reference.position ?? variable.argumentNumber ?? nextPosition
          if reference.position == nil {
            if let argumentNumber = variable.argumentNumber { position = argumentNumber } else { nextPosition += 1 }
          }
          for category in PluralRuleCategory.allCases {
            guard let variant = variable.variants[category] else { continue }
            visit(variant, variables: variables, startPosition: position, depth: depth + 1)
          }
        case .specifier(let specifier):
          check(specifier, nextPosition: &nextPosition)
        case .refusal(let explanation):
          problem = .invalidEntry(explanation)
        }
      }
    }

    /// A `*` width or precision reads an integer argument.
    private mutating func checkAmount(_ amount: FormatAmount?, nextPosition: inout Int) {
      guard case .argument(let explicit) = amount else { return }
      let position = explicit ?? nextPosition
      if explicit == nil { nextPosition += 1 }
      require(position, in: [.int, .uint], for: "'*'")
    }

    private mutating func check(_ specifier: FormatSpecifier, nextPosition: inout Int) {
      checkAmount(specifier.width, nextPosition: &nextPosition)
      checkAmount(specifier.precision, nextPosition: &nextPosition)
      let position = specifier.position ?? nextPosition
      if specifier.position == nil { nextPosition += 1 }
      let spelled =
        "%\(specifier.position.map { "\($0)$" } ?? "")\(specifier.length.spelling)\(specifier.conversionCharacter)"
      guard let kind = specifier.argumentKind else {
        problem = .formatMismatch("'\(spelled)' reads a C argument that generated Swift cannot pass")
        return
      }
      if specifier.readsLongDouble {
        problem = .formatMismatch("'\(spelled)' reads a long double, which no Swift argument can feed")
        return
      }
      switch kind {
      case .signedInteger, .unsignedInteger, .pointer:
        require(position, in: [.int, .uint], for: "'\(spelled)'")
      case .floatingPoint:
        require(position, in: [.double], for: "'\(spelled)'")
      case .character, .unichar:
        require(position, in: [.character, .int, .uint], for: "'\(spelled)'")
      case .object, .cString:
        require(position, in: [.string], for: "'\(spelled)'")
      }
    }

    private enum Kind {
      case int, uint, double, character, string
    }

    /// Records a mismatch unless the argument at `position` exists and is one of `kinds`.
    private mutating func require(_ position: Int, in kinds: [Kind], for place: String) {
      guard position >= 1, position <= arguments.count else {
        problem = .formatMismatch("\(place) reads argument \(position), which is not passed (\(arguments.count) given)")
        return
      }
      let kind: Kind
      let description: String
      switch arguments[position - 1] {
      case .int: (kind, description) = (.int, "an Int")
      case .uint: (kind, description) = (.uint, "a UInt")
      case .double: (kind, description) = (.double, "a Double")
      case .character: (kind, description) = (.character, "a character")
      case .string: (kind, description) = (.string, "a string")
      }
      if !kinds.contains(kind) {
        problem = .formatMismatch(
          "\(place) (argument \(position)) reads another type than the argument passed (\(description))")
      }
    }
  }
}
