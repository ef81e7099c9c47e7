extension StructuredContext {
  /// The key symbol of one key (`.loginTitle`): a static member of the table's key type, for L10nKit APIs,
  /// bindings and SwiftUI.
  package struct KeySymbol: Hashable, Sendable, Encodable {
    /// The Swift name, unique across all tables, e.g. `loginTitle` or `infoPlistCFBundleName`.
    package var name: String
    /// Doc comment lines, each starting with `///`: the key and table, then the accessor's first paragraph.
    package var docLines: [String]
    /// The key as a Swift string literal, e.g. `"login.title"`.
    package var keyLiteral: String
    /// The development value as a Swift string literal.
    package var fallbackLiteral: String
  }
}
