/// One key as a member of a generated namespace.
package struct KeyMember: Hashable, Sendable {
  /// The localization key, exactly as in the table.
  package var key: String
  /// The member name, escaped and ready to emit (`title`, \`default\`, `_2fa`).
  package var swiftName: String
  /// The key's position among the keys it was named from: for a table's accessors, its entry's index in
  /// ``LocalizationTable/entries``, so that rendering finds the entry without an index by key. A hint of where the key
  /// is, not part of its name: equality and hashing leave it out, so the same keys in another order name the same.
  package var index: Int

  package init(key: String, swiftName: String, index: Int) {
    self.key = key
    self.swiftName = swiftName
    self.index = index
  }
}

extension KeyMember {
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.key == rhs.key && lhs.swiftName == rhs.swiftName
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(swiftName)
  }
}
