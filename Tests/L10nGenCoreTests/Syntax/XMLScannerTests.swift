import Foundation
import Testing

@testable import L10nGenCore

/// The one XML scanner under the IB tree and the property-list reader: its tokens, and the same message at the same
/// place from both readers for every well-formedness error.
@Suite struct XMLScannerTests {
  /// A token reduced to what the tests compare: its kind and its text.
  private static func describe(_ token: XMLToken, in bytes: [UInt8]) -> String {
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    switch token {
    case .xmlDeclaration(let range): return "declaration \(text(range))"
    case .startTag(let tag):
      let attributes = tag.attributes.map { "\($0.name)=\($0.value)@\($0.valueSpan.location.column)" }
      return "start \(tag.name)\(tag.isEmptyElement ? "/" : "") \(attributes) @\(tag.span.location.line)"
    case .endTag(let range): return "end \(text(range))"
    case .text(let run): return "text \(text(run.range).debugDescription) whitespace:\(run.isWhitespace)"
    case .cdata(let range): return "cdata \(text(range))"
    case .comment(let range): return "comment \(text(range))"
    case .processingInstruction(let range): return "pi \(text(range))"
    case .doctype(let range): return "doctype \(text(range))"
    case .endOfDocument: return "end of document"
    }
  }

  /// Every token of `source`, described; or the error that stopped the scanner.
  private static func tokens(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(bytes: buffer, path: "t.xml", maximumDepth: 8)
      var result: [String] = []
      do throws(XMLSyntaxError) {
        while true {
          let token = try scanner.next()
          result.append(describe(token, in: bytes))
          if case .endOfDocument = token { return result }
        }
      } catch {
        return result + ["error \(error.message)"]
      }
    }
  }

  @Test func readsEveryKindOfToken() {
    let tokens = Self.tokens(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a x=\"1&amp;2\"\ty='\n'>t&lt;<![CDATA[c&]]>"
        + "<!--k--><?pi d?><b/></a>\n")
    #expect(
      tokens == [
        "declaration <?xml version=\"1.0\"?>",
        "doctype <!DOCTYPE a [<!ENTITY e \"x\">]>",
        "start a [\"x=1&2@7\", \"y= @19\"] @3",
        "text \"t&lt;\" whitespace:false",
        "cdata c&",
        "comment k",
        "pi <?pi d?>",
        "start b/ [] @4",
        "end </a>",
        "end of document",
      ])
  }

  @Test func decodesTextOnRequestWithOrWithoutLineBreakNormalization() throws {
    let bytes = Array("<a>x&#233;\r\ny</a>".utf8)
    try bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(bytes: buffer, path: "t.xml", maximumDepth: 8)
      _ = try scanner.next()
      guard case .text(let text) = try scanner.next() else {
        Issue.record("no text token")
        return
      }
      #expect(text.hasReferences && text.hasCarriageReturn)
      #expect(try scanner.decodedText(text, normalizingLineBreaks: true) == "xé\ny")
      #expect(try scanner.decodedText(text, normalizingLineBreaks: false) == "xé\r\ny")
    }
  }

  @Test func readsPlainTextContentAtOnceOrNotAtAll() throws {
    /// What `readPlainTextContent()` gives right after the first start tag of `source`, then the next token.
    func content(_ source: String) throws -> (text: String?, next: String) {
      let bytes = Array(source.utf8)
      return try bytes.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in
        var scanner = XMLScanner(bytes: buffer, path: "t.xml", maximumDepth: 8)
        _ = try scanner.next()
        let content = try scanner.readPlainTextContent()
        let text = content.map { String(decoding: bytes[$0.text.range], as: UTF8.self) }
        #expect(content.map { $0.endOfElement == bytes.count } ?? true)
        return (text, Self.describe(try scanner.next(), in: bytes))
      }
    }
    #expect(try content("<a> x\r\n</a>") == (" x\r\n", "end of document"))
    #expect(try content("<a></a >") == ("", "end of document"))
    #expect(try content("<a>x&amp;</a>") == (nil, "text \"x&amp;\" whitespace:false"))
    #expect(try content("<a>x<b/></a>") == (nil, "text \"x\" whitespace:false"))
    #expect(try content("<a>x<!--c--></a>") == (nil, "text \"x\" whitespace:false"))
    #expect(throws: XMLSyntaxError.self) { try content("<a>x</b>") }
  }

  @Test func limitsNestingToTheGivenDepth() {
    let tokens = Self.tokens(String(repeating: "<a>", count: 9))
    #expect(tokens.last == "error elements are nested deeper than 8 levels")
    #expect(tokens.count == 9)
  }

  /// Malformed documents that both readers reach the scanner's error in, before any rule of their own.
  @Test(arguments: [
    "<plist><dict>\n<key>a</key><string>&nbsp;</string></dict></plist>",
    "<plist><dict><key>a</key><string>a & b</string></dict></plist>",
    "<plist><dict><key>a</key><string>&#1;</string></dict></plist>",
    "<plist>\n  <dict></array></plist>",
    "<plist><dict/></plist>tail",
    "text<plist/>",
    "<plist x=\"<\"/>",
    "<plist x=\"1\" x=\"2\"/>",
    "<plist><dict><!-- open",
    "<plist><string><![CDATA[x</string></plist>",
    "<plist><dict/></plist>\n<?xml version=\"1.0\"?>",
    "<plist>\n<dict>",
    "<plist>\u{FFFE}</plist>",
    "<plist>\n\u{7}</plist>",
    "</plist>",
    "<plist><dict/></plist><!DOCTYPE plist>",
    "<plist><dict><key>a</key><string>x</string></dict></plist><plist/>",
  ])
  func bothReadersReportTheScannersErrorAlike(source: String) throws {
    let data = Data(source.utf8)
    let tree = XMLTreeReader.parse(data, path: "f").diagnostics
    let propertyList = PropertyListXMLReader.read(data, path: "f").diagnostics
    #expect(tree.count == 1)
    #expect(tree == propertyList)
    #expect(tree.first?.location == propertyList.first?.location)
  }

  @Test func invalidUTF8HasOneMessageInEveryReader() throws {
    let bytes = Data("<plist><dict><key>caf".utf8) + Data([0xE9]) + Data("</key></dict></plist>".utf8)
    let expected = UTF8Validation.invalidByteMessage(0xE9)
    #expect(expected == "byte 0xE9 is not valid UTF-8, so Apple cannot read this file; re-save it as UTF-8")
    for diagnostics in [
      XMLTreeReader.parse(bytes, path: "f").diagnostics, PropertyListXMLReader.read(bytes, path: "f").diagnostics,
    ] {
      let error = try #require(diagnostics.first)
      #expect(error.message == expected)
      #expect(error.rule == .encoding)
      #expect(error.location?.column == 22)
    }
    let strings = StringsFileReader.parse(Data("\"caf".utf8) + Data([0xE9]) + Data("\" = \"x\";".utf8), path: "f")
    #expect(strings.diagnostics.first?.message == expected)
  }

  /// ``UTF8Validation`` accepts exactly the sequences the standard library decodes as one scalar.
  @Test func utf8ValidationAgreesWithTheStandardLibrary() {
    var sequences: [[UInt8]] = []
    for lead in UInt8(0x80)...0xFF {
      for second in UInt8.min...UInt8.max {
        sequences.append([lead, second])
        for third: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
          sequences.append([lead, second, third])
          for fourth: UInt8 in [0x41, 0x80, 0xBF] { sequences.append([lead, second, third, fourth]) }
        }
      }
    }
    var disagreements: [[UInt8]] = []
    for sequence in sequences {
      let length = sequence.withUnsafeBufferPointer { UTF8Validation.sequenceLength(in: $0, at: 0) }
      let scalars = String(validating: sequence, as: UTF8.self)?.unicodeScalars.count
      if (length == sequence.count) != (scalars == 1) || (length != 0 && length != sequence.count && scalars == 1) {
        disagreements.append(sequence)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
