/// A piece of a scanned format string, as L10nKit renders it.
enum FormatSegment: Sendable, Hashable {
  /// Text to copy (`%%` already turned into `%`).
  case literal(String)
  /// A specifier that reads an argument (an unsupported one is refused when rendered).
  case specifier(FormatSpecifier)
  /// A stringsdict / String Catalog variable `%#@name@` / `%N$#@name@` (`*` amounts before the `#@` read
  /// arguments too).
  case variable(name: String, FormatVariableSpecifier)
  /// Text the generator rejects and that reads arguments Foundation cannot resolve (an invalid position, a broken
  /// variable reference): the whole value is refused when rendered, with this explanation.
  case refusal(String)
}
