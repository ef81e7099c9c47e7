import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// A valid UTF-8 `.strings` file, ASCII or not, is read from its bytes (``StringsUTF8Text``) instead of a decoded UTF-16
/// copy; both ways must give the same entries, byte ranges and diagnostics (messages, lines, columns), whatever the
/// file holds.
@Suite struct StringsUTF8TextTests {
  /// Reads `data` from its bytes and decoded, and expects the same result; returns the bytes path's result.
  @discardableResult
  private func expectSameReading(
    _ data: Data, path: String = "de.lproj/L.strings", sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (entries: [StringsFileEntry], diagnostics: [Diagnostic]) {
    let bytes = StringsFileReader.read(data, path: path, into: [StringsFileEntry]())
    let decoded = StringsFileReader.read(data, path: path, into: [StringsFileEntry](), readingUTF8Bytes: false)
    #expect(bytes.entries == decoded.entries, "\(path)", sourceLocation: sourceLocation)
    #expect(
      bytes.entries.map(\.keyLocation.byteRange) == decoded.entries.map(\.keyLocation.byteRange), "\(path)",
      sourceLocation: sourceLocation)
    #expect(
      bytes.entries.map(\.valueLocation.byteRange) == decoded.entries.map(\.valueLocation.byteRange), "\(path)",
      sourceLocation: sourceLocation)
    #expect(bytes.diagnostics == decoded.diagnostics, "\(path)", sourceLocation: sourceLocation)
    #expect(
      bytes.diagnostics.map(\.message) == decoded.diagnostics.map(\.message), "\(path)", sourceLocation: sourceLocation)
    #expect(
      bytes.diagnostics.map { [$0.location?.line, $0.location?.column] }
        == decoded.diagnostics.map { [$0.location?.line, $0.location?.column] }, "\(path)",
      sourceLocation: sourceLocation)
    #expect(bytes.keysAreUnique == decoded.keysAreUnique, "\(path)", sourceLocation: sourceLocation)
    return (bytes.entries, bytes.diagnostics)
  }

  /// Whether `data` takes the bytes path.
  private func isReadFromBytes(_ data: Data) -> Bool {
    data.withUnsafeBytes { StringsTextDecoder.utf8ByteOrderMarkLength($0.bindMemory(to: UInt8.self)) } != nil
  }

  @Test(arguments: [
    // ASCII
    "/* c */\n\"a\" = \"b\";\n// one\n// two\n\"c\" = 'd';\r\n\"e\";\n",
    "\u{FEFF}\"a\" = \"b\\n\\U0041\\101\";",
    "{ \"a\" = \"b\"; nested = { x = y; }; }",
    "\"a\" = \"b\";\n\"a\" = \"c\";\n\"d\" = (1, 2);\n",
    "\"a\" = \"b\";;\"c\" = \"d\";",
    "\"a\" = \"unterminated;\n",
    "\"a\" = \"b\" \"c\" = \"d\";",
    "/* unterminated \"a\" = \"b\";",
    "x = \"a\0b\";",
    "just a string",
    // non-ASCII in keys, values and comments, CRLF, a BOM
    "/* Größe */\r\n\"größe\" = \"Größe: %@\";\r\n\"日本語\" = \"テキスト😀\";\r\n",
    "\u{FEFF}// Überschrift\n\"titel\" = \"Überschrift 🇩🇪\";\n\"ключ\";\n",
    "\"é\" = \"a\";\n\"é\" = \"b\";\n",
    // escapes next to multi-byte characters
    "\"a\" = \"é\\n😀\\\"ü\\\\\";",
    "\"a\" = \"\\é\\😀\\ü\";",
    "\"a\" = \"\\UD83D\\UDE00 \\UD83D😀 😀\\UDE00 \\U00e9é\\351\";",
    "\"a\" = \"😀\\U41\\101\\Ug😀\";",
    "'é' = 'it\\'s ü';",
    // errors after non-ASCII text on the same line
    "\"é😀\" = \"x\" \"y\";",
    "\"ü\" = é;",
    "\"ü\" é \"x\";",
    "\"ü\" = \"x\";\n\"ö😀\" = \"y\"",
    "\"ü😀\" = \"unterminated;",
    "\"ü\" = \"x\"; 😀 \"a\" = \"b\";",
    "\"ü\" = \"x\"\u{00A0};",
    "\"ü\" = \"x\";\u{FEFF}\"a\" = \"b\";",
    "\"ü\" = \"\\",
    "ü",
    "\"ü\" = (\"é\", 😀);",
    // U+2028 and U+2029 are whitespace and end // comments; U+00A0 is trimmed from comments
    "\"a\"\u{2028}=\u{2029}\"b\";\u{2028}\"c\" = \"d\";",
    "// one\u{2028}// two\n\"a\" = \"b\";",
    "\"a\" = \"b\"; // trailing\u{2029}// next\n\"c\" = \"d\";",
    "/*\u{00A0} Größe \u{2028}\u{00A0}*/ \"a\" = \"b\";",
    "//\u{00A0}\u{2028}x\u{00A0}\n\"a\" = \"b\";",
    "/* 😀 */ \"a\" = \"b\";",
    "/* unterminated 😀",
    // data values: CF looks at a unit's low byte, so U+0130 is '0'; surrogates count one by one
    "\"a\" = <0İ>;",
    "\"a\" = <0\u{1C000}>;",
    "\"a\" = <\u{1C030}0>;",
    "\"a\" = (<0\u{1C000}>);",
    "\"a\" = (<0\u{1C000})>);",
    "\"a\" = <\u{2028}00\u{2029}>;",
    "\"a\" = <é>;",
    "\"a\" = <0😀>;",
  ])
  func bytesReadAsTheDecodedText(text: String) {
    let data = Data(text.utf8)
    #expect(isReadFromBytes(data))
    expectSameReading(data)
  }

  @Test func columnsCountScalarsAfterNonASCIIText() throws {
    // `"é😀" = é;`: the `é` after `=` is column 8 (`"`, `é`, `😀`, `"`, space, `=`, space), not a byte or UTF-16 count.
    let result = expectSameReading(Data("\n\"é😀\" = é;".utf8))
    let error = try #require(result.diagnostics.first)
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 8)
    #expect(error.message.contains("U+00E9"))
  }

  @Test func byteRangesCountTheFilesBytes() throws {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("\"é\" = \"😀\";\n\"k\" = \"v\";".utf8))
    let entries = expectSameReading(data).entries
    #expect(entries.map(\.keyLocation.byteRange) == [3..<7, 18..<21])
    #expect(entries.map(\.valueLocation.byteRange) == [10..<16, 24..<27])
    #expect(entries.map(\.value) == ["😀", "v"])
  }

  @Test func aByteOrderMarkIsSkippedAndCountsInByteRanges() throws {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"v\";".utf8))
    let markLength = data.withUnsafeBytes { StringsTextDecoder.utf8ByteOrderMarkLength($0.bindMemory(to: UInt8.self)) }
    #expect(markLength == 3)
    let entry = try #require(StringsFileReader.parse(data, path: "L.strings").entries.first)
    #expect(entry.keyLocation.byteRange == 3..<6)
    #expect(entry.valueLocation.byteRange == 9..<12)
    expectSameReading(data)
  }

  @Test(
    arguments: [
      [0x22, 0xC3],  // a sequence cut short
      [0x22, 0xA9, 0x22],  // a stray 0xA9: decoded with a warning
      [0x22, 0xC0, 0x80],  // overlong
      [0x22, 0xED, 0xA0, 0x80],  // an encoded surrogate
      [0x22, 0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
      [0x00, 0x41, 0x42],  // UTF-16 without a byte-order mark
      [0x61, 0x00, 0x62, 0x20, 0x3D, 0x20, 0x63, 0x3B],  // a NUL in byte 1: UTF-16 without a mark too
      [0xFF, 0xFE, 0x41, 0x00],  // UTF-16 LE with a mark
      [0xEF, 0xBB, 0xBF],  // only a mark
    ] as [[UInt8]])
  func otherFilesAreDecoded(bytes: [UInt8]) {
    #expect(!isReadFromBytes(Data(bytes)))
    expectSameReading(Data(bytes))
  }

  /// Every string of up to three of these pieces, alone and in the places of a file where the grammar treats text
  /// differently.
  @Test func combinationsOfTrickyPiecesReadAsDecoded() {
    let pieces = [
      "\"", "'", "\\", "é", "😀", "\u{2028}", "\u{00A0}", "/", "*", "<", ">", "0", "=", ";", "\n", "\r", "a", "(",
      "İ", "\u{1C030}", "U", "\u{FEFF}",
    ]
    let templates = ["#", "\"k\" = \"#\";", "/*#*/ \"k\" = v;", "// #\n// x\n\"k\" = <#>;", "\"#\" = (#);"]
    var count = 0
    for first in pieces {
      for second in pieces {
        for third in pieces {
          for template in templates {
            let text = template.replacingOccurrences(of: "#", with: first + second + third)
            expectSameReading(Data(text.utf8))
            count += 1
          }
        }
      }
    }
    #expect(count == pieces.count * pieces.count * pieces.count * templates.count)
  }

  /// Runs of every length around the eight-byte steps of the quote search, the locator and the `;` count, with the
  /// quote, backslash, line break or error at each byte of a word, and lines past the 255 words of the locator's byte
  /// lanes.
  @Test func runsOfEveryLengthReadAsDecoded() {
    for length in Array(0..<24) + [300, 1100] {
      for filler in ["a", "é", "😀", "日", "\u{00A0}", "\t"] {
        let run = String(repeating: filler, count: length)
        let text = """
          /* \(run) */
          "\(run)" = "\(run)\\n\(run)\\"\(run)";\r
          "k\(length)" = '\(run)';// \(run)
          // \(run)\u{2028}// \(run)
          "\(run)\(run)" = \(run)\(run)é;
          """
        expectSameReading(Data(text.utf8))
        expectSameReading(Data((run + "\"" + run + "\" = \"" + run).utf8))
      }
    }
  }

  /// The `;` count that sizes the entries is exact, whatever surrounds the `;`.
  @Test(arguments: [0, 1, 7, 8, 9, 2039, 2040, 2041, 4096, 20000])
  func semicolonsAreCountedExactly(length: Int) {
    let pieces: [[UInt8]] = [[0x3B], [0x3B, 0x3B], Array("é;".utf8), [0x3B | 0x80], [0x41], Array("😀".utf8)]
    var bytes: [UInt8] = []
    var piece = 0
    while bytes.count < length {
      bytes += pieces[piece % pieces.count]
      piece = (piece * 7 + 3) % 1009
    }
    bytes = Array(bytes.prefix(length))
    let counted = bytes.withUnsafeBufferPointer { StringsUTF8Text(bytes: $0).count(of: 0x3B) }
    #expect(counted == bytes.count { $0 == 0x3B })
  }

  @Test
  func everyCorpusFileReadsAsDecoded() throws {
    let corpus = PackagePaths.realFiles
    var fromBytes = 0
    var nonASCII = 0
    for file in PackagePaths.files(in: corpus, withExtensions: ["strings"]) {
      let data = try Data(contentsOf: file)
      if isReadFromBytes(data) {
        fromBytes += 1
        if data.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
      }
      expectSameReading(data, path: file.path)
    }
    let full = PackagePaths.hasFullCorpus
    #expect(fromBytes > (full ? 1500 : 40), "the corpus has many UTF-8 tables (\(fromBytes))")
    #expect(nonASCII > (full ? 800 : 15), "many of them are not ASCII (\(nonASCII))")
  }
}
