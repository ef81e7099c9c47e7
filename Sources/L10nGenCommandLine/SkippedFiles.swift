/// How many files a search of folders left out, and why, for the summary line:
/// `skipped 14 file(s): 12 in Pods/, 2 by exclude '**/Generated/**'`.
package struct SkippedFiles: CustomStringConvertible {
  /// Files left out per cause (`in Pods/`, `in *.framework`, `by exclude '**/Generated/**'`).
  private(set) var counts: [String: Int] = [:]

  /// No file left out yet.
  package init() {}

  /// How many files were left out in all.
  package var total: Int { counts.values.reduce(0, +) }

  /// Counts `count` more files left out for `cause` (nothing when `count` is 0).
  package mutating func add(_ count: Int, cause: String) {
    guard count > 0 else { return }
    counts[cause, default: 0] += count
  }

  /// `skipped 14 file(s): 12 in Pods/, 2 by exclude '**/Generated/**'`, most first; empty when nothing was.
  package var description: String {
    guard total > 0 else { return "" }
    let causes = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return "skipped \(total) file(s): " + causes.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
  }

  /// `; skipped …` to end a summary line, or nothing.
  package var summarySuffix: String { total > 0 ? "; \(description)" : "" }
}
