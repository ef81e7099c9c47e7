extension MustacheValue: ExpressibleByStringLiteral {
  /// Creates a `.string` value from a string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// Creates a `.bool` value from `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// Creates an `.int` value from an integer literal.
  public init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// Creates a `.double` value from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  /// Creates `.null` from `nil`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// Creates a `.list` value from an array literal.
  public init(arrayLiteral elements: MustacheValue...) {
    self = .list(elements)
  }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// Creates an `.object` value from a dictionary literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
