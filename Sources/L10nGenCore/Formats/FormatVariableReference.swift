/// A `%#@name@` reference to a stringsdict variable or catalog substitution (also `%N$#@name@`).
///
/// A reference takes one argument slot: the number that selects the variant.
public struct FormatVariableReference: Hashable, Sendable {
  /// The name between `%#@` and `@`. Read as `[A-Za-z0-9_.-]+` (FORMATS.md §2.2).
  public var name: String
  /// The 1-based argument position, resolved.
  public var position: Int
  /// Whether the position was written with `N$`.
  public var isPositional: Bool
  /// The offset of the `%` in Unicode scalars.
  public var offset: Int

  /// Creates a reference.
  public init(name: String, position: Int, isPositional: Bool, offset: Int) {
    self.name = name
    self.position = position
    self.isPositional = isPositional
    self.offset = offset
  }
}
