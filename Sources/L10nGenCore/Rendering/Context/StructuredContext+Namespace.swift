extension StructuredContext {
  /// An enum that groups accessors: one per key component before the last (`login` in `login.title`).
  package struct Namespace: Hashable, Sendable, Encodable {
    /// The enum's Swift name, e.g. `Login` (escaped with backticks when needed); empty for the root.
    package var name: String
    /// Doc comment lines, each starting with `///`.
    package var docLines: [String]
    /// The accessors declared directly in this enum, in key order.
    package var members: [Member]
    /// The nested enums, in key order.
    package var namespaces: [Namespace]

    /// A namespace.
    init(name: String, docLines: [String] = [], members: [Member] = [], namespaces: [Namespace] = []) {
      self.name = name
      self.docLines = docLines
      self.members = members
      self.namespaces = namespaces
    }
  }
}
