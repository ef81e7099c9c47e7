import Foundation
import L10nGenTestSupport
import Testing

/// Each target language has one escaper, in `Sources/L10nGenCore/Syntax/Escaping/` (`XMLText`, `XMLAttributeValue`,
/// `HTMLText`, `JSONString`, `MarkdownText`, `StringsLiteral`, `SwiftLiteral`). A tripwire for a new copy: the string
/// literals an escaper writes (`"&amp;"`, `"\\u"`, `"*\\/"`) appear in no other source file.
@Suite struct EscaperPlacementTests {
  /// What only an escaper writes, as it is spelled in Swift source.
  static let escaperLiterals = [
    #""&amp;""#, #""&lt;""#, #""&gt;""#, #""&quot;""#, #""&#39;""#, #""\\u""#, #""\\u00"#, #""\\U""#, #""*\\/""#,
  ]

  @Test func escapingLiteralsAppearOnlyInTheEscapers() throws {
    let escaping = "Sources/L10nGenCore/Syntax/Escaping/"
    var found: [String] = []
    for module in PackagePaths.subfolders(of: PackagePaths.file("Sources")) {
      let folder = PackagePaths.file("Sources/\(module)")
      for url in PackagePaths.files(in: folder, withExtensions: ["swift"]) {
        let relative = String(url.path.dropFirst(PackagePaths.root.path.count + 1))
        guard !relative.hasPrefix(escaping) else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        for literal in Self.escaperLiterals where text.contains(literal) { found.append("\(relative): \(literal)") }
      }
    }
    #expect(found.isEmpty, "escaping outside \(escaping); use its escapers:\n\(found.joined(separator: "\n"))")
  }
}
