/// A name the naming algorithm had to change or invent, as found by `NameScope` (or a style's splitting of a
/// key). ``SymbolTable`` turns issues into diagnostics once per run.
struct NamingIssue: Sendable {
  /// Why the name differs from what the key asks for.
  enum Reason: Sendable {
    /// Another declaration of the scope keeps the wanted name `name`.
    case collision(keeper: NameSubject, name: String)
    /// The wanted name `name` cannot name this declaration (Swift reserves it, or generated code uses it).
    case reserved(name: String)
    /// The key (prefix, table name) has no letters or digits; the name describes its characters.
    case unnamed
    /// The key has nothing left once split on `separator` (SwiftGen's style): it gets no accessor.
    case noComponents(separator: String)
  }

  /// What was named.
  var subject: NameSubject
  /// Why it was renamed.
  var reason: Reason
  /// The name given, without backticks.
  var finalName: String
  /// The name as written in generated code.
  var spelling: String
}
