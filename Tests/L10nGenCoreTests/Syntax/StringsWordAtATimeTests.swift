import Foundation
import L10nGenCore
import Testing

/// The `.strings` decoder reads eight bytes and the locator four code units at a time where the text is printable
/// ASCII; these inputs put non-ASCII characters, tabs and line breaks at every offset of such a block.
@Suite struct StringsWordAtATimeTests {
  @Test(arguments: 0..<9)
  func valuesAndPositionsAreTheSameAtEveryAlignment(padding: Int) {
    let pad = String(repeating: "a", count: padding)
    let line1 = "\"\(pad)k\" = \"\(pad)é😀x\tyz\";\n"
    let line2 = "\"k2\"\t= \"abcdefghijklmnop\";\r\n"
    let line3 = "\"\(pad)ü\" = \"\(pad)\";\n"
    let result = StringsFileReader.parse(Data((line1 + line2 + line3).utf8), path: "en.lproj/L.strings")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.key) == ["\(pad)k", "k2", "\(pad)ü"])
    #expect(result.entries.map(\.value) == ["\(pad)é😀x\tyz", "abcdefghijklmnop", pad])
    #expect(result.entries.map(\.keyLocation.line) == [1, 2, 3])
    #expect(result.entries.map(\.valueLocation.column) == [padding + 7, 8, padding + 7])
    #expect(
      result.entries.map { $0.valueLocation.byteRange?.lowerBound } == [
        padding + 6, line1.utf8.count + 7, line1.utf8.count + line2.utf8.count + padding + 7,
      ])
    #expect(
      result.entries.map { $0.keyLocation.byteRange?.upperBound } == [
        padding + 3, line1.utf8.count + 4, line1.utf8.count + line2.utf8.count + padding + 4,
      ])
  }
}
