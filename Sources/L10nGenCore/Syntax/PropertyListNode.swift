/// One value of an XML property list, with where its element starts.
package struct PropertyListNode: Hashable, Sendable {
  /// The value an element holds.
  package enum Content: Hashable, Sendable {
    /// `<string>`: the text, entities decoded, whitespace kept.
    case string(String)
    /// `<integer>`: the text as written.
    case integer(String)
    /// `<real>`: the text as written.
    case real(String)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`: the text as written.
    case date(String)
    /// `<data>`: the base64 text as written.
    case data(String)
    /// `<array>`.
    case array([PropertyListNode])
    /// `<dict>`: key/value pairs in file order, duplicates included.
    case dictionary([PropertyListDictionaryItem])
  }

  /// The value.
  package var content: Content
  /// Where the value's element starts (its `<`).
  package var location: SourceLocation

  /// The element name of the value, for messages: `<string>`, `<dict>`, `<true/>`...
  var elementName: String {
    switch content {
    case .string: "<string>"
    case .integer: "<integer>"
    case .real: "<real>"
    case let .boolean(value): value ? "<true/>" : "<false/>"
    case .date: "<date>"
    case .data: "<data>"
    case .array: "<array>"
    case .dictionary: "<dict>"
    }
  }

  /// The text when the value is a `<string>`.
  package var stringValue: String? {
    if case let .string(text) = content { return text }
    return nil
  }

  /// The items when the value is a `<dict>`.
  package var dictionaryItems: [PropertyListDictionaryItem]? {
    if case let .dictionary(items) = content { return items }
    return nil
  }
}

/// One `<key>` of a `<dict>` with its value.
package struct PropertyListDictionaryItem: Hashable, Sendable {
  /// The key text.
  package var key: String
  /// Where the `<key>` element starts.
  package var keyLocation: SourceLocation
  /// The value after the key.
  package var value: PropertyListNode
  /// The XML comment(s) (`<!-- -->`) between the previous value and this key, trimmed.
  var comment: String?
}
