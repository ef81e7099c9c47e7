/// One key as a member of a generated namespace.
public struct KeyMember: Hashable, Sendable {
  /// The localization key, exactly as in the table.
  public var key: String
  /// The member name, escaped and ready to emit (`title`, `` `default` ``, `_2fa`).
  public var swiftName: String
  /// Where the key is defined.
  public var location: SourceLocation

  /// Creates a member.
  public init(key: String, swiftName: String, location: SourceLocation) {
    self.key = key
    self.swiftName = swiftName
    self.location = location
  }
}
