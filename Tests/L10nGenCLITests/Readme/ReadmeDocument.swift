import Foundation
import L10nGenTestSupport

/// `README.md` or a DocC article read as its fenced code blocks, each with the HTML comment that marks it, for
/// ``ReadmeTests``.
///
/// A marker is an HTML comment on the last non-blank line before the opening fence: `<!-- snippet: compiles -->`.
/// Fences may be indented (a block inside a list item); the indentation is removed from the block's lines.
struct ReadmeDocument {
  /// One fenced code block.
  struct Block {
    /// The word after the opening fence: `swift`, `console`, `strings`, or empty.
    var language: String
    /// The text of the marker comment before the block, without `<!--` and `-->`, or `nil`.
    var marker: String?
    /// The lines between the fences, each ending with a newline.
    var text: String
    /// The 1-based line number of the block's first line in its document.
    var firstLine: Int
    /// The document's path from the repository root: `README.md`, `Docs/L10nGen.docc/GettingStarted.md`.
    var path = "README.md"

    /// The text after `prefix` in the marker (`file: Package.swift` → `Package.swift` for `"file:"`), or `nil`.
    func markerValue(after prefix: String) -> String? {
      guard let marker, marker.hasPrefix(prefix) else { return nil }
      return marker.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    /// Where the block is, for failure messages: `README.md:42`.
    var location: String { "\(path):\(firstLine)" }
  }

  /// The whole text.
  let text: String
  /// Every fenced block, in order.
  let blocks: [Block]

  /// Reads the blocks of `text`, the document at `path`.
  init(text: String, path: String = "README.md") {
    self.text = text
    var blocks: [Block] = []
    var open: (block: Block, indentation: Int)?
    var lastNonBlank = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var current = open {
        if trimmed == "```" {
          blocks.append(current.block)
          open = nil
        } else {
          let lineText = String(line)
          let indentation = lineText.prefix(current.indentation).allSatisfy { $0 == " " } ? current.indentation : 0
          current.block.text += lineText.dropFirst(indentation) + "\n"
          open = current
        }
      } else if trimmed.hasPrefix("```") {
        let marker =
          lastNonBlank.hasPrefix("<!--") && lastNonBlank.hasSuffix("-->")
          ? lastNonBlank.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces) : nil
        let block = Block(
          language: String(trimmed.dropFirst(3)), marker: marker, text: "", firstLine: index + 2, path: path)
        open = (block, line.prefix { $0 == " " }.count)
      }
      if !trimmed.isEmpty { lastNonBlank = trimmed }
    }
    self.blocks = blocks
  }

  /// The blocks of several documents, in order; the text is the first document's.
  private init(text: String, blocks: [Block]) {
    self.text = text
    self.blocks = blocks
  }

  /// Reads `README.md` at the package root.
  static func load() throws -> ReadmeDocument {
    let url = ReadmeProject.packageRoot.appendingPathComponent("README.md")
    return ReadmeDocument(text: try String(contentsOf: url, encoding: .utf8))
  }

  /// The folders of the DocC catalogs whose articles are checked as the README is.
  static let catalogs = ["Docs/L10nGen.docc", "Sources/L10nKit/L10nKit.docc"]

  /// Reads the article at `path` (relative to the package root).
  static func loadArticle(_ path: String) throws -> ReadmeDocument {
    let url = ReadmeProject.packageRoot.appendingPathComponent(path)
    return ReadmeDocument(text: try String(contentsOf: url, encoding: .utf8), path: path)
  }

  /// `README.md` and every article of the DocC catalogs, as one document: their blocks in order (README first), one
  /// example package and one set of snippets.
  static func loadWithArticles() throws -> ReadmeDocument {
    let readme = try load()
    var blocks = readme.blocks
    for catalog in catalogs {
      let folder = ReadmeProject.packageRoot.appendingPathComponent(catalog)
      for article in PackagePaths.files(in: folder, withExtensions: ["md"]) {
        blocks += try loadArticle(catalog + "/" + article.lastPathComponent).blocks
      }
    }
    return ReadmeDocument(text: readme.text, blocks: blocks)
  }

  /// The text of the section under the first heading that starts with `heading` (`"#### `generate"`), up to the next
  /// heading of the same or a higher level; `nil` when there is no such heading.
  func section(headed heading: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return nil }
    let level = lines[start].prefix { $0 == "#" }.count
    let end =
      lines[(start + 1)...].firstIndex {
        let hashes = $0.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= level && $0.dropFirst(hashes).hasPrefix(" ")
      } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }
}
