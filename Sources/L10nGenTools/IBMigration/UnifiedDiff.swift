/// A line diff in the unified format of `diff -u`, computed with Myers' algorithm (linear in the file size when the
/// files differ in few lines, as migration edits do).
package enum UnifiedDiff {
  /// The unified diff of `old` and `new` with three lines of context, headed `--- a/<path>` and `+++ b/<path>`
  /// (`/dev/null` for a new file); empty when the texts are equal.
  package static func text(old: String?, new: String, path: String) -> String {
    var text = ""
    write(old: old, new: new, path: path) { text += $0 }
    return text
  }

  /// Hands ``text(old:new:path:)`` to `output` in pieces of about 64 KB, so that the diff of a large file is never
  /// held whole; nothing when the texts are equal.
  package static func write(old: String?, new: String, path: String, to output: (String) -> Void) {
    let oldLines = old.map(lines) ?? []
    let newLines = lines(new)
    let script = editScript(oldLines, newLines)
    guard script.contains(where: { $0 != .keep }) else { return }
    var buffer = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
    let flushSize = 1 << 16
    buffer.reserveCapacity(flushSize + 4_096)
    // Walk the script, grouping changes whose context overlaps into one hunk.
    var operations: [(Operation, oldIndex: Int, newIndex: Int)] = []
    operations.reserveCapacity(script.count)
    var oldIndex = 0
    var newIndex = 0
    for operation in script {
      operations.append((operation, oldIndex, newIndex))
      switch operation {
      case .keep:
        oldIndex += 1
        newIndex += 1
      case .delete: oldIndex += 1
      case .insert: newIndex += 1
      }
    }
    let context = 3
    var index = 0
    while index < operations.count {
      guard operations[index].0 != .keep else {
        index += 1
        continue
      }
      var start = index
      while start > 0 && index - start < context && operations[start - 1].0 == .keep { start -= 1 }
      var end = index
      var lastChange = index
      while end < operations.count {
        if operations[end].0 != .keep {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      end = min(operations.count, lastChange + context + 1)
      let slice = operations[start..<end]
      let oldCount = slice.filter { $0.0 != .insert }.count
      let newCount = slice.filter { $0.0 != .delete }.count
      let oldStart = oldCount == 0 ? slice.first!.oldIndex : slice.first!.oldIndex + 1
      let newStart = newCount == 0 ? slice.first!.newIndex : slice.first!.newIndex + 1
      buffer += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for (operation, oldAt, newAt) in slice {
        switch operation {
        case .keep: buffer += " " + newLines[newAt] + "\n"
        case .delete: buffer += "-" + oldLines[oldAt] + "\n"
        case .insert: buffer += "+" + newLines[newAt] + "\n"
        }
        if buffer.utf8.count >= flushSize {
          output(buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
      index = end
    }
    if !buffer.isEmpty { output(buffer) }
  }

  enum Operation: Equatable {
    case keep
    case delete
    case insert
  }

  private static func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The shortest edit script from `a` to `b` (Myers 1986). The trace keeps, for each edit distance `d`, the
  /// frontier of diagonals `-d...d` only, so memory grows with the square of the number of changed lines.
  /// The script that only inserts (`a` is a subsequence of `b`) or only deletes (`b` is one of `a`), matched
  /// greedily; `nil` when neither holds.
  static func subsequenceScript(_ a: [Substring], _ b: [Substring]) -> [Operation]? {
    let inserting = a.count <= b.count
    let (short, long) = inserting ? (a, b) : (b, a)
    var script: [Operation] = []
    script.reserveCapacity(long.count)
    var index = 0
    for line in long {
      if index < short.count && short[index] == line {
        script.append(.keep)
        index += 1
      } else {
        script.append(inserting ? .insert : .delete)
      }
    }
    return index == short.count ? script : nil
  }

  /// The number of lines (both sides together) above which ``windowedScript(_:_:window:)`` replaces Myers' search.
  static let largeFileLines = 20_000

  /// A valid, not always shortest, script in linear time: equal lines are kept; at a difference, the old line is
  /// looked for among the next `window` new lines (the lines before it are inserts) and the new line among the next
  /// old ones (deletes); when neither is found, the old line is replaced by the new one.
  static func windowedScript(_ a: [Substring], _ b: [Substring], window: Int = 64) -> [Operation] {
    var script: [Operation] = []
    script.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        script.append(.keep)
        i += 1
        j += 1
      } else if i >= a.count {
        script.append(.insert)
        j += 1
      } else if j >= b.count {
        script.append(.delete)
        i += 1
      } else if let found = (j..<min(b.count, j + window)).first(where: { b[$0] == a[i] }) {
        script.append(contentsOf: repeatElement(.insert, count: found - j))
        j = found
      } else if let found = (i..<min(a.count, i + window)).first(where: { a[$0] == b[j] }) {
        script.append(contentsOf: repeatElement(.delete, count: found - i))
        i = found
      } else {
        script.append(.delete)
        script.append(.insert)
        i += 1
        j += 1
      }
    }
    return script
  }

  static func editScript(_ a: [Substring], _ b: [Substring]) -> [Operation] {
    // Migration edits only insert lines into a document (or only remove entries from a table): when one side is a
    // subsequence of the other, matching greedily gives a shortest script in linear time, where Myers' search would
    // take time proportional to the file times the number of edits (a 50 MB storyboard: hours).
    if let script = subsequenceScript(a, b) { return script }
    // Myers keeps a trace of size D² and takes time (N + M) · D: for large files with many scattered edits (a
    // migrated 50 MB storyboard turns every `<label …/>` into a `<label …>` block), a greedy scan is used instead.
    if a.count + b.count > largeFileLines { return windowedScript(a, b) }
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var frontier = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    search: for d in 0...(n + m) {
      trace.append(Array(frontier[(offset - d)...(offset + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n && y >= m { break search }
      }
    }
    var script: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[d]
      let k = x - y
      let previousK: Int
      if d == 0 {
        while x > 0 && y > 0 {
          script.append(.keep)
          x -= 1
          y -= 1
        }
        break
      }
      if k == -d || (k != d && previous[k - 1 + d] < previous[k + 1 + d]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = previous[previousK + d]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        script.append(.keep)
        x -= 1
        y -= 1
      }
      script.append(x == previousX ? .insert : .delete)
      x = previousX
      y = previousY
    }
    return script.reversed()
  }
}
