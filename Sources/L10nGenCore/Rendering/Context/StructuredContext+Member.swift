extension StructuredContext {
  /// The accessor of one key: a computed property for a plain string, a function for a formatted one.
  package struct Member: Hashable, Sendable, Encodable {
    /// The Swift name, e.g. `title` or \`default\`.
    package var name: String
    /// Doc comment lines, each starting with `///`: the development value (`Plural: ` before a plural's format
    /// key), then its comment.
    package var docLines: [String]
    /// The key as a Swift string literal, e.g. `"login.title"`.
    package var keyLiteral: String
    /// The development value as a Swift string literal: the format used when no table has the key.
    package var fallbackLiteral: String
    /// Whether the accessor is a property (the value takes no argument).
    package var isProperty: Bool
    /// Whether the accessor is a function (the value takes arguments); the opposite of `isProperty`.
    package var isFunction: Bool
    /// The function's parameter list, e.g. `_ p1: String, count: Int` (a label equal to the name is written once).
    package var parameters: String
    /// The parameter names separated by commas, e.g. `p1, count`: the arguments to pass on.
    package var arguments: String
    /// The same values as L10nKit `LocalizationArgument`s, e.g. `.string(p1), .int(count)`.
    package var localizationArguments: String
    /// How many parameters the function takes.
    package var parameterCount: Int
    /// The parameters one by one, in order.
    package var parameterList: [Parameter]
    /// The name of the file's ``FormatHelper`` the function calls, e.g. `_l10nGenFormatIntString`; empty for a
    /// property.
    package var formatHelper: String

    /// An accessor taking `parameters`, from which the joined lists are made.
    init(name: String, docLines: [String], keyLiteral: String, fallbackLiteral: String, parameters: [Parameter]) {
      self.name = name
      self.docLines = docLines
      self.keyLiteral = keyLiteral
      self.fallbackLiteral = fallbackLiteral
      self.isProperty = parameters.isEmpty
      self.isFunction = !parameters.isEmpty
      if parameters.isEmpty {
        self.parameters = ""
        self.arguments = ""
        self.localizationArguments = ""
      } else {
        self.parameters = parameters.map(\.declaration).joined(separator: ", ")
        self.arguments = parameters.map(\.name).joined(separator: ", ")
        self.localizationArguments = parameters.map(\.localizationArgument).joined(separator: ", ")
      }
      self.parameterCount = parameters.count
      self.parameterList = parameters
      self.formatHelper = FormatHelper.name(of: parameters.map(\.swiftType))
    }
  }
}
