import L10nGenCore

/// A ``MustacheValue`` read back from JSON (`context.json`), keeping booleans, integers and decimals apart.
struct DecodedMustacheValue: Decodable {
  var value: MustacheValue

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let flag = try? container.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      value = .int(number)
    } else if let number = try? container.decode(Double.self) {
      value = .double(number)
    } else if let text = try? container.decode(String.self) {
      value = .string(text)
    } else if let items = try? container.decode([DecodedMustacheValue].self) {
      value = .list(items.map(\.value))
    } else {
      value = .object(try container.decode([String: DecodedMustacheValue].self).mapValues(\.value))
    }
  }
}
