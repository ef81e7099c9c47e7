/// One printf specifier of a format string that consumes an argument (`%@`, `%2$.2f`, or the `*` of `%*d`).
package struct FormatPlaceholder: Hashable, Sendable {
  /// What the argument is used for.
  package enum Role: String, Hashable, Sendable, Codable {
    /// The value that is printed.
    case value
    /// A `*` or `*N$` field width (an `Int`).
    case width
    /// A `.*` or `.*N$` precision (an `Int`).
    case precision
  }

  /// The 1-based argument position, resolved: explicit `N$`, or the next sequential position.
  package var position: Int
  /// Whether the position was written (`%2$@`) rather than implied by order (`%@`).
  package var isPositional: Bool
  /// The whole specifier as written, e.g. `%2$.2f` (for `*` arguments, the specifier they belong to).
  package var text: String
  /// The conversion character (`@`, `d`, `f`...); `*` for width and precision arguments.
  package var conversion: Character
  /// The length modifier as written (`""`, `l`, `ll`, `hh`, `q`, `L`...).
  package var lengthModifier: String
  /// The argument type.
  package var type: FormatArgumentType
  /// The offset of the `%` in Unicode scalars from the start of the string.
  package var offset: Int
  /// Value, width or precision.
  package var role: Role

  package init(
    position: Int, isPositional: Bool, text: String, conversion: Character, lengthModifier: String,
    type: FormatArgumentType, offset: Int, role: Role = .value
  ) {
    self.position = position
    self.isPositional = isPositional
    self.text = text
    self.conversion = conversion
    self.lengthModifier = lengthModifier
    self.type = type
    self.offset = offset
    self.role = role
  }
}
