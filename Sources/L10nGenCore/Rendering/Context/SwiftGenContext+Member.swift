extension SwiftGenContext {
  /// The accessors of one key: a property when SwiftGen declares one, and a function per signature that call
  /// sites may use.
  public struct Member: Hashable, Sendable, Encodable {
    /// The Swift name, e.g. `alertMessage` or `` `private` ``.
    public var name: String
    /// Doc comment lines, each starting with `///`: the key's comment, else its development value
    /// (`Plural format key: "..."` for a plural).
    public var docLines: [String]
    /// The key as a Swift string literal, e.g. `"alert__message"`.
    public var keyLiteral: String
    /// The development value as a Swift string literal: the format used when no table has the key.
    public var fallbackLiteral: String
    /// Whether a property is declared (the value takes no argument for SwiftGen).
    public var isProperty: Bool
    /// The functions declared for the key: SwiftGen's signature, then those of SwiftGen before 6.6 and of every
    /// argument L10nGen finds, when they differ; empty when the value takes no argument.
    public var functions: [Function]
  }
}
