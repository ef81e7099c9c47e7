/// One entry `extract` writes: a key the code uses, its development text and the comments of its calls.
public struct ExtractedEntry: Hashable, Sendable {
  /// The key.
  public var key: String
  /// The value: a call's `value:`/`defaultValue:`, else the key (with positional specifiers when it has several).
  public var value: String
  /// The distinct comments of the calls, sorted; empty when no call has one.
  public var comments: [String]

  /// Creates an entry.
  public init(key: String, value: String, comments: [String]) {
    self.key = key
    self.value = value
    self.comments = comments
  }
}
