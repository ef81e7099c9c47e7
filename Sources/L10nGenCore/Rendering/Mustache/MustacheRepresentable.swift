/// A type that can be rendered by a ``MustacheTemplate``, typically a view model.
package protocol MustacheRepresentable {
  /// The value templates see for this instance.
  var mustacheValue: MustacheValue { get }
}

extension MustacheValue: MustacheRepresentable {
  /// The value itself.
  package var mustacheValue: MustacheValue { self }
}

extension String: MustacheRepresentable {
  /// The string as a `.string` value.
  package var mustacheValue: MustacheValue { .string(self) }
}

extension Bool: MustacheRepresentable {
  /// The flag as a `.bool` value.
  package var mustacheValue: MustacheValue { .bool(self) }
}

extension Int: MustacheRepresentable {
  /// The number as an `.int` value.
  package var mustacheValue: MustacheValue { .int(self) }
}

extension Double: MustacheRepresentable {
  /// The number as a `.double` value.
  package var mustacheValue: MustacheValue { .double(self) }
}

extension Optional: MustacheRepresentable where Wrapped: MustacheRepresentable {
  /// The wrapped value's representation, or `.null` for `nil`.
  package var mustacheValue: MustacheValue { self?.mustacheValue ?? .null }
}

extension Array: MustacheRepresentable where Element: MustacheRepresentable {
  /// The elements as a `.list` value, in order.
  package var mustacheValue: MustacheValue { .list(map(\.mustacheValue)) }
}

extension Dictionary: MustacheRepresentable where Key == String, Value: MustacheRepresentable {
  /// The entries as an `.object` value.
  package var mustacheValue: MustacheValue { .object(mapValues(\.mustacheValue)) }
}
