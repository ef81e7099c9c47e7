extension StructuredContext {
  /// An enum that groups accessors: one per key component before the last (`login` in `login.title`).
  package struct Namespace: Hashable, Sendable, Encodable {
    private enum CodingKeys: String, CodingKey { case name, docLines, members, namespaces, isEmpty }

    /// The enum's Swift name, e.g. `Login` (escaped with backticks when needed); empty for the root.
    package var name: String
    /// Doc comment lines, each starting with `///`.
    package var docLines: [String]
    /// The accessors declared directly in this enum, in key order.
    package var members: [Member]
    /// The nested enums, in key order.
    package var namespaces: [Namespace]
    /// Whether the enum declares nothing: no members and no nested enums (the built-in template writes `enum X {}`).
    package var isEmpty: Bool { members.isEmpty && namespaces.isEmpty }

    /// A namespace.
    init(name: String, docLines: [String] = [], members: [Member] = [], namespaces: [Namespace] = []) {
      self.name = name
      self.docLines = docLines
      self.members = members
      self.namespaces = namespaces
    }

    /// Encodes the values templates see, `isEmpty` included.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(docLines, forKey: .docLines)
      try container.encode(members, forKey: .members)
      try container.encode(namespaces, forKey: .namespaces)
      try container.encode(isEmpty, forKey: .isEmpty)
    }
  }
}
