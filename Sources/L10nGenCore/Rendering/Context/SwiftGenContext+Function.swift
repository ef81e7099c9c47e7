extension SwiftGenContext {
  /// One function of an accessor: SwiftGen's parameters, and the L10nKit arguments they become.
  package struct Function: Hashable, Sendable, Encodable {
    /// The parameter list as SwiftGen declares it, e.g. `_ p1: Any, _ p2: Int`.
    package var parameters: String
    /// The `LocalizationArgument`s passed to the lookup, one per argument position, e.g.
    /// `.string(String(describing: p1)), .int(p2)`; a position no parameter takes gets a neutral value.
    package var arguments: String
  }
}
