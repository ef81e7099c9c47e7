import Foundation
import L10nGenCore
import Testing

/// The ibtool `.strings` layout: escaping, entry layout, encodings, order and names.
@Suite struct IBStringsExporterTests {
  static func entry(_ key: String, _ value: String) -> IBStringsExporter.Entry {
    IBStringsExporter.Entry(
      key: key, value: value,
      comment: "Class = \"UILabel\"; text = \"\(StringsLiteral.escaped(value))\"; "
        + "ObjectID = \"\(key.prefix { $0 != "." })\";",
      valueSpan: SourceSpan(location: SourceLocation(file: "f", line: 1, column: 1), byteRange: 0..<0))
  }

  @Test func escapesLikeAStringsFile() {
    #expect(StringsLiteral.escaped("plain ü 😀") == "plain ü 😀")
    #expect(StringsLiteral.escaped("a\"b\\c\nd\te\rf") == #"a\"b\\c\nd\te\rf"#)
  }

  @Test func writesIBToolsLayout() {
    let text = IBStringsExporter.stringsText([Self.entry("a-1.text", "Two\nlines \"q\"")])
    #expect(
      text == """

        /* Class = "UILabel"; text = "Two\\nlines \\"q\\""; ObjectID = "a-1"; */
        "a-1.text" = "Two\\nlines \\"q\\"";

        """)
    #expect(IBStringsExporter.stringsText([]).isEmpty, "a document without texts gives an empty file")
  }

  @Test func theOutputReadsBackAsAStringsFile() {
    let entries = [Self.entry("a.text", "x\"\\\n\t\r/* */ y"), Self.entry("b.text", "ü")]
    let text = IBStringsExporter.stringsText(entries)
    for encoding in IBStringsEncoding.allCases {
      let parsed = StringsFileReader.parse(IBStringsExporter.encode(text, as: encoding), path: "x.strings")
      #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
      #expect(parsed.entries.map(\.key) == ["a.text", "b.text"])
      #expect(parsed.entries.map(\.value) == entries.map(\.value))
    }
  }

  @Test func encodesUTF8WithoutAndUTF16WithAByteOrderMark() {
    #expect(IBStringsExporter.encode("aé", as: .utf8) == Data([0x61, 0xC3, 0xA9]))
    #expect(
      IBStringsExporter.encode("aé😀", as: .utf16) == Data([0xFF, 0xFE, 0x61, 0, 0xE9, 0, 0x3D, 0xD8, 0x00, 0xDE]))
  }

  @Test func sortsKeysAsXcodeDoes() {
    // The order of duckduckgo's Feedback.strings, as Xcode wrote it.
    let keys = [
      "1RQ-bi-6hU.accessibilityLabel", "7zN-Xh-yYi.normalTitle", "46v-cB-2YV.title", "A1s-GY-hbq.normalTitle",
      "D8A-B7-Dqu.title", "epz-Ta-KQ7.title", "h2M-TW-0QG.title", "iVe-E1-jAH.accessibilityHint",
      "JF8-Ow-zXL.title", "lsB-Kq-U8p.normalTitle", "lY6-5c-iu4.title", "m0a-EJ-h27.title",
    ]
    #expect(keys.shuffled().sorted(by: IBStringsExporter.ibtoolOrder) == keys)
    #expect(IBStringsExporter.ibtoolOrder("S.segmentTitles[2]", "S.segmentTitles[10]"))
    #expect(IBStringsExporter.ibtoolOrder("a", "A") != IBStringsExporter.ibtoolOrder("A", "a"), "a total order")
  }

  @Test func namesTheOutputLikeIBTool() {
    #expect(IBStringsExporter.stringsFileName(forDocumentNamed: "Main.storyboard") == "Main.strings")
    #expect(IBStringsExporter.stringsFileName(forDocumentNamed: "Launch Screen.xib") == "Launch Screen.strings")
  }
}

/// The one `.strings` escaping every writer uses reads back through Apple's parser (Foundation's
/// `PropertyListSerialization`, the oracle of Docs/Formats.md §1.4) as the text it was given.
struct StringsLiteralTests {
  @Test(arguments: [false, true]) func escapedTextReadsBackUnchanged(escapingControlCharacters: Bool) throws {
    let texts = ["plain ü 😀", "a\"b\\c\nd\te\rf", "bell \u{7} and \u{1}", "%1$@ of %2$lld", "", "\"\""]
    for text in texts {
      let escaped = StringsLiteral.escaped(text, escapingControlCharacters: escapingControlCharacters)
      let file = "\"k\" = \"\(escaped)\";\n"
      let parsed = try PropertyListSerialization.propertyList(from: Data(file.utf8), format: nil)
      #expect((parsed as? [String: String])?["k"] == text, "\(escaped)")
      #expect(escapingControlCharacters ? !escaped.unicodeScalars.contains { $0.value < 0x20 } : true)
    }
  }
}
