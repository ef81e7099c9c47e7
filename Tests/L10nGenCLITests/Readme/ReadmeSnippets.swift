import Foundation
import L10nGenTestSupport

/// Turns the README's `<!-- snippet: compiles -->` blocks into one Swift file that the compiler reports against the
/// README's own lines, for ``ReadmeTests``.
///
/// A snippet made only of declarations (`struct`, `final class`, `func`...) is placed at file scope; one with
/// statements runs in a function of its own, `readmeSnippet<n>()`. Imports are gathered at the top of the file. Each
/// snippet is preceded by `#sourceLocation(file: "<document>", line: <n>)`, so an error reads `README.md:<line>:<col>`.
enum ReadmeSnippets {
  /// The Swift source holding every snippet of `blocks`.
  static func source(of blocks: [ReadmeDocument.Block]) -> String {
    var imports: Set<String> = []
    var body = ""
    for (index, block) in blocks.enumerated() {
      var lines: [String] = []
      for line in block.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        if isImport(line) {
          imports.insert(line.trimmingCharacters(in: .whitespaces))
          lines.append("")  // keeps the line numbers
        } else {
          lines.append(String(line))
        }
      }
      let code =
        "#sourceLocation(file: \"\(block.path)\", line: \(block.firstLine))\n"
        + lines.joined(separator: "\n") + "\n#sourceLocation()\n"
      body += isDeclarations(lines) ? code : "func readmeSnippet\(index)() async throws {\n\(code)}\n"
    }
    return imports.sorted().joined(separator: "\n") + "\n\n" + body
  }

  /// Whether `line` is an import (`import L10nKit`, `@testable import Demo`).
  static func isImport(_ line: Substring) -> Bool {
    let words = line.split(separator: " ")
    return words.first == "import" || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import")
  }

  /// Whether every line at column 0 that is not blank, a comment or a closing brace starts a declaration.
  static func isDeclarations(_ lines: [String]) -> Bool {
    let starts = [
      "func ", "final class ", "class ", "struct ", "enum ", "extension ", "actor ", "protocol ", "typealias ", "@",
      "public ", "package ", "private ", "fileprivate ", "internal ",
    ]
    return lines.allSatisfy { line in
      line.isEmpty || line.hasPrefix(" ") || line.hasPrefix("//") || line.hasPrefix("}")
        || starts.contains { line.hasPrefix($0) }
    }
  }
}
