/// A localization call whose key (or table) is no literal, such as `NSLocalizedString(name, comment: "")`: it is
/// reported once as a note and never guessed.
package struct DynamicKeyUsage: Hashable, Sendable {
  /// Where the call is.
  package var location: SourceLocation
  /// The function called, as written (`NSLocalizedString`).
  package var callee: String
  /// What is dynamic: `key` or `table`.
  package var part: String
  /// Whether the call is in code only debug builds compile (see ``KeyUsage/isDebugOnly``).
  package var isDebugOnly = false

  package init(location: SourceLocation, callee: String, part: String) {
    self.location = location
    self.callee = callee
    self.part = part
  }
}
