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
