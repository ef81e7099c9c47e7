extension SwiftGenContext {
  /// An enum that groups accessors: one per key component before the last, named as SwiftGen names it.
  package struct Namespace: Hashable, Sendable, Encodable {
    /// The enum's Swift name, e.g. `NavigationBar` (escaped with backticks when needed); empty for the root.
    package var name: String
    /// The accessors declared directly in this enum, sorted by key, case-insensitively.
    package var members: [Member]
    /// The nested enums, sorted by key component.
    package var namespaces: [Namespace]
  }
}
