/// One parameter of a generated accessor: an argument position with its type and optional label.
public struct FormatParameter: Hashable, Sendable {
  /// The 1-based argument position.
  public var position: Int
  /// The argument type.
  public var type: FormatArgumentType
  /// The stringsdict variable or catalog substitution name that uses this position, unsanitized; `nil` for
  /// plain specifiers.
  public var label: String?

  /// Creates a parameter.
  public init(position: Int, type: FormatArgumentType, label: String? = nil) {
    self.position = position
    self.type = type
    self.label = label
  }
}
