/// A generated enum that groups keys sharing a prefix (`login.title`, `login.welcome` → `Login`).
package struct KeyNamespace: Hashable, Sendable {
  /// The enum name, escaped and ready to emit; `""` for the root (the renderer names it, e.g. `L10n`).
  package var swiftName: String
  /// The key components from the root to this namespace (`["login"]`); empty for the root.
  package var path: [String]
  /// Nested namespaces, in output order: by Swift name (SwiftGen's style: by key component).
  package var namespaces: [KeyNamespace]
  /// Keys directly in this namespace, in output order: by Swift name (SwiftGen's style: by key, case-insensitively).
  package var members: [KeyMember]

  package init(swiftName: String, path: [String], namespaces: [KeyNamespace] = [], members: [KeyMember] = []) {
    self.swiftName = swiftName
    self.path = path
    self.namespaces = namespaces
    self.members = members
  }

  /// Every member of this namespace and of its nested namespaces, depth first, each with the Swift names of
  /// the namespaces leading to it (without the root).
  package var allMembers: [(namespaces: [String], member: KeyMember)] {
    members.map { ([], $0) }
      + namespaces.flatMap { child in
        child.allMembers.map { ([child.swiftName] + $0.namespaces, $0.member) }
      }
  }
}
