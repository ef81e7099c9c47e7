/// One printf-style specifier as CoreFoundation's format parser reads it (FORMATS.md §4.1).
struct FormatSpecifier: Sendable, Hashable {
  /// A width or precision: a number, or `*` reading an argument (optionally `*N$`).
  enum Amount: Sendable, Hashable {
    case fixed(Int)
    case argument(position: Int?)
  }

  /// The explicit 1-based position (`%2$@`), if any.
  var position: Int?
  /// Flags among `- + space 0 #`.
  var flags: String
  /// The field width.
  var width: Amount?
  /// The precision.
  var precision: Amount?
  /// The length modifier: `hh h l ll q j z t L`, or empty.
  var length: String
  /// The conversion character.
  var conversion: Character
}

/// A piece of a scanned format string.
enum FormatSegment: Sendable, Hashable {
  /// Text to copy (`%%` already turned into `%`).
  case literal(String)
  /// A specifier that consumes an argument.
  case specifier(FormatSpecifier)
  /// A stringsdict / String Catalog variable `%#@name@` / `%N$#@name@` / `%N#@name@`.
  case variable(name: String, position: Int?)
}
