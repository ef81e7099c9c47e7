/// One entry of a `.strings` file as text: the key, the value and the comment, without the reader's locations or the
/// model's value tree. What `ib-migrate` writes, and what `export` and `import` hold of a project's `.strings` tables
/// (a project of large tables would otherwise keep a value tree and two locations for every key: issue 35 §4).
package struct StringsTextEntry: Hashable, Sendable {
  /// The key, unescaped.
  package var key: String
  /// The value, unescaped.
  package var value: String
  /// The translator comment without `/*` `*/`, if any.
  package var comment: String?

  package init(key: String, value: String, comment: String?) {
    self.key = key
    self.value = value
    self.comment = comment
  }

  /// `entries` with one per key, at the key's first place with its last value and its last comment (CoreFoundation
  /// keeps the last value).
  static func lastWins(_ entries: [StringsTextEntry]) -> [StringsTextEntry] {
    lastWins(entries, key: \.key) { kept, later in
      kept.value = later.value
      kept.comment = later.comment ?? kept.comment
    }
  }

  /// `entries` with one per key, at the key's first place, `merge` giving the kept entry each later one of its key.
  static func lastWins<Entry>(
    _ entries: [Entry], key: KeyPath<Entry, String>, merge: (inout Entry, Entry) -> Void
  ) -> [Entry] {
    var index: [String: Int] = [:]
    var result: [Entry] = []
    for entry in entries {
      if let existing = index[entry[keyPath: key]] {
        merge(&result[existing], entry)
      } else {
        index[entry[keyPath: key]] = result.count
        result.append(entry)
      }
    }
    return result
  }
}
