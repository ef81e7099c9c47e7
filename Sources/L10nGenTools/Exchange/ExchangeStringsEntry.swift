/// One entry of a `.strings` file as `export` and `import` use it: the key, the value and the comment, without the
/// reader's locations or the model's value tree, which a project of large tables would otherwise hold for every key
/// (issue 35 §4).
package struct ExchangeStringsEntry: Hashable, Sendable {
  /// The key after escape processing.
  package var key: String
  /// The value after escape processing.
  package var value: String
  /// The translator comment written before the entry.
  package var comment: String?

  package init(key: String, value: String, comment: String?) {
    self.key = key
    self.value = value
    self.comment = comment
  }

  /// The entries with one per key, at the key's first place with its last value and its last comment (CoreFoundation
  /// keeps the last value).
  static func lastWins(_ entries: [ExchangeStringsEntry]) -> [ExchangeStringsEntry] {
    var index: [String: Int] = [:]
    var result: [ExchangeStringsEntry] = []
    for entry in entries {
      if let existing = index[entry.key] {
        result[existing].value = entry.value
        result[existing].comment = entry.comment ?? result[existing].comment
      } else {
        index[entry.key] = result.count
        result.append(entry)
      }
    }
    return result
  }
}
