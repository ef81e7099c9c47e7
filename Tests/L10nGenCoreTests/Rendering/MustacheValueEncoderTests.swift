import L10nGenCore
import Testing

@Suite struct MustacheValueEncoderTests {
  private struct Parameter: Encodable {
    var name: String
    var position: UInt8
  }

  private struct Member: Encodable {
    var name: String
    var isProperty: Bool
    var weight: Double
    var docLines: [String]
    var parameters: [Parameter]
    var comment: String?
    var nothing: [String: Int] = [:]
  }

  @Test func structsBecomeObjectsArraysListsAndScalarsScalars() throws {
    let member = Member(
      name: "title", isProperty: false, weight: 1.5, docLines: ["/// Title"],
      parameters: [Parameter(name: "p1", position: 1)], comment: nil)
    let value = try MustacheValueEncoder().encode(member)
    #expect(
      value == [
        "name": "title", "isProperty": false, "weight": 1.5, "docLines": ["/// Title"],
        "parameters": [["name": "p1", "position": 1]], "nothing": [:],
      ])
  }

  @Test func topLevelScalarsAndListsEncode() throws {
    #expect(try MustacheValueEncoder().encode("text") == "text")
    #expect(try MustacheValueEncoder().encode([Int64.max, 2]) == [.int(Int.max), 2])
    #expect(try MustacheValueEncoder().encode([String]()) == [])
    #expect(try MustacheValueEncoder().encode(String?.none) == nil)
  }

  /// Nested containers are filled after they are handed out; an overwritten key keeps its last value.
  private struct HandWritten: Encodable {
    enum Key: String, CodingKey {
      case name, inner, items
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("first", forKey: .name)
      var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
      var items = container.nestedUnkeyedContainer(forKey: .items)
      try items.encode(1)
      var nested = items.nestedUnkeyedContainer()
      try items.encode(true)
      try nested.encode("deep")
      try inner.encode(Int8(-3), forKey: .name)
      try container.encode("last", forKey: .name)
    }
  }

  @Test func nestedContainersAreReadWhenTheValueIsFinished() throws {
    #expect(
      try MustacheValueEncoder().encode(HandWritten())
        == ["name": "last", "inner": ["name": -3], "items": [1, ["deep"], true]])
  }

  @Test func encodedViewModelsRender() throws {
    let template = try MustacheTemplate(
      source: "{{#parameters}}{{name}}@{{position}} {{/parameters}}{{^isProperty}}f{{/isProperty}}")
    let member = Member(
      name: "t", isProperty: false, weight: 0, docLines: [],
      parameters: [Parameter(name: "p1", position: 1), Parameter(name: "p2", position: 2)])
    #expect(try template.render(MustacheValueEncoder().encode(member)) == "p1@1 p2@2 f")
  }
}
