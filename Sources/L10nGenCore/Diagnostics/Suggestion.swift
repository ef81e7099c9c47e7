/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
  /// The candidate closest to `input` (Levenshtein distance at most a third of its length, minimum 2), if any.
  package static func closest(to input: String, among candidates: [String]) -> String? {
    let limit = max(2, input.count / 3)
    let scored = candidates.map { ($0, distance(Array(input.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions each cost 1), computed with
  /// two rows: O(`a.count` × `b.count`) time, O(`b.count`) memory.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
