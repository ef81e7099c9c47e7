extension MustacheValue: ExpressibleByStringLiteral {
  package init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  package init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  package init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  package init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  package init(nilLiteral: ()) {
    self = .null
  }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  package init(arrayLiteral elements: MustacheValue...) {
    self = .list(elements)
  }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  package init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
