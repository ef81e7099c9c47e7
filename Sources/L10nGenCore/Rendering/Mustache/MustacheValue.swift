/// A value a Mustache template renders: the data model that tags look up.
///
/// Objects are looked up by key, lists are iterated by sections, and scalars are interpolated.
/// Falsy values (`false`, `null`, empty lists, empty strings, `0` and `0.0`) skip sections and
/// show inverted sections, following the spec's `!!data` rule; every other value is truthy.
package enum MustacheValue: Sendable, Hashable {
  /// Text, interpolated as is (escaped according to the render's ``MustacheEscaping``).
  case string(String)
  /// A boolean, interpolated as `true` or `false`.
  case bool(Bool)
  /// An integer, interpolated in decimal (`85`).
  case int(Int)
  /// A floating-point number, interpolated in its shortest round-tripping form (`1.21`, integral values as `85`).
  case double(Double)
  /// A list: a section renders once per element with the element on top of the context stack.
  case list([MustacheValue])
  /// A list whose elements are made as a section reaches them (for very long lists of view models).
  case lazyList(MustacheLazyList)
  /// A set of named values that tags look up by name.
  case object([String: MustacheValue])
  /// Named values in a shared shape: templates see it as an object with the same members (built-in view models
  /// render as records, so that tags find names by slot; an object and a record with equal members are different
  /// values to `==`).
  case record(MustacheRecord)
  /// No value: interpolates as the empty string and is falsy.
  case null
}

extension MustacheValue {
  /// Whether a section renders for this value (`!!data` in the spec's terms).
  package var isTruthy: Bool {
    switch self {
    case .string(let text): !text.isEmpty
    case .bool(let flag): flag
    case .int(let number): number != 0
    case .double(let number): number != 0 && !number.isNaN
    case .list(let items): !items.isEmpty
    case .lazyList(let items): items.count > 0
    case .object, .record: true
    case .null: false
    }
  }

  /// The text an interpolation tag renders before escaping.
  ///
  /// Lists and objects have no textual form and render as the empty string.
  package var interpolatedText: String {
    switch self {
    case .string(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .int(let number): String(number)
    case .double(let number): Self.text(for: number)
    case .list, .lazyList, .object, .record, .null: ""
    }
  }

  /// The value for `key` when this is an object, otherwise `nil`.
  package subscript(key: String) -> MustacheValue? {
    switch self {
    case .object(let members): members[key]
    case .record(let record): record[key]
    default: nil
    }
  }

  /// The value for `name` when this is an object or a record, otherwise `nil`: a record finds it by slot.
  @inline(__always)
  subscript(name: MustacheName) -> MustacheValue? {
    switch self {
    case .record(let record): record[name]
    case .object(let members): members[name.text]
    default: nil
    }
  }

  /// Whole numbers below 10^15 print without a fraction (`3`, not `3.0`); others use Swift's shortest round-tripping
  /// form.
  private static func text(for number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int(number))
    }
    return String(number)
  }
}
