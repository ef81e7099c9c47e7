import Foundation
import L10nGenTestSupport
import Testing

/// `Docs/Formats.md` is the repository's reference for how Apple's formats behave, and code cites its sections as
/// `Docs/Formats.md §1.4` (several as `Docs/Formats.md §2.2, §3.1`). These tests keep the citations true: each cited
/// section must be a heading of the document, and nothing may still point at the format notes that lived outside
/// the repository.
@Suite struct DocsReferenceTests {
  /// The cited document, relative to the package root.
  static let documentPath = "Docs/Formats.md"

  /// The folders and files whose text is scanned for citations, relative to the package root.
  static let scannedFolders = ["Sources", "Tests", "Plugins", "Fuzz", "Benchmarks", "Scripts", "Templates"]
  static let scannedFiles = ["README.md", "ARCHITECTURE.md"]

  /// The kinds of text file scanned (fixtures such as tables and storyboards cite nothing).
  static let scannedExtensions: Set<String> = ["swift", "md", "sh", "py", "mustache"]

  /// The old document's name, assembled so that this file does not contain it.
  static let legacyDocumentName = "FORMATS" + ".md"

  /// One citation of a section of the document.
  struct Citation: CustomStringConvertible {
    /// The citing file, relative to the package root.
    var file: String
    /// The 1-based line of the citation.
    var line: Int
    /// The cited section number (`1.4`), or `""` when no number follows the `§`.
    var section: String

    var description: String { "\(file):\(line): §\(section)" }
  }

  /// The section numbers of the document's headings (`## §1 …`, `### §1.4 …`), in order.
  static func headingSections(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
      guard line.hasPrefix("#") else { return nil }
      let title = line.drop { $0 == "#" }.drop { $0 == " " }
      guard title.first == "§" else { return nil }
      let number = sectionNumber(at: title.dropFirst())
      return number.isEmpty ? nil : number
    }
  }

  /// The section number at the start of `text`: digits and dots, without a final dot (`2.` ends a sentence).
  static func sectionNumber(at text: Substring) -> String {
    var number = String(text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") })
    while number.hasSuffix(".") { number.removeLast() }
    return number
  }

  /// Every citation in `text`: each `Docs/Formats.md` (optionally closed by a backtick) followed by `§` numbers
  /// separated by commas, spaces, dashes or `and`.
  static func citations(in text: String, file: String) -> [Citation] {
    var citations: [Citation] = []
    var searchStart = text.startIndex
    while let match = text.range(of: documentPath, range: searchStart..<text.endIndex) {
      searchStart = match.upperBound
      let line = text[..<match.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      var rest = text[match.upperBound...]
      if rest.first == "`" { rest = rest.dropFirst() }
      while true {
        let separated = rest.drop { $0 == " " || $0 == "," || $0 == "-" || $0 == "–" }
        let afterAnd = separated.hasPrefix("and ") ? separated.dropFirst(4) : separated
        guard afterAnd.first == "§" else { break }
        let number = sectionNumber(at: afterAnd.dropFirst())
        citations.append(Citation(file: file, line: line, section: number))
        rest = afterAnd.dropFirst().drop { $0.isASCII && ($0.isNumber || $0 == ".") }
      }
    }
    return citations
  }

  /// The scanned text files, relative to the package root, sorted; symbolic links are skipped (their targets are
  /// scanned where they live).
  static func scannedTextFiles(root: URL) -> [String] {
    var paths = scannedFiles.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    for folder in scannedFolders {
      let url = root.appendingPathComponent(folder)
      guard
        let enumerator = FileManager.default.enumerator(
          at: url, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey])
      else { continue }
      for case let file as URL in enumerator where scannedExtensions.contains(file.pathExtension) {
        let values = try? file.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
        guard values?.isSymbolicLink != true, values?.isRegularFile == true else { continue }
        paths.append(folder + "/" + String(file.path.dropFirst(url.path.count + 1)))
      }
    }
    return paths.sorted()
  }

  /// Reads a file of the package as UTF-8 (invalid bytes become U+FFFD; they cannot be part of a citation).
  static func text(of path: String, root: URL) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
  }

  @Test func everyCitedSectionIsAHeading() throws {
    let root = PackagePaths.root
    let document = try Self.text(of: Self.documentPath, root: root)
    let sections = Set(Self.headingSections(in: document))
    var citations: [Citation] = []
    for path in Self.scannedTextFiles(root: root) {
      citations += Self.citations(in: try Self.text(of: path, root: root), file: path)
    }
    // The code cites the document in more than twenty places: finding none means the scan is broken.
    #expect(citations.count >= 20, "only \(citations.count) citations of \(Self.documentPath) found")
    let broken = citations.filter { !sections.contains($0.section) }
    #expect(
      broken.isEmpty,
      """
      \(broken.count) citation(s) of sections that \(Self.documentPath) has no heading for (add the section or fix \
      the number):
      \(broken.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test func noReferenceToTheFormerNotesRemains() throws {
    let root = PackagePaths.root
    var stale: [String] = []
    for path in Self.scannedTextFiles(root: root) {
      let lines = try Self.text(of: path, root: root).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated()
      where line.contains(Self.legacyDocumentName) || line.contains("FORMATS" + " §") {
        stale.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(
      stale.isEmpty,
      """
      \(Self.legacyDocumentName) is not in the repository; cite \(Self.documentPath) and its section instead:
      \(stale.joined(separator: "\n"))
      """)
  }

  @Test func theDocumentsOwnSectionReferencesResolve() throws {
    let document = try Self.text(of: Self.documentPath, root: PackagePaths.root)
    let headings = Self.headingSections(in: document)
    #expect(headings.count > 40, "the document should have its chapters and sections")
    #expect(Set(headings).count == headings.count, "duplicate section numbers: \(headings)")
    let sections = Set(headings)
    var unknown: [String] = []
    var rest = document[...]
    while let mark = rest.firstIndex(of: "§") {
      let number = Self.sectionNumber(at: rest[rest.index(after: mark)...])
      rest = rest[rest.index(after: mark)...]
      // `§N.M` in prose (placeholders) has no digits and is no reference.
      if !number.isEmpty && !sections.contains(number) { unknown.append("§" + number) }
    }
    #expect(unknown.isEmpty, "references to sections the document does not have: \(unknown)")
  }

  @Test func citationsAreReadWithTheirLists() {
    let text = """
      /// Rules (Docs/Formats.md §2.2, §3.1): see also `Docs/Formats.md` §2.
      // Docs/Formats.md §6.3 and §6.4; Docs/Formats.md §1.2-§1.6. Docs/Formats.md alone cites nothing.
      """
    let sections = Self.citations(in: text, file: "f").map { "\($0.line):\($0.section)" }
    #expect(sections == ["1:2.2", "1:3.1", "1:2", "2:6.3", "2:6.4", "2:1.2", "2:1.6"])
    #expect(Self.headingSections(in: "# Title\n## §1 A\n### §1.4 B\n#### Not numbered\n") == ["1", "1.4"])
  }
}
