/// Path manipulation on plain strings. Foundation's `NSString.deletingLastPathComponent` traps on some
/// one-character relative paths on Linux, and command-line input can be anything.
package enum FilePath {
  /// The folder part of `path` (`"."` for a bare name, `"/"` for a top-level entry).
  ///
  /// Trailing slashes are ignored (`a/b/` → `a`).
  package static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// `folder/name`, without doubling a trailing slash.
  package static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
