import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The located XML reader under the IB reader: tree, decoding, locations and errors.
@Suite struct XMLTreeReaderTests {
  static func parse(_ text: String) -> XMLParseResult {
    XMLTreeReader.parse(Data(text.utf8), path: "t.xml")
  }

  static func root(_ text: String) throws -> XMLElementNode {
    let result = parse(text)
    return try #require(result.root, "\(result.diagnostics)")
  }

  static func error(_ data: Data) -> Diagnostic? {
    let result = XMLTreeReader.parse(data, path: "t.xml")
    #expect(result.root == nil)
    return result.diagnostics.first
  }

  static func error(_ text: String) -> Diagnostic? { error(Data(text.utf8)) }

  @Test func readsElementsAttributesAndText() throws {
    let root = try Self.root(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <document a="1" b='two'>
          <child key="text">Hello</child>
          <empty/>
      </document>
      """)
    #expect(root.name == "document")
    #expect(root[attribute: "a"] == "1")
    #expect(root[attribute: "b"] == "two")
    #expect(root.children.map(\.name) == ["child", "empty"])
    #expect(root.text.isEmpty, "indentation between children is dropped")
    #expect(root.child(named: "child", key: "text")?.text == "Hello")
    #expect(root.child(named: "empty")?.children.isEmpty == true)
  }

  @Test func locatesElementsAttributesAndTextWithByteRanges() throws {
    let text = "<a>\n  <b x=\"é1\" y=\"2\">hi</b>\n</a>"
    let bytes = Array(text.utf8)
    let root = try Self.root(text)
    let b = try #require(root.child(named: "b"))
    #expect(b.span.location == SourceLocation(file: "t.xml", line: 2, column: 3))
    #expect(String(decoding: bytes[b.span.byteRange], as: UTF8.self) == "<b x=\"é1\" y=\"2\">hi</b>")
    let y = try #require(b.attribute("y"))
    // Columns count Unicode scalars: `é` is one column but two bytes.
    #expect(y.nameSpan.location.column == 13)
    #expect(y.valueSpan.location.column == 16)
    #expect(String(decoding: bytes[y.valueSpan.byteRange], as: UTF8.self) == "2")
    let x = try #require(b.attribute("x"))
    #expect(String(decoding: bytes[x.valueSpan.byteRange], as: UTF8.self) == "é1")
    let textSpan = try #require(b.textSpan)
    #expect(textSpan.location.column == 19)
    #expect(String(decoding: bytes[textSpan.byteRange], as: UTF8.self) == "hi")
    #expect(root.span.byteRange == 0..<bytes.count)
  }

  @Test func decodesReferencesAndNormalizesAttributeWhitespace() throws {
    let root = try Self.root(
      "<a v=\"x&#10;y &amp; &lt;z&gt; &quot;q&quot; &apos;s&apos; &#x1F600;\" w=\"l1\nl2\tt\r\nend\">"
        + "t&amp;&#233;\r\nline<![CDATA[<raw>&amp;]]></a>")
    #expect(root[attribute: "v"] == "x\ny & <z> \"q\" 's' 😀")
    #expect(root[attribute: "w"] == "l1 l2 t end", "literal line breaks and tabs in attributes become spaces")
    #expect(root.text == "t&é\nline<raw>&amp;")
  }

  @Test func byteOffsetsCountTheByteOrderMarkButColumnsDoNot() throws {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("<a x=\"1\"/>".utf8))
    let root = try #require(XMLTreeReader.parse(data, path: "t.xml").root)
    #expect(root.span.location.column == 1)
    #expect(root.span.byteRange == 3..<data.count)
  }

  @Test func skipsDoctypeWithoutExpandingItsEntities() throws {
    let root = try Self.root("<!DOCTYPE a [<!ENTITY e \"&e;&e;\">]><a>x</a>")
    #expect(root.text == "x")
    let error = try #require(Self.error("<!DOCTYPE a [<!ENTITY e \"zzz\">]><a>&e;</a>"))
    #expect(error.message.contains("unknown entity '&e;'"))
  }

  @Test(arguments: [
    ("<a><b></a>", "expected </b>", 1, 7),
    ("<a>", "the file ends inside <a>", 1, 4),
    ("<a x=\"1\" x=\"2\"/>", "the attribute 'x' twice", 1, 10),
    ("<a x=\"<\"/>", "'<' is not allowed in an attribute value", 1, 7),
    ("<a>&nbsp;</a>", "unknown entity '&nbsp;'", 1, 4),
    ("<a>&#0;</a>", "U+0000", 1, 4),
    ("<a>&#xD800;</a>", "U+D800", 1, 4),
    ("<a>& b</a>", "'&' must start a reference", 1, 4),
    ("<a/><b/>", "a second root element", 1, 5),
    ("hello<a/>", "text before the root element", 1, 1),
    ("<a/>tail", "text after the root element", 1, 5),
    ("</a>", "closes no open element", 1, 1),
    ("<a x=1/>", "expected a quoted value", 1, 6),
    ("<a x=\"1\"y=\"2\"/>", "expected whitespace", 1, 9),
    ("<a><!-- open</a>", "comment is not closed", 1, 4),
    ("<a><![CDATA[x</a>", "CDATA section is not closed", 1, 4),
    ("<a>\n<?xml version=\"1.0\"?></a>", "only allowed at the start", 2, 1),
    ("", "no root element", 1, 1),
    ("<a>\u{1}</a>", "control character U+0001", 1, 4),
    ("<a>\n  <b>\n</a>", "expected </b> (opened at line 2, column 3), found </a>", 3, 1),
  ])
  func malformedInputGivesOneLocatedError(input: String, message: String, line: Int, column: Int) throws {
    let error = try #require(Self.error(input))
    #expect(error.severity == .error)
    #expect(error.message.contains(message), "\(error.message)")
    #expect(error.location?.line == line && error.location?.column == column, "\(error)")
  }

  @Test func rejectsInvalidUTF8AndOtherEncodings() throws {
    let invalid = try #require(Self.error(Data([0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E])))
    #expect(invalid.rule == .encoding)
    #expect(invalid.location?.column == 4)
    let utf16 = try #require(Self.error(Data([0xFF, 0xFE, 0x3C, 0x00])))
    #expect(utf16.rule == .encoding)
    let declared = try #require(Self.error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>"))
    #expect(declared.rule == .encoding)
    #expect(declared.message.contains("ISO-8859-1"))
  }

  @Test func limitsNestingDepthWithoutRecursing() throws {
    let deep = String(repeating: "<a>", count: XMLTreeReader.maximumDepth + 1)
    let error = try #require(Self.error(deep))
    #expect(error.message.contains("nested deeper than \(XMLTreeReader.maximumDepth)"))
    let fine =
      String(repeating: "<a>", count: XMLTreeReader.maximumDepth)
      + String(repeating: "</a>", count: XMLTreeReader.maximumDepth)
    #expect(Self.parse(fine).root != nil)
  }

  @Test
  func readsEveryCorpusIBFileLikeXMLParser() throws {
    let corpus = PackagePaths.realFiles
    let files = PackagePaths.files(in: corpus, withExtensions: ["storyboard", "xib"])
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: file)
      let ours = try #require(XMLTreeReader.parse(data, path: file.path).root, "\(file.path)")
      let reference = ElementCounter.count(data)
      #expect(Self.count(ours) == reference.elements, "\(file.lastPathComponent)")
      #expect(Self.attributeCount(ours) == reference.attributes, "\(file.lastPathComponent)")
    }
  }

  @Test func everyLocationAgreesWithItsByteOffset() throws {
    var inputs = [
      "<a>\r\n\t<b x=\"ü\tü\" yy=\"日本語のテキスト\" z=\"plain ascii text that is long\">  😀 text</b>\r<c\n q='1'/></a>"
    ]
    inputs += try PackagePaths.files(in: PackagePaths.realFiles, withExtensions: ["storyboard", "xib"]).prefix(12).map {
      try String(contentsOf: $0, encoding: .utf8)
    }
    for input in inputs {
      let bytes = Array(input.utf8)
      let positions = Self.naivePositions(bytes)
      let root = try Self.root(input)
      var spans: [SourceSpan] = []
      func collect(_ element: XMLElementNode) {
        spans.append(element.span)
        if let textSpan = element.textSpan { spans.append(textSpan) }
        for attribute in element.attributes { spans += [attribute.nameSpan, attribute.valueSpan] }
        element.children.forEach(collect)
      }
      collect(root)
      for span in spans {
        let expected = positions[span.byteRange.lowerBound]
        #expect(span.location.line == expected.line && span.location.column == expected.column, "\(span)")
      }
    }
  }

  /// Line and column of every byte offset, counted the slow way (`\r\n` and lone `\r` end lines).
  static func naivePositions(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
    var result: [(line: Int, column: Int)] = []
    var line = 1
    var column = 1
    for (index, byte) in bytes.enumerated() {
      result.append((line, column))
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != 0x0D {
        column += 1
      }
    }
    result.append((line, column))
    return result
  }

  static func count(_ element: XMLElementNode) -> Int {
    1 + element.children.reduce(0) { $0 + count($1) }
  }

  static func attributeCount(_ element: XMLElementNode) -> Int {
    element.attributes.count + element.children.reduce(0) { $0 + attributeCount($1) }
  }

  /// Foundation's `XMLParser` counting elements and attributes, as a reference.
  final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0
    var attributes = 0

    static func count(_ data: Data) -> (elements: Int, attributes: Int) {
      let counter = ElementCounter()
      let parser = XMLParser(data: data)
      parser.delegate = counter
      _ = parser.parse()
      return (counter.elements, counter.attributes)
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes attributeDict: [String: String]
    ) {
      elements += 1
      attributes += attributeDict.count
    }
  }
}
