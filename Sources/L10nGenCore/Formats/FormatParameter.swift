/// One parameter of a generated accessor: an argument position with its type and optional label.
package struct FormatParameter: Hashable, Sendable {
  /// The 1-based argument position.
  package var position: Int
  /// The argument type.
  package var type: FormatArgumentType
  /// The stringsdict variable or catalog substitution name that uses this position, unsanitized; `nil` for
  /// plain specifiers.
  package var label: String?

  package init(position: Int, type: FormatArgumentType, label: String? = nil) {
    self.position = position
    self.type = type
    self.label = label
  }
}
