/// One JSON value with where it starts.
package struct JSONNode: Hashable, Sendable {
  /// The value.
  package enum Content: Hashable, Sendable {
    /// An object: members in file order, duplicates included.
    ///
    /// Keeping duplicates lets the catalog reader warn about them; `JSONSerialization` silently keeps one.
    case object([JSONMember])
    /// An array.
    case array([JSONNode])
    /// A string, escapes decoded.
    case string(String)
    /// A number, as written.
    ///
    /// Kept as text so that no precision is lost; readers convert what they need (`argNum` with `Int(_:)`).
    case number(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
  }

  /// The value.
  package var content: Content
  /// Where the value's first character is.
  package var location: SourceLocation

  /// A short name of the value's type for messages.
  var typeName: String {
    switch content {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    }
  }

  /// The members when the value is an object.
  package var members: [JSONMember]? {
    if case let .object(members) = content { return members }
    return nil
  }

  /// The text when the value is a string.
  package var stringValue: String? {
    if case let .string(text) = content { return text }
    return nil
  }

  /// The value when it is a boolean.
  var booleanValue: Bool? {
    if case let .boolean(value) = content { return value }
    return nil
  }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Hashable, Sendable {
  /// The key, escapes decoded.
  package var key: String
  /// Where the key's opening quote is.
  package var keyLocation: SourceLocation
  /// The value.
  package var value: JSONNode
}
