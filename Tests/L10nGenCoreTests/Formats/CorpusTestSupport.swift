import Foundation

/// Locates `../shared/corpus` from the package root; `nil` in a clone without it.
enum CorpusTestSupport {
  static let corpusURL: URL? = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        let corpus = directory.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  /// Line `number` (1-based) of a corpus file, or `nil` when the corpus is absent.
  static func line(_ number: Int, of relativePath: String) -> String? {
    guard let corpusURL,
      let text = try? String(contentsOf: corpusURL.appendingPathComponent(relativePath), encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.count >= number ? String(lines[number - 1]) : nil
  }

  /// The value of a one-line `"key" = "value";` entry.
  static func value(ofEntryLine line: String) -> String? {
    guard let range = line.range(of: "\" = \""), line.hasSuffix("\";") else { return nil }
    return String(line[range.upperBound..<line.index(line.endIndex, offsetBy: -2)])
  }
}
