import L10nGenCore
import Testing

/// A ``MustacheRecord`` (what the built-in view models render as) is seen by templates exactly as an object with the
/// same members, whichever was made first, the template or the shape.
@Suite struct MustacheRecordTests {
  /// A template of names the record has, names it lacks (found in outer contexts, or nowhere), dotted names and
  /// sections, rendered with records and with the equal objects.
  @Test func recordRendersAsTheEqualObject() throws {
    let template = try MustacheTemplate(
      source:
        "{{#items}}{{name}}:{{access}}:{{missing}}:{{inner.text}}{{#flag}}!{{/flag}}{{^flag}}?{{/flag}};{{/items}}"
    )
    // Made after the template: names it parsed first and names it never saw.
    let shape = MustacheShape(["name", "inner", "flag", "unseenByTheTemplate"])
    let innerShape = MustacheShape(["text"])
    func item(_ name: String, flag: Bool) -> (record: MustacheValue, object: MustacheValue) {
      let values: [MustacheValue] = [
        .string(name), .record(MustacheRecord(innerShape, [.string(name + "-inner")])), .bool(flag), .int(1),
      ]
      let object: MustacheValue = [
        "name": .string(name), "inner": ["text": .string(name + "-inner")], "flag": .bool(flag),
        "unseenByTheTemplate": 1,
      ]
      return (.record(MustacheRecord(shape, values)), object)
    }
    let items = [item("a", flag: true), item("b", flag: false)]
    let rootMembers: [String: MustacheValue] = ["access": "internal"]
    let fromRecords = try template.render(
      .record(MustacheRecord(rootMembers.merging(["items": .list(items.map(\.record))]) { $1 })))
    let fromObjects = try template.render(.object(rootMembers.merging(["items": .list(items.map(\.object))]) { $1 }))
    #expect(fromRecords == "a:internal::a-inner!;b:internal::b-inner?;")
    #expect(fromRecords == fromObjects)
  }

  /// Records are equal when their names and values are, whatever the slot order of their shapes.
  @Test func recordsCompareByNamesAndValues() {
    let first = MustacheRecord(MustacheShape(["a", "b"]), [1, "x"])
    let second = MustacheRecord(MustacheShape(["b", "a"]), ["x", 1])
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != MustacheRecord(MustacheShape(["a", "b"]), [2, "x"]))
    #expect(MustacheValue.record(first)["b"] == "x")
    #expect(MustacheValue.record(first)["c"] == nil)
  }
}
