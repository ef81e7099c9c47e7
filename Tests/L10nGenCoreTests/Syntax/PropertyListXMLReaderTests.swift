import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// The `.stringsdict` reader reads what Foundation's `PropertyListSerialization` reads, value for value, and
/// locates every key and value at its element's bytes.
@Suite struct PropertyListXMLReaderTests {
  /// Whether `node` holds the same value as Foundation's `object`; `path` names the place for failure messages.
  private static func differences(_ node: PropertyListNode, _ object: Any, at path: String) -> [String] {
    switch node.content {
    case .string(let text):
      return (object as? String) == text ? [] : ["\(path): '\(text)' vs \(object)"]
    case .integer(let text):
      return (object as? NSNumber)?.int64Value == Int64(text) ? [] : ["\(path): integer \(text) vs \(object)"]
    case .real(let text):
      return (object as? NSNumber)?.doubleValue == Double(text) ? [] : ["\(path): real \(text) vs \(object)"]
    case .boolean(let value):
      return (object as? NSNumber)?.boolValue == value ? [] : ["\(path): \(value) vs \(object)"]
    case .date, .data:
      return []
    case .array(let items):
      guard let array = object as? [Any], array.count == items.count else { return ["\(path): array vs \(object)"] }
      return zip(items, array).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
    case .dictionary(let items):
      guard let dictionary = object as? [String: Any] else { return ["\(path): dict vs \(object)"] }
      // Like Foundation, the last of duplicate keys wins.
      var last: [String: PropertyListNode] = [:]
      for item in items { last[item.key] = item.value }
      guard Set(last.keys) == Set(dictionary.keys) else { return ["\(path): keys differ"] }
      return last.flatMap { differences($0.value, dictionary[$0.key]!, at: "\(path)/\($0.key)") }
    }
  }

  @Test
  func everyCorpusStringsDictReadsAsFoundationReadsIt() throws {
    let corpus = PackagePaths.realFiles
    let files = PackagePaths.files(in: corpus, withExtensions: ["stringsdict"])
    #expect(!files.isEmpty)
    for url in files {
      let data = try Data(contentsOf: url)
      let result = PropertyListXMLReader.read(data, path: url.path)
      let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil)
      guard let foundation else {
        #expect(result.root == nil, "\(url.path): Foundation rejects it, the reader reads it")
        continue
      }
      let root = try #require(result.root, "\(url.path): \(result.diagnostics)")
      #expect(Self.differences(root, foundation, at: url.lastPathComponent) == [])
    }
  }

  /// Every key and leaf value of a tree, with the element name its bytes must start with.
  private static func located(_ node: PropertyListNode) -> [(element: String, location: L10nGenCore.SourceLocation)] {
    switch node.content {
    case .dictionary(let items):
      return [("<dict", node.location)]
        + items.flatMap { [("<key", $0.keyLocation)] + located($0.value) }
    case .array(let items): return [("<array", node.location)] + items.flatMap(located)
    case .string: return [("<string", node.location)]
    default: return []
    }
  }

  @Test
  func everyCorpusElementIsCoveredExactlyByItsByteRange() throws {
    let corpus = PackagePaths.realFiles
    var checked = 0
    for url in PackagePaths.files(in: corpus, withExtensions: ["stringsdict"]) {
      let data = try Data(contentsOf: url)
      guard let root = PropertyListXMLReader.read(data, path: url.path).root else { continue }
      for (element, location) in Self.located(root) {
        let range = try #require(location.byteRange)
        let text = String(decoding: data[range], as: UTF8.self)
        let name = element.dropFirst()
        #expect(text.hasPrefix(element), "\(url.path):\(location.line)")
        #expect(text.hasSuffix("</\(name)>") || text.hasSuffix("/>"), "\(url.path):\(location.line)")
        // The bytes alone, read as a property list, hold the same value (keys as strings).
        if element != "<key" {
          let alone = try PropertyListSerialization.propertyList(from: data[range], format: nil)
          let reread = try #require(PropertyListXMLReader.read(data[range], path: "alone").root)
          #expect(Self.differences(reread, alone, at: "\(url.path):\(location.line)") == [])
        }
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test func referencesAndLineBreaksDecodeAsFoundationDecodesThem() throws {
    let source =
      "<?xml version=\"1.0\"?>\r\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">"
      + "<plist version=\"1.0\"><dict><key>k&#233;&#x1F600;</key>"
      + "<string>a&lt;&amp;\r\nb\rc</string></dict></plist>"
    let data = Data(source.utf8)
    let result = PropertyListXMLReader.read(data, path: "p")
    let item = try #require(result.root?.dictionaryItems?.first, "\(result.diagnostics)")
    let foundation = try #require(
      PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    #expect(item.key == "ké😀")
    #expect(item.value.stringValue == "a<&\r\nb\rc")
    #expect(foundation == [item.key: item.value.stringValue!])
  }

  @Test func cdataIsTextAndCommentsDocumentTheNextKey() throws {
    let source =
      "<plist><dict><!-- doc --><key>k</key><string>a<![CDATA[<&>\r\n]]><!-- no -->b</string></dict></plist>"
    let result = PropertyListXMLReader.read(Data(source.utf8), path: "p")
    #expect(result.root?.dictionaryItems?.first?.value.stringValue == "a<&>\r\nb")
    #expect(result.root?.dictionaryItems?.first?.comment == "doc")
  }

  @Test func whitespaceIsTextInLeavesOnly() throws {
    let source =
      "<plist>\n<dict>\n\t<key> k </key>\r\n\t<string>  </string>\n\t<key>e</key><string/>\n</dict>\n</plist>"
    let data = Data(source.utf8)
    let items = try #require(PropertyListXMLReader.read(data, path: "p").root?.dictionaryItems)
    #expect(items.map(\.key) == [" k ", "e"])
    #expect(items.map(\.value.stringValue) == ["  ", ""])
    let foundation = try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    #expect(foundation == [" k ": "  ", "e": ""])
  }

  @Test func malformedDocumentsGiveOneLocatedError() throws {
    // Foundation also rejects each, except a control character and content after the root, which CF's parser lets
    // through but Xcode's build (libxml2-based `plutil -lint`) rejects.
    // The messages are XMLScanner's, the same for storyboards and xibs.
    let cases: [(String, String, Int, Int)] = [
      (
        "<plist><dict>\n  <key>a</key><string>x</strin></dict></plist>",
        "expected </string> (opened at line 2, column 15), found </strin>", 2, 24
      ),
      ("<plist><dict><key>a</key>\n<string>&bogus;</string></dict></plist>", "unknown entity '&bogus;'", 2, 9),
      ("<plist><dict>\n<key>a</key>\n<string>x\u{1}</string></dict></plist>", "control character U+0001", 3, 10),
      ("<plist><dict><key>a</key><string>x</string></dict></plist>\n<plist/>", "a second root element", 2, 1),
      (
        "<plist><dict><key>a</key><string>x</string>", "the file ends inside <dict> (opened at line 1, column 8)", 1, 44
      ),
      ("<plist><dict><!-- open", "the comment is not closed", 1, 14),
    ]
    for (source, message, line, column) in cases {
      let result = PropertyListXMLReader.read(Data(source.utf8), path: "m")
      #expect(result.root == nil)
      #expect(result.diagnostics.count == 1)
      let error = try #require(result.diagnostics.first)
      #expect(error.message.contains(message), "\(error)")
      #expect(error.location?.line == line && error.location?.column == column, "\(source): \(error)")
      if !["control character U+0001", "a second root element"].contains(message) {
        #expect((try? PropertyListSerialization.propertyList(from: Data(source.utf8), format: nil)) == nil, "\(source)")
      }
    }
  }
}
