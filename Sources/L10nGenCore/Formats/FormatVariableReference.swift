/// A `%#@name@` reference to a stringsdict variable or catalog substitution (also `%N$#@name@`).
///
/// A reference takes one argument slot: the number that selects the variant.
package struct FormatVariableReference: Hashable, Sendable {
  /// The name between `%#@` and `@`. Read as `[A-Za-z0-9_.-]+` (Docs/Formats.md §2.2).
  package var name: String
  /// The 1-based argument position, resolved.
  package var position: Int
  /// Whether the position was written with `N$`.
  package var isPositional: Bool
  /// The offset of the `%` in Unicode scalars.
  package var offset: Int

  package init(name: String, position: Int, isPositional: Bool, offset: Int) {
    self.name = name
    self.position = position
    self.isPositional = isPositional
    self.offset = offset
  }
}
