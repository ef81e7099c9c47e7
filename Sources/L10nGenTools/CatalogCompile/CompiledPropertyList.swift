/// A value of a compiled `.stringsdict`: a string, or a dictionary whose members keep the order they are written in.
package indirect enum CompiledPropertyList: Hashable, Sendable {
  /// `<string>`.
  case string(String)
  /// `<dict>`, members in writing order.
  case dictionary([Member])

  /// One `<key>` and its value.
  package struct Member: Hashable, Sendable {
    /// The `<key>` text.
    package var key: String
    /// Its value.
    package var value: CompiledPropertyList

    package init(_ key: String, _ value: CompiledPropertyList) {
      self.key = key
      self.value = value
    }
  }

  /// The string, when the node is one.
  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of member `key`, when the node is a dictionary that has it.
  package subscript(key: String) -> CompiledPropertyList? {
    guard case .dictionary(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}
