/// One key that needs a translator's attention in one language, shown as an example in the report.
package struct KeyStatusSample: Hashable, Sendable, Codable {
  /// The table of the key.
  package var table: String
  /// The key.
  package var key: String
  /// The development-language text (for a plural, its `other` form).
  package var source: String
  /// The translation, when there is one.
  package var translation: String?
  /// Why the key needs attention: `missing`, `needs_review` (the catalog state) or the rule ids that flag it.
  package var reasons: [String]
  /// Where the translation (or the development value, when missing) is, `path:line:column`.
  package var location: String

  package init(table: String, key: String, source: String, translation: String?, reasons: [String], location: String) {
    self.table = table
    self.key = key
    self.source = source
    self.translation = translation
    self.reasons = reasons
    self.location = location
  }
}
