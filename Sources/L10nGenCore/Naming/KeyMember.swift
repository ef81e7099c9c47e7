/// One key as a member of a generated namespace.
package struct KeyMember: Hashable, Sendable {
  /// The localization key, exactly as in the table.
  package var key: String
  /// The member name, escaped and ready to emit (`title`, `` `default` ``, `_2fa`).
  package var swiftName: String

  package init(key: String, swiftName: String) {
    self.key = key
    self.swiftName = swiftName
  }
}
