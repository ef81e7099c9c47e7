internal import L10nGenCore

/// A JSON value that can be changed and written back as Xcode writes String Catalogs.
///
/// Objects keep their members in file order, so a catalog read and written unchanged gives its bytes back; new
/// members go where ``StringCatalogEditor/sortsBefore(_:_:)`` puts them.
indirect enum XcodeJSONValue: Sendable {
  /// An object: members in order.
  case object([(key: String, value: XcodeJSONValue)])
  /// An array.
  case array([XcodeJSONValue])
  /// A string, escapes decoded.
  case string(String)
  /// A number, as written.
  case number(String)
  /// `true` or `false`.
  case boolean(Bool)
  /// `null`.
  case null

  /// The value of a parsed node (duplicate members are kept; Xcode never writes them).
  init(_ node: JSONNode) {
    switch node.content {
    case .object(let members): self = .object(members.map { (key: $0.key, value: XcodeJSONValue($0.value)) })
    case .array(let elements): self = .array(elements.map(XcodeJSONValue.init))
    case .string(let text): self = .string(text)
    case .number(let text): self = .number(text)
    case .boolean(let value): self = .boolean(value)
    case .null: self = .null
    }
  }

  /// The members when the value is an object.
  var members: [(key: String, value: XcodeJSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The text when the value is a string.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of the first member named `key` when the value is an object.
  subscript(key: String) -> XcodeJSONValue? {
    members?.first { $0.key == key }?.value
  }

  /// The value with every object's members, at every depth, in Xcode's order (``StringCatalogEditor/sortsBefore(_:_:)``,
  /// what `JSONSerialization`'s `.sortedKeys` does): how Xcode writes every object of a catalog. A repeated member
  /// name is written once, with its first value (as the subscript reads it).
  func sortedAsXcode() -> XcodeJSONValue {
    switch self {
    case .object(let members):
      var seen: Set<String> = []
      return .object(
        members.filter { seen.insert($0.key).inserted }.map { (key: $0.key, value: $0.value.sortedAsXcode()) }
          .sorted { StringCatalogEditor.sortsBefore($0.key, $1.key) })
    case .array(let elements): return .array(elements.map { $0.sortedAsXcode() })
    default: return self
    }
  }

  /// Whether both are the same JSON value: objects with the same members whatever their order (the first of a
  /// repeated name counts, as the subscript reads it), arrays element by element, numbers as written.
  ///
  /// Objects are compared both ways: each member is looked up by name in the other object, so one way alone would
  /// take `{"a":1,"a":1}` for `{"a":1,"b":2}` (as many members, each found), and a caller keeping the first would lose
  /// the `b` (found by the `catalogtools` fuzzer).
  func isSame(as other: XcodeJSONValue) -> Bool {
    switch (self, other) {
    case (.object(let members), .object(let others)):
      guard members.count == others.count else { return false }
      return members.allSatisfy { member in other[member.key].map { member.value.isSame(as: $0) } ?? false }
        && others.allSatisfy { member in self[member.key].map { member.value.isSame(as: $0) } ?? false }
    case (.array(let elements), .array(let others)):
      return elements.count == others.count && zip(elements, others).allSatisfy { $0.isSame(as: $1) }
    case (.string(let text), .string(let otherText)): return text == otherText
    case (.number(let text), .number(let otherText)): return text == otherText
    case (.boolean(let value), .boolean(let otherValue)): return value == otherValue
    case (.null, .null): return true
    default: return false
    }
  }

  /// Appends the value as Xcode writes it: `"key" : value`, two spaces per level, each member and element on its own
  /// line, an empty object or array as its brackets around one empty line, `/` not escaped.
  func write(to output: inout String, indentation: Int) {
    switch self {
    case .object(let members):
      output += "{\n"
      for (offset, member) in members.enumerated() {
        output += String(repeating: "  ", count: indentation + 1)
        JSONString.appendQuoted(member.key, to: &output)
        output += " : "
        member.value.write(to: &output, indentation: indentation + 1)
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      if members.isEmpty { output += "\n" }
      output += String(repeating: "  ", count: indentation) + "}"
    case .array(let elements):
      output += "[\n"
      for (offset, element) in elements.enumerated() {
        output += String(repeating: "  ", count: indentation + 1)
        element.write(to: &output, indentation: indentation + 1)
        output += offset == elements.count - 1 ? "\n" : ",\n"
      }
      if elements.isEmpty { output += "\n" }
      output += String(repeating: "  ", count: indentation) + "]"
    case .string(let text): JSONString.appendQuoted(text, to: &output)
    case .number(let text): output += text
    case .boolean(let value): output += value ? "true" : "false"
    case .null: output += "null"
    }
  }
}
