import Foundation
import L10nGenCore
import Testing

/// ``SourceLocation`` stores its numbers in 32 bits behind `Int` properties: what fits reads back as written, what does
/// not degrades (a clamped line, no byte range) without a crash, and the encoded form is unchanged.
@Suite struct SourceLocationTests {
  /// The core's location (Swift Testing has a `SourceLocation` of its own).
  private typealias Location = L10nGenCore.SourceLocation

  @Test func numbersReadBackAsWritten() {
    var location = Location(file: "a.strings", line: 12, column: 7, byteRange: 100..<110)
    #expect(location.line == 12 && location.column == 7 && location.byteRange == 100..<110)
    location.byteRange = nil
    #expect(location.byteRange == nil)
    location.byteRange = 0..<0
    #expect(location.byteRange == 0..<0)
    location.byteRange = 4_294_967_290..<4_294_967_295
    #expect(location.byteRange == 4_294_967_290..<4_294_967_295)
    #expect(location.description == "a.strings:12:7")
  }

  @Test func bytesBeyondFourGigabytesHaveNoRange() {
    let location = Location(file: "big.strings", line: 1, column: 1, byteRange: 4_294_967_296..<4_294_967_300)
    #expect(location.byteRange == nil)
    #expect(Location(file: "f", line: 1, column: 1, byteRange: 10..<4_294_967_296).byteRange == nil)
  }

  @Test func hugeLinesAndColumnsAreClamped() {
    let location = Location(file: "f", line: Int.max, column: 3_000_000_000)
    #expect(location.line == Int(Int32.max) && location.column == Int(Int32.max))
  }

  @Test func equalityAndOrderIgnoreTheByteRange() {
    let first = Location(file: "f", line: 2, column: 3, byteRange: 1..<2)
    #expect(first == Location(file: "f", line: 2, column: 3))
    #expect(first < Location(file: "f", line: 2, column: 4))
    #expect(first.hashValue == Location(file: "f", line: 2, column: 3).hashValue)
  }

  @Test func encodesItsPropertiesByName() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let location = Location(file: "f", line: 2, column: 3, byteRange: 4..<9)
    let json = String(decoding: try encoder.encode(location), as: UTF8.self)
    #expect(json == #"{"byteRange":[4,9],"column":3,"file":"f","line":2}"#)
    let decoded = try JSONDecoder().decode(Location.self, from: Data(json.utf8))
    #expect(decoded == location && decoded.byteRange == 4..<9)
    let withoutRange = String(
      decoding: try encoder.encode(Location(file: "f", line: 2, column: 3)), as: UTF8.self)
    #expect(withoutRange == #"{"column":3,"file":"f","line":2}"#)
  }
}
