/// What a rule's findings concern, which decides how severe they may be (see ``SeverityPolicy``).
package enum RuleScope: String, Sendable, Hashable, Codable {
  /// A whole file that Xcode's build rejects (malformed syntax, wrong encoding): an error in every language.
  case file
  /// One entry of one language (a broken specifier, a missing plural category). In a translation it is at most a
  /// warning, because L10nKit falls back to the next language for that entry at run time; in the development
  /// language it keeps its severity, because the generated API is built from it.
  case entry
  /// The project as a whole: its layout, configuration, tables and generated names.
  case project
}
