import Foundation
import L10nGenCore
import L10nGenTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The texts the escapers are tested on: every key, value and comment of every `.strings`, `.stringsdict` and
/// `.xcstrings` file of the real files (`PackagePaths.realFiles`), read with the package's readers, each distinct text once (distinct by
/// bytes: canonically equivalent spellings stay apart, since an escaper must keep the exact scalars).
enum EscapingCorpus {
  /// The corpus's texts.
  struct Texts: Sendable {
    /// Each distinct text once, sorted by bytes.
    var distinct: [String] = []
    /// How many texts were read, repeats included.
    var occurrences = 0
    /// How many files gave texts.
    var files = 0
  }

  /// Read once for every test that needs them.
  static let texts: Texts = {
    let corpus = PackagePaths.realFiles
    var seen = Set<[UInt8]>()
    var result = Texts()
    func add(_ text: String) {
      result.occurrences += 1
      if seen.insert(Array(text.utf8)).inserted { result.distinct.append(text) }
    }
    for url in PackagePaths.files(in: corpus, withExtensions: ["strings", "stringsdict", "xcstrings"]) {
      guard let data = try? Data(contentsOf: url) else { continue }
      let before = result.occurrences
      switch url.pathExtension {
      case "strings":
        for entry in StringsFileReader.parse(data, path: url.path).entries {
          add(entry.key)
          add(entry.value)
          if let comment = entry.comment { add(comment) }
        }
      case "stringsdict":
        if let root = PropertyListXMLReader.read(data, path: url.path).root { walk(root, add) }
      default:
        if case .success(let root) = JSONValueReader.parse(data, path: url.path) { walk(root, add) }
      }
      if result.occurrences > before { result.files += 1 }
    }
    result.distinct.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return result
  }()

  private static func walk(_ node: PropertyListNode, _ add: (String) -> Void) {
    switch node.content {
    case .string(let text): add(text)
    case .array(let elements): for element in elements { walk(element, add) }
    case .dictionary(let items):
      for item in items {
        add(item.key)
        walk(item.value, add)
      }
    default: break
    }
  }

  private static func walk(_ node: JSONNode, _ add: (String) -> Void) {
    switch node.content {
    case .string(let text): add(text)
    case .array(let elements): for element in elements { walk(element, add) }
    case .object(let members):
      for member in members {
        add(member.key)
        walk(member.value, add)
      }
    default: break
    }
  }

  /// Whether XML 1.0 can hold every scalar of `text` (its `Char` production): no C0 control other than tab, line feed
  /// and carriage return, no U+FFFE or U+FFFF. No escaping can put the others into an XML 1.0 document.
  static func isXMLText(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
      default: false
      }
    }
  }

  /// `texts` in slices of `size`, so that one document holds many texts and a parser runs once per slice.
  static func slices(_ texts: [String], size: Int = 2_000) -> [ArraySlice<String>] {
    stride(from: 0, to: texts.count, by: size).map { texts[$0..<min($0 + size, texts.count)] }
  }

  /// `text` with its scalars, for a failure message.
  static func describe(_ text: String) -> String {
    "\(text.debugDescription) \(text.unicodeScalars.map { String($0.value, radix: 16) })"
  }

  /// Whether two texts have the same scalars (`==` on `String` compares canonical equivalence, which is too weak).
  static func same(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8)
  }
}

/// Foundation's `XMLParser` (libxml2) reading the elements named `name`: each one's attributes and its text.
final class XMLElementCollector: NSObject, XMLParserDelegate {
  let name: String
  var attributes: [[String: String]] = []
  var texts: [String] = []
  var error: String?
  private var current: String?

  init(collecting name: String) {
    self.name = name
  }

  /// The elements `name` of `document`, or the parser's error.
  static func read(_ document: String, collecting name: String) -> XMLElementCollector {
    let collector = XMLElementCollector(collecting: name)
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = collector
    if !parser.parse() && collector.error == nil {
      collector.error = parser.parserError.map { "\($0)" } ?? "failed"
    }
    return collector
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String]
  ) {
    guard elementName == name else { return }
    attributes.append(attributeDict)
    current = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current? += string
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard elementName == name, let text = current else { return }
    texts.append(text)
    current = nil
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if error == nil { error = "\(parseError) at line \(parser.lineNumber), column \(parser.columnNumber)" }
  }
}
