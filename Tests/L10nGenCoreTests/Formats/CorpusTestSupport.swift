import Foundation
import L10nGenTestSupport

/// Reads lines of corpus files for the format tests.
enum CorpusTestSupport {
  /// The line of a corpus `.strings` file that defines `key` (`"key" = ...`), found by content so that a corpus
  /// update that moves lines does not break the test; `nil` when the corpus or the key is absent.
  static func line(definingKey key: String, of relativePath: String) -> String? {
    guard let corpusURL = PackagePaths.corpus,
      let text = try? String(contentsOf: corpusURL.appendingPathComponent(relativePath), encoding: .utf8)
    else { return nil }
    return text.split(separator: "\n").first { $0.hasPrefix("\"\(key)\"") }.map(String.init)
  }

  /// Line `number` (1-based) of a corpus file, or `nil` when the corpus is absent.
  static func line(_ number: Int, of relativePath: String) -> String? {
    guard let corpusURL = PackagePaths.corpus,
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
