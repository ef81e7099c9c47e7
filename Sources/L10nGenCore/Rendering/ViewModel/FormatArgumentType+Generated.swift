extension FormatArgumentType {
  /// The parameter type of a generated function for this specifier, in the L10nKit-based templates.
  /// C strings are taken as `String` (L10nKit converts them), pointers as their address.
  var generatedSwiftType: String {
    switch self {
    case .string, .cString: "String"
    case .int: "Int"
    case .uint, .pointer: "UInt"
    case .double: "Double"
    case .character: "CChar"
    case .unichar: "UInt16"
    }
  }

  /// The `LocalizationArgument` expression that passes parameter `name` to L10nKit.
  func localizationArgument(wrapping name: String) -> String {
    switch self {
    case .string, .cString: ".string(\(name))"
    case .int: ".int(\(name))"
    case .uint, .pointer: ".uint(\(name))"
    case .double: ".double(\(name))"
    case .character: ".int(Int(\(name)))"
    case .unichar: ".character(\(name))"
    }
  }
}
