/// A generated accessor: a computed property for a plain string, a function for a formatted one.
struct MemberViewModel: Hashable, Sendable {
  var name: String
  var docLines: [String]
  var keyLiteral: String
  var fallbackLiteral: String
  var parameters: [ParameterViewModel]

  /// `_ p1: String, count: Int` (a label equal to the name is written once: `count count:` is a warning in Swift).
  var parameterList: String {
    parameters.map { parameter in
      let label = parameter.label ?? "_"
      return label == parameter.name
        ? "\(parameter.name): \(parameter.swiftType)" : "\(label) \(parameter.name): \(parameter.swiftType)"
    }
    .joined(separator: ", ")
  }

  /// `p1, count`: the values passed to `LocalizationTableKey.format(_:_:)`.
  var argumentList: String {
    parameters.map(\.name).joined(separator: ", ")
  }

  /// `.string(p1), .int(count)`: the same values as `LocalizationArgument`s, for templates that call `Localizer`.
  var localizationArgumentList: String {
    parameters.map(\.localizationArgument).joined(separator: ", ")
  }

  var mustacheValue: MustacheValue {
    .object([
      "name": .string(name),
      "docLines": .list(docLines.map(MustacheValue.string)),
      "keyLiteral": .string(keyLiteral),
      "fallbackLiteral": .string(fallbackLiteral),
      "isProperty": .bool(parameters.isEmpty),
      "isFunction": .bool(!parameters.isEmpty),
      "parameters": .string(parameterList),
      "arguments": .string(argumentList),
      "localizationArguments": .string(localizationArgumentList),
      "parameterCount": .int(parameters.count),
    ])
  }
}

/// One parameter of a generated function.
struct ParameterViewModel: Hashable, Sendable {
  /// The argument label (`nil` for `_`).
  var label: String?
  /// The parameter name inside the function.
  var name: String
  /// The Swift type, e.g. `String`.
  var swiftType: String
  /// The `LocalizationArgument` that carries it, e.g. `.string(p1)`.
  var localizationArgument: String
}
