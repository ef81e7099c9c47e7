import Foundation
import Testing

@testable import L10nGenCore

@Suite struct JSONValueReaderTests {
  private func parse(_ text: String) -> Result<JSONNode, JSONValueReader.SyntaxError> {
    JSONValueReader.parse(Data(text.utf8), path: "f.json")
  }

  private func failure(_ text: String) -> JSONValueReader.SyntaxError? {
    if case let .failure(error) = parse(text) { return error }
    return nil
  }

  @Test func valuesKeepTheirLocations() throws {
    let node = try parse("{\n  \"é\" : [1, -2.5e3, true, null],\r\n\t\"b\":\"x\"\n}").get()
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["é", "b"])
    #expect(members[0].keyLocation == SourceLocation(file: "f.json", line: 2, column: 3))
    #expect(members[0].value.location == SourceLocation(file: "f.json", line: 2, column: 9))
    guard case let .array(elements) = members[0].value.content else {
      Issue.record("array expected")
      return
    }
    #expect(elements.map(\.content) == [.number("1"), .number("-2.5e3"), .boolean(true), .null])
    #expect(elements[1].location.column == 13)
    #expect(members[1].value.location == SourceLocation(file: "f.json", line: 3, column: 6))
  }

  @Test(arguments: [
    ("", 1, 1, "empty"),
    ("{\"a\" 1}", 1, 6, "expected ':'"),
    ("[1,]", 1, 4, "expected a value"),
    ("{\"a\":1,}", 1, 8, "quoted member name"),
    ("\"abc", 1, 1, "unterminated string"),
    ("\"a\\x\"", 1, 4, "invalid escape"),
    ("\"\\ud800\"", 1, 8, "low one"),
    ("[01]", 1, 3, "expected ',' or ']'"),
    ("[1] x", 1, 5, "after the end"),
    ("\"a\nb\"", 1, 3, "control character"),
    ("{'a':1}", 1, 2, "quoted member name"),
    ("[tru]", 1, 5, "expected 'true'"),
  ])
  func syntaxErrorsSayWhatAndWhere(input: String, line: Int, column: Int, message: String) throws {
    let error = try #require(failure(input))
    #expect(error.location.line == line)
    #expect(error.location.column == column)
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let error = try #require(failure(deep))
    #expect(error.message.contains("deeper than 512"))
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(failure(fine) == nil)
  }

  @Test func invalidUTF8IsAnError() throws {
    let error = try #require(
      {
        if case let .failure(error) = JSONValueReader.parse(Data([0x22, 0xE9, 0x22]), path: "f") { error } else { nil }
      }())
    #expect(error.message.contains("not valid UTF-8"))
  }

  @Test(arguments: [
    (#""plain ASCII""#, "plain ASCII"),
    (#""Grüße, 世界 🎉""#, "Grüße, 世界 🎉"),
    (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{08}\u{0C}\n\r\t"),
    (#""é\u00e9\u0000x""#, "éé\u{0}x"),
    (#""\ud83c\udf89 party""#, "🎉 party"),
    (#""über\nnext""#, "über\nnext"),
  ])
  func stringsDecodeEscapesAndNonASCIIText(input: String, expected: String) throws {
    let node = try parse(input).get()
    #expect(node.stringValue == expected)
  }

  @Test func invalidUTF8BeforeAnEscapeIsAnErrorAtTheString() throws {
    let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0xE9, 0x5C, 0x6E, 0x22, 0x5D]  // ["a<E9>\n"]
    guard case let .failure(error) = JSONValueReader.parse(Data(bytes), path: "f") else {
      Issue.record("expected an error")
      return
    }
    #expect(error.message.contains("not valid UTF-8"))
    #expect(error.location.column == 2)
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let node = try JSONValueReader.parse(Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), path: "f").get()
    #expect(node.members?.isEmpty == true)
    #expect(node.location.column == 1)
  }
}
