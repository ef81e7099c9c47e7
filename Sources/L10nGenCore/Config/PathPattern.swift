/// A path pattern of `l10n-gen.json` (`sources.exclude`), as SwiftLint and `.gitignore` write them: `*` matches any
/// run of characters within one folder or file name, `?` one character, and a `**` component any number of folders
/// (none included). A pattern that does not start with `/` may match from any folder of the path:
/// `Generated/**` and `**/Generated/**` both match `Sources/App/Generated/Strings.swift`.
package struct PathPattern: Hashable, Sendable {
  /// The pattern's components (`["**", "Generated", "**"]`).
  private let components: [Substring]
  /// Whether the pattern starts with `/`, so that it matches from the start of the path only.
  private let isAnchored: Bool

  /// The pattern `text`.
  package init(_ text: String) {
    isAnchored = text.hasPrefix("/")
    components = text.split(separator: "/").filter { $0 != "." }
  }

  /// Whether `path` (relative or absolute, `/`-separated) matches the pattern.
  package func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/").filter { $0 != "." }
    guard !components.isEmpty else { return false }
    if isAnchored { return Self.match(components[...], parts[...]) }
    return parts.indices.contains { Self.match(components[...], parts[$0...]) }
  }

  /// Whether the pattern components match the path components, `**` backtracking over folders.
  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
    }
    guard let name = path.first, matchName(Array(first), Array(name)) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// Whether one name matches one pattern component with `*` and `?`, iteratively (linear backtracking).
  private static func matchName(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0
    var n = 0
    var star: Int?
    var mark = 0
    while n < name.count {
      if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n])) {
        p += 1
        n += 1
      } else if p < pattern.count && pattern[p] == "*" {
        star = p
        mark = n
        p += 1
      } else if let star {
        p = star + 1
        mark += 1
        n = mark
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
