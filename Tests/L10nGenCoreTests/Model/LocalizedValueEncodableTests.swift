import Foundation
import Testing

@testable import L10nGenCore

@Suite struct LocalizedValueEncodableTests {
  private let here = SourceLocation(file: "f", line: 1, column: 1)

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func plainTextValue() throws {
    #expect(try json(LocalizedValue.text("Hi", at: here)) == #"{"root":{"text":"Hi"}}"#)
  }

  @Test func pluralSubstitutionWithArgumentNumberAndState() throws {
    let plural = VariantNode.plural([
      .init(selector: "one", node: .text("%ld apple", here)), .init(selector: "other", node: .text("%ld apples", here)),
    ])
    let value = LocalizedValue(
      root: .text("%2$#@n@", here),
      substitutions: [
        Substitution(name: "n", argumentNumber: 2, formatSpecifier: "ld", variants: plural, location: here)
      ],
      location: here, state: "translated")
    #expect(
      try json(value)
        == #"{"root":{"text":"%2$#@n@"},"state":"translated","substitutions":[{"argNum":2,"formatSpecifier":"ld","#
        + #""name":"n","variants":{"plural":{"one":{"text":"%ld apple"},"other":{"text":"%ld apples"}}}}]}"#)
  }

  @Test func deviceAndWidthNodesNest() throws {
    let node = VariantNode.device([
      .init(selector: "mac", node: .width([.init(selector: "20", node: .text("Hello", here))])),
      .init(selector: "other", node: .text("Hi", here)),
    ])
    #expect(try json(node) == #"{"device":{"mac":{"width":{"20":{"text":"Hello"}}},"other":{"text":"Hi"}}}"#)
  }
}
