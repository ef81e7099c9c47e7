import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// An ASCII UTF-8 `.strings` file is read from its bytes (``StringsASCIIText``) instead of a decoded UTF-16 copy;
/// both ways must give the same entries, byte ranges and diagnostics, whatever the file holds.
@Suite struct StringsASCIITextTests {
  /// Reads `data` from its bytes and decoded, and expects the same result.
  private func expectSameReading(_ data: Data, path: String = "en.lproj/L.strings") {
    let bytes = StringsFileParser.read(data, path: path, into: [StringsFileEntry]())
    let decoded = StringsFileParser.read(data, path: path, into: [StringsFileEntry](), readingASCIIBytes: false)
    #expect(bytes.entries == decoded.entries, "\(path)")
    #expect(bytes.entries.map(\.keyLocation.byteRange) == decoded.entries.map(\.keyLocation.byteRange), "\(path)")
    #expect(bytes.entries.map(\.valueLocation.byteRange) == decoded.entries.map(\.valueLocation.byteRange), "\(path)")
    #expect(bytes.diagnostics == decoded.diagnostics, "\(path)")
    #expect(bytes.diagnostics.map(\.message) == decoded.diagnostics.map(\.message), "\(path)")
    #expect(bytes.keysAreUnique == decoded.keysAreUnique, "\(path)")
  }

  @Test(arguments: [
    "/* c */\n\"a\" = \"b\";\n// one\n// two\n\"c\" = 'd';\r\n\"e\";\n",
    "\u{FEFF}\"a\" = \"b\\n\\U0041\\101\";",
    "{ \"a\" = \"b\"; nested = { x = y; }; }",
    "\"a\" = \"b\";\n\"a\" = \"c\";\n\"d\" = (1, 2);\n",
    "\"a\" = \"b\";;\"c\" = \"d\";",
    "\"a\" = \"unterminated;\n",
    "\"a\" = \"b\" \"c\" = \"d\";",
    "/* unterminated \"a\" = \"b\";",
    "a\0b = c;",
    "just a string",
  ])
  func asciiTextReadsAsTheDecodedText(text: String) {
    expectSameReading(Data(text.utf8))
  }

  @Test func aByteOrderMarkIsSkippedAndCountsInByteRanges() throws {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"v\";".utf8))
    let markLength = data.withUnsafeBytes { StringsTextDecoder.asciiByteOrderMarkLength($0.bindMemory(to: UInt8.self)) }
    #expect(markLength == 3)
    let entry = try #require(StringsFileParser.parse(data, path: "L.strings").entries.first)
    #expect(entry.keyLocation.byteRange == 3..<6)
    #expect(entry.valueLocation.byteRange == 9..<12)
    expectSameReading(data)
  }

  @Test(
    arguments: [
      [0xC3, 0xA9],  // é: not ASCII
      [0x00, 0x41, 0x42],  // UTF-16 without a byte-order mark
      [0xFF, 0xFE, 0x41, 0x00],  // UTF-16 LE with a mark
      [0xEF, 0xBB, 0xBF],  // only a mark
    ] as [[UInt8]])
  func otherFilesAreDecoded(bytes: [UInt8]) {
    #expect(bytes.withUnsafeBufferPointer { StringsTextDecoder.asciiByteOrderMarkLength($0) } == nil)
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyASCIICorpusFileReadsAsDecoded() throws {
    let corpus = try #require(PackagePaths.corpus)
    var ascii = 0
    for file in PackagePaths.files(in: corpus, withExtensions: ["strings"]) {
      let data = try Data(contentsOf: file)
      if data.withUnsafeBytes({ StringsTextDecoder.asciiByteOrderMarkLength($0.bindMemory(to: UInt8.self)) }) != nil {
        ascii += 1
      }
      expectSameReading(data, path: file.path)
    }
    #expect(ascii > 100, "the corpus has many ASCII tables (\(ascii))")
  }
}
