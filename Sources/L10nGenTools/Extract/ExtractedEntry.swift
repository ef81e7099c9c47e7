/// One entry `extract` writes: a key the code uses, its development text and the comments of its calls.
package struct ExtractedEntry: Hashable, Sendable {
  /// The key.
  package var key: String
  /// The value: a call's `value:`/`defaultValue:`, else the key (with positional specifiers when it has several).
  package var value: String
  /// The distinct comments of the calls, sorted; empty when no call has one.
  package var comments: [String]

  package init(key: String, value: String, comments: [String]) {
    self.key = key
    self.value = value
    self.comments = comments
  }
}
