extension SwiftGenContext {
  /// The accessors of one key: a property when SwiftGen declares one, and a function per signature that call
  /// sites may use.
  package struct Member: Hashable, Sendable, Encodable {
    /// The Swift name, e.g. `alertMessage` or \`private\`.
    package var name: String
    /// Doc comment lines, each starting with `///`: the key's comment, else its development value
    /// (`Plural format key: "..."` for a plural).
    package var docLines: [String]
    /// The key as a Swift string literal, e.g. `"alert__message"`.
    package var keyLiteral: String
    /// The development value as a Swift string literal: the format used when no table has the key.
    package var fallbackLiteral: String
    /// Whether a property is declared (the value takes no argument for SwiftGen).
    package var isProperty: Bool
    /// The functions declared for the key: SwiftGen's signature, then those of SwiftGen before 6.6 and of every
    /// argument L10nGen finds, when they differ; empty when the value takes no argument.
    package var functions: [Function]
  }
}
