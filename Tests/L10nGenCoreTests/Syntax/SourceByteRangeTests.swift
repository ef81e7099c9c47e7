import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// Keys and values carry the byte range of their token in the file: re-reading exactly those bytes gives the key or
/// value back, on every file of the corpus and in each encoding the readers accept.
@Suite struct SourceByteRangeTests {
  /// The encoding the `.strings` decoder picks for `data` (UTF-8 unless a UTF-16 BOM says otherwise).
  private static func stringsEncoding(of data: Data) -> String.Encoding {
    if data.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
    if data.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
    return .utf8
  }

  /// The single entry of `source` read as a `.strings` file.
  private static func soleEntry(of source: String) -> StringsFileEntry? {
    let result = StringsFileReader.parse(Data(source.utf8), path: "probe.strings")
    return result.entries.count == 1 ? result.entries[0] : nil
  }

  /// Checks every entry of one `.strings` file; returns how many ranges were checked.
  private static func checkStrings(_ data: Data, path: String) -> Int {
    let encoding = stringsEncoding(of: data)
    var checked = 0
    for entry in StringsFileReader.parse(data, path: path).entries {
      guard let keyRange = entry.keyLocation.byteRange, let valueRange = entry.valueLocation.byteRange else {
        Issue.record("\(path): '\(entry.key)' has no byte range")
        continue
      }
      let keyText = String(data: data[keyRange], encoding: encoding)
      let valueText = String(data: data[valueRange], encoding: encoding)
      #expect(keyText.flatMap { soleEntry(of: $0 + ";") }?.key == entry.key, "\(path): key '\(entry.key)'")
      #expect(
        valueText.flatMap { soleEntry(of: "k = " + $0 + ";") }?.value == entry.value, "\(path): value of '\(entry.key)'"
      )
      checked += 1
    }
    return checked
  }

  @Test func aStringsKeyAndValueCoverTheirQuotedTokens() throws {
    let source = "/* c */\n\"greeting\" = \"Hi \\\"you\\\"\";\nbare = word;\n\"only\";\n"
    let result = StringsFileReader.parse(Data(source.utf8), path: "L.strings")
    let ranges = result.entries.map { ($0.keyLocation.byteRange, $0.valueLocation.byteRange) }
    let bytes = Array(source.utf8)
    func text(_ range: Range<Int>?) -> String? { range.map { String(decoding: bytes[$0], as: UTF8.self) } }
    #expect(ranges.map { text($0.0) } == ["\"greeting\"", "bare", "\"only\""])
    #expect(ranges.map { text($0.1) } == ["\"Hi \\\"you\\\"\"", "word", "\"only\""])
  }

  @Test func stringsRangesCountTheByteOrderMarkAndEachEncoding() throws {
    let source = "\"é😀\" = \"naïve\";\n"
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(source.data(using: .utf16LittleEndian)!)
    var utf8WithMark = Data([0xEF, 0xBB, 0xBF])
    utf8WithMark.append(Data(source.utf8))
    for data in [Data(source.utf8), utf8WithMark, utf16] {
      #expect(Self.checkStrings(data, path: "L.strings") == 1)
    }
    let bigEndian = Data([0xFE, 0xFF]) + source.data(using: .utf16BigEndian)!
    #expect(Self.checkStrings(bigEndian, path: "L.strings") == 1)
  }

  @Test func aStrayCopyrightByteLeavesNoRangeRatherThanAWrongOne() throws {
    let data = Data("\"a\" = \"".utf8) + Data([0xA9]) + Data("\";\n\"b\" = \"x\";\n".utf8)
    let entries = StringsFileReader.parse(data, path: "L.strings").entries
    #expect(entries.count == 2)
    #expect(entries.allSatisfy { $0.keyLocation.byteRange == nil && $0.valueLocation.byteRange == nil })
  }

  @Test
  func everyCorpusStringsEntryIsCoveredExactly() throws {
    let corpus = PackagePaths.realFiles
    var checked = 0
    for url in PackagePaths.files(in: corpus, withExtensions: ["strings"]) {
      checked += Self.checkStrings(try Data(contentsOf: url), path: url.path)
    }
    #expect(checked > 0)
  }

  /// Every member name and string of a JSON tree, with their locations.
  private static func strings(in node: JSONNode) -> [(text: String, location: L10nGenCore.SourceLocation)] {
    switch node.content {
    case .string(let text): return [(text, node.location)]
    case .object(let members):
      return members.flatMap { [($0.key, $0.keyLocation)] + strings(in: $0.value) }
    case .array(let elements): return elements.flatMap(strings(in:))
    default: return []
    }
  }

  @Test
  func everyCorpusCatalogKeyAndStringIsCoveredExactly() throws {
    let corpus = PackagePaths.realFiles
    var checked = 0
    for url in PackagePaths.files(in: corpus, withExtensions: ["xcstrings"]) {
      let data = try Data(contentsOf: url)
      guard case .success(let root) = JSONValueReader.parse(data, path: url.path) else { continue }
      for string in Self.strings(in: root) {
        let range = try #require(string.location.byteRange)
        let decoded = try JSONSerialization.jsonObject(with: data[range], options: .fragmentsAllowed) as? String
        #expect(decoded == string.text, "\(url.path):\(string.location.line)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }
}
