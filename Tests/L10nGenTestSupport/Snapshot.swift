package import Foundation
package import Testing

/// Compares text with a committed snapshot; `L10N_GEN_RECORD=1` rewrites the snapshot instead.
package enum Snapshot {
  /// Whether `L10N_GEN_RECORD=1` asks to rewrite snapshots instead of comparing.
  package static var isRecording: Bool { ProcessInfo.processInfo.environment["L10N_GEN_RECORD"] == "1" }

  /// Expects `actual` to equal the file at `url`, showing a line diff when it does not.
  package static func assertMatches(
    _ actual: String, snapshot url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        Issue.record("cannot record the snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing snapshot \(url.path); run with L10N_GEN_RECORD=1 to record it", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      Issue.record(
        "\(url.lastPathComponent) differs from its snapshot (L10N_GEN_RECORD=1 re-records):\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// A readable diff: `-` expected lines, `+` actual lines, with two lines of context, from a longest common subsequence.
  package static func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append((" ", old[i]))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        lines.append(("+", new[j]))
        j += 1
      } else {
        lines.append(("-", old[i]))
        i += 1
      }
    }
    let changed = Set(lines.indices.filter { lines[$0].mark != " " })
    return lines.indices.filter { index in changed.contains { abs($0 - index) <= 2 } }
      .map { "\(lines[$0].mark) \(lines[$0].text)" }.joined(separator: "\n")
  }
}
