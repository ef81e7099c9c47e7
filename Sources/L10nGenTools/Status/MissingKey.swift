/// One key of a table that has no translation in some of the report's languages, with those languages: the page
/// lists the keys missing in the most languages open, so a printed or screenshotted report shows what to translate.
package struct MissingKey: Hashable, Sendable, Codable {
  /// The key.
  package var key: String
  /// The development-language text (for a plural, its `other` form).
  package var source: String
  /// Where the development text is, `path:line:column`.
  package var location: String
  /// The languages without a translation (or whose catalog state is `new`), sorted.
  package var languages: [String]

  package init(key: String, source: String, location: String, languages: [String]) {
    self.key = key
    self.source = source
    self.location = location
    self.languages = languages
  }
}
