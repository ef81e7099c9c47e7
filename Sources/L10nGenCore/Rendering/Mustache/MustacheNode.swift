/// One element of a parsed template: what ``MustacheParser`` produces and ``MustacheRenderer`` walks.
enum MustacheNode: Sendable {
  /// A 1-based line and column (in Unicode scalars) in a template's source.
  struct Position: Sendable, Hashable {
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in Unicode scalars.
    var column: Int
  }

  /// Literal template text.
  case text(String)
  /// The start of a template line that is output; a partial rendered with indentation inserts it here.
  case lineStart
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped). An empty path is the implicit iterator `.`.
  case variable(path: [MustacheName], isEscaped: Bool)
  /// `{{#name}}…{{/name}}` or, when inverted, `{{^name}}…{{/name}}`.
  case section(path: [MustacheName], isInverted: Bool, children: [MustacheNode])
  /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag.
  case partial(name: String, indentation: String, position: Position)
}
