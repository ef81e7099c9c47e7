/// One `exclude` pattern of `l10n-gen.json` or `--exclude`: a path glob with `*`, `**` and `?`.
///
/// - `*` matches any text within one path component (never a `/`), `?` one character of it.
/// - `**` as a whole component matches any number of components, none included: `**/Generated/**` matches
///   `Generated`, `App/Generated` and `App/Generated/L10n.swift`.
/// - A pattern without `/` matches an entry's name at any depth (`*.generated.swift`, `Generated`), as in
///   `.gitignore`; a pattern with `/` matches the whole path, from the searched folder or as written.
/// - A matching folder is skipped with everything in it.
///
/// Matching is by Unicode scalar and case-sensitive, in time bounded by the pattern's length times the path's.
package struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  package var text: String
  /// The components of the pattern, `/`-separated, empty and `.` components removed.
  private var components: [[Unicode.Scalar]]
  /// Whether the pattern names an entry at any depth (it has no `/`).
  private var matchesNameOnly: Bool

  /// Reads `text`; a leading `./` and a trailing `/` are ignored.
  package init(_ text: String) {
    self.text = text
    let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    components = parts.map { Array($0.unicodeScalars) }
    matchesNameOnly = parts.count <= 1 && !text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
  }

  /// The pattern as written.
  package var description: String { text }

  /// Whether the entry at `path` (`/`-separated, relative to the searched folder or as written) matches.
  package func matches(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
      .map { Array($0.unicodeScalars) }
    guard !components.isEmpty else { return false }
    if matchesNameOnly {
      guard let last = names.last else { return false }
      return Self.matches(component: components[0], name: last[...])
    }
    return Self.matches(components[...], names[...])
  }

  /// Matches pattern components against path components; `**` takes zero or more of them. Dynamic programming over
  /// (pattern component, path component), so `**/*a*/**/*a*/…` costs at most their product, never exponential time.
  private static func matches(_ pattern: ArraySlice<[Unicode.Scalar]>, _ names: ArraySlice<[Unicode.Scalar]>) -> Bool {
    let pattern = Array(pattern)
    let names = Array(names)
    // reachable[j]: the first i pattern components match the first j names.
    var reachable = [Bool](repeating: false, count: names.count + 1)
    reachable[0] = true
    for component in pattern {
      var next = [Bool](repeating: false, count: names.count + 1)
      if component == ["*", "*"] {
        var any = false
        for j in 0...names.count {
          any = any || reachable[j]
          next[j] = any
        }
      } else {
        for j in 0..<names.count where reachable[j] {
          next[j + 1] = matches(component: component, name: names[j][...])
        }
      }
      reachable = next
    }
    return reachable[names.count]
  }

  /// Matches one component with `*` and `?`, greedy with one backtracking point (the last `*`): linear in practice.
  private static func matches(component pattern: [Unicode.Scalar], name: ArraySlice<Unicode.Scalar>) -> Bool {
    let name = Array(name)
    var p = 0
    var n = 0
    var star: Int?
    var starName = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n]) {
        p += 1
        n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        starName = n
        p += 1
      } else if let star {
        p = star + 1
        starName += 1
        n = starName
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
