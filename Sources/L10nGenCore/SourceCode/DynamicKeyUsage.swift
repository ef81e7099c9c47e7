/// A localization call whose key (or table) is no literal, such as `NSLocalizedString(name, comment: "")`: it is
/// reported once as a note and never guessed.
public struct DynamicKeyUsage: Hashable, Sendable {
  /// Where the call is.
  public var location: SourceLocation
  /// The function called, as written (`NSLocalizedString`).
  public var callee: String
  /// What is dynamic: `key` or `table`.
  public var part: String

  /// Creates a dynamic usage.
  public init(location: SourceLocation, callee: String, part: String) {
    self.location = location
    self.callee = callee
    self.part = part
  }
}
