/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
  /// The candidate closest to `input` (Levenshtein distance at most a third of its length, minimum 2, ignoring
  /// case), if any; never `input` itself. Among equally close candidates, the first.
  package static func closest(to input: String, among candidates: [String]) -> String? {
    var prepared = Candidates(candidates)
    return prepared.closest(to: input)
  }

  /// Candidates prepared once (lowercased, as scalars) for many ``closest(to:)`` questions, such as every undefined
  /// key of a table against the table's keys. Each question costs one bounded distance per candidate whose length and
  /// letters are within the limit (a bag-of-letters lower bound: an edit changes the count of at most one letter up
  /// and one down), and a distance stops at the first row past the best so far.
  package struct Candidates: Sendable {
    /// The candidates as given.
    private let names: [String]
    /// Their lowercased scalars.
    private let lowered: [[Unicode.Scalar]]
    /// Their letter counts, ``bucketCount`` per candidate (scalars folded into buckets).
    private let letterCounts: [Int32]
    /// Buckets of a letter count.
    private static let bucketCount = 32
    /// The answers so far, by input: a key used in many places is looked up once.
    private var answers: [String: Int?] = [:]

    /// Prepares `names`.
    package init(_ names: [String]) {
      self.names = names
      self.lowered = names.map { Array($0.lowercased().unicodeScalars) }
      var counts = [Int32](repeating: 0, count: names.count * Self.bucketCount)
      for (index, scalars) in lowered.enumerated() {
        for scalar in scalars { counts[index * Self.bucketCount + Int(scalar.value) % Self.bucketCount] += 1 }
      }
      self.letterCounts = counts
    }

    /// The candidate closest to `input`, as ``Suggestion/closest(to:among:)`` chooses it (remembered per input).
    package mutating func closest(to input: String) -> String? {
      if let answer = answers[input] { return answer.map { names[$0] } }
      let best = closestIndex(to: input)
      answers[input] = best
      return best.map { names[$0] }
    }

    /// The index of the closest candidate.
    private func closestIndex(to input: String) -> Int? {
      let limit = max(2, input.count / 3)
      let target = Array(input.lowercased().unicodeScalars)
      var best: Int?
      var bestDistance = limit + 1
      var targetCounts = [Int32](repeating: 0, count: Self.bucketCount)
      for scalar in target { targetCounts[Int(scalar.value) % Self.bucketCount] += 1 }
      var previous = [Int](repeating: 0, count: 1)
      var current = previous
      for index in names.indices where names[index] != input {
        let candidate = lowered[index]
        guard abs(candidate.count - target.count) < bestDistance else { continue }
        // Letters the target has more of, and fewer of: an edit fixes at most one of each.
        var more: Int32 = 0
        var fewer: Int32 = 0
        let base = index * Self.bucketCount
        for bucket in 0..<Self.bucketCount {
          let difference = targetCounts[bucket] - letterCounts[base + bucket]
          if difference > 0 { more += difference } else { fewer -= difference }
        }
        guard Int(max(more, fewer)) < bestDistance,
          let distance = Suggestion.distance(
            target, candidate, below: bestDistance, previous: &previous, current: &current)
        else { continue }
        best = index
        bestDistance = distance
        if distance == 0 { break }
      }
      return best
    }
  }

  /// The Levenshtein distance between `a` and `b` when it is below `bound`, else `nil`, with two caller-owned rows
  /// (resized as needed). Only the band of cells within `bound - 1` of the diagonal is computed (a path outside it
  /// costs `bound` or more): O(`a.count` × `bound`) time, and it stops at the first row whose minimum reaches
  /// `bound`.
  static func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], below bound: Int, previous: inout [Int], current: inout [Int]
  ) -> Int? {
    guard bound > 0, abs(a.count - b.count) < bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    if previous.count < b.count + 2 {
      previous = [Int](repeating: 0, count: b.count + 2)
      current = previous
    }
    let far = bound
    let width = bound - 1
    for j in 0...b.count { previous[j] = min(j, far) }
    previous[b.count + 1] = far
    for i in 1...a.count {
      let low = max(1, i - width)
      let high = min(b.count, i + width)
      current[low - 1] = low == 1 ? min(i, far) : far
      var rowMinimum = current[low - 1]
      let scalar = a[i - 1]
      if low <= high {
        for j in low...high {
          let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (scalar == b[j - 1] ? 0 : 1), far)
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if high < b.count { current[high + 1] = far }
      if rowMinimum >= bound { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] < bound ? previous[b.count] : nil
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions each cost 1), computed with
  /// two rows: O(`a.count` × `b.count`) time, O(`b.count`) memory.
  package static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
