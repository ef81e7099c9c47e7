package import L10nGenCore

/// One key of a table as the scanned code uses it: what `sync` writes into a String Catalog for it.
package struct CatalogCodeKey: Hashable, Sendable {
  /// The key, with Xcode's specifier for each interpolation (`\(n) files` → `%lld files`).
  package var key: String
  /// The development text a call proposes (`defaultValue:`, `value:`), from the first call that has one.
  package var defaultValue: String?
  /// The distinct comments of the calls, sorted; empty when no call has one.
  package var comments: [String]
  /// The first use in the code.
  package var location: SourceLocation

  package init(key: String, defaultValue: String? = nil, comments: [String] = [], location: SourceLocation) {
    self.key = key
    self.defaultValue = defaultValue
    self.comments = comments
    self.location = location
  }

  /// The comment Xcode writes: the calls' comments, one per line; `nil` when no call has one.
  package var comment: String? {
    comments.isEmpty ? nil : comments.joined(separator: "\n")
  }

  /// Whether the code gives a development text other than the key, which Xcode marks `extracted_with_value`.
  package var hasOwnValue: Bool {
    defaultValue.map { $0 != key } ?? false
  }

  /// The keys of table `table` (compared ignoring case, as table names merge) that Xcode extracts from `usages`:
  /// every extractable use with a known key, sorted by key. A key with an interpolation of unknown type is left out
  /// (``StringsTableExtractor/skippedUsages(_:)``).
  package static func keys(from usages: [KeyUsage], table: String) -> [CatalogCodeKey] {
    let lowered = table.lowercased()
    var byKey:
      [String: (value: String?, valueLocation: SourceLocation?, comments: Set<String>, first: SourceLocation)] =
        [:]
    for usage in usages where usage.isExtractable && usage.table.lowercased() == lowered {
      guard let key = usage.key.text else { continue }
      var entry = byKey[key] ?? (nil, nil, [], usage.location)
      if let value = usage.value, entry.valueLocation.map({ usage.location < $0 }) ?? true {
        entry.value = value
        entry.valueLocation = usage.location
      }
      entry.first = min(entry.first, usage.location)
      if let comment = usage.comment, !comment.isEmpty { entry.comments.insert(comment) }
      byKey[key] = entry
    }
    return byKey.map { key, entry in
      CatalogCodeKey(key: key, defaultValue: entry.value, comments: entry.comments.sorted(), location: entry.first)
    }.sorted { $0.key < $1.key }
  }
}
