extension MustacheValue: Decodable {
  /// Reads any JSON value: `null`, booleans before numbers, integers before decimals, strings, arrays as lists and
  /// objects as objects. Lets a template author render a recorded `context.json` (and the Mustache spec's data).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .int(number)
    } else if let number = try? container.decode(Double.self) {
      self = .double(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([MustacheValue].self) {
      self = .list(items)
    } else {
      self = .object(try container.decode([String: MustacheValue].self))
    }
  }
}
