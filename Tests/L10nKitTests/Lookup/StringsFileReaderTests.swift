import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nKit

/// The direct `.strings` reader against Foundation's `PropertyListSerialization`: where it reads a file, it reads
/// exactly what Foundation reads; anything else it leaves to Foundation.
@Suite struct StringsFileReaderTests {
  static func foundationEntries(_ data: Data) -> [String: String]? {
    (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
  }

  @Test(arguments: [
    #""a" = "b";"#, "/* c */ \"k\" = \"v\"; // d\n'single' = 'q\\'s';", "unquoted_key.1 = $value/x:y-z;",
    #""esc" = "\n\t\"\\\U00e9\a\r";"#, "\"same\" = \"1\";\n\"same\" = \"2\";", "\"self\";", "\u{FEFF}\"bom\" = \"x\";",
    "\"emoji\" = \"👍 \\U263A\";", "",
  ])
  func readsWhatFoundationReads(text: String) throws {
    let data = Data(text.utf8)
    let expected = Self.foundationEntries(data)
    let actual = StringsFileReader.entries(of: data)
    if text.isEmpty {
      #expect(actual == [:])
    } else {
      #expect(actual != nil)
      #expect(actual == expected)
    }
  }

  @Test func readsUTF16WithAByteOrderMark() throws {
    let text = "/* UTF-16 */\n\"login.title\" = \"Anmelden\";\n\"umlaut\" = \"zurück\";"
    for encoding: String.Encoding in [.utf16LittleEndian, .utf16BigEndian] {
      let bom: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      let data = Data(bom) + (text.data(using: encoding) ?? Data())
      #expect(StringsFileReader.entries(of: data) == ["login.title": "Anmelden", "umlaut": "zurück"])
      #expect(StringsFileReader.entries(of: data) == Self.foundationEntries(data))
    }
  }

  @Test(arguments: [
    "{ \"a\" = \"b\"; }", #""a" = "b""#, #""a" = "\101";"#, "\"a\" = \"b\"; /* open", "\"a\" == \"b\";",
    "\"a\" =\u{00A0}\"b\";",
  ])
  func leavesOtherFormsToFoundation(text: String) {
    #expect(StringsFileReader.entries(of: Data(text.utf8)) == nil)
  }

  @Test(.enabled(if: PackagePaths.shared != nil, "needs ../shared/corpus"))
  func everyCorpusFileItReadsMatchesFoundation() throws {
    let corpus = try #require(PackagePaths.shared).appendingPathComponent("corpus")
    let enumerator = try #require(FileManager.default.enumerator(atPath: corpus.path))
    let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
    var read = 0
    for path in paths {
      let data = try Data(contentsOf: corpus.appendingPathComponent(path))
      guard let actual = StringsFileReader.entries(of: data) else { continue }
      read += 1
      #expect(actual == Self.foundationEntries(data) ?? [:], "\(path)")
    }
    // Nearly every real file is in the common form the reader handles.
    #expect(read * 10 >= paths.count * 9, "read \(read) of \(paths.count)")
  }
}
