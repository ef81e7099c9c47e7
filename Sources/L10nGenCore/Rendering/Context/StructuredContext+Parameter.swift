extension StructuredContext {
  /// One parameter of an accessor function, from a format specifier of the development value.
  package struct Parameter: Hashable, Sendable, Encodable {
    /// The argument label: `_` when there is none, otherwise the name a labelled variable gave (`count`).
    package var label: String
    /// The parameter's name inside the function: `p1`, `p2`... by position, or the label.
    package var name: String
    /// The Swift type, e.g. `String`, `Int`, `Double`.
    package var swiftType: String
    /// The `LocalizationArgument` that carries the value to L10nKit, e.g. `.string(p1)`.
    package var localizationArgument: String
    /// The parameter as declared, e.g. `_ p1: String` or `count: Int` (a label equal to the name is written once).
    package var declaration: String

    /// A parameter; `label` `nil` is `_`.
    init(label: String?, name: String, swiftType: String, localizationArgument: String) {
      self.label = label ?? "_"
      self.name = name
      self.swiftType = swiftType
      self.localizationArgument = localizationArgument
      self.declaration = label == name ? "\(name): \(swiftType)" : "\(self.label) \(name): \(swiftType)"
    }
  }
}
