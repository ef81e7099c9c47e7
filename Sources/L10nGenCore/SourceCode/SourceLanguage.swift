/// The language of a source file whose localization calls are read.
package enum SourceLanguage: String, Hashable, Sendable, CaseIterable {
  /// Swift (`.swift`).
  case swift
  /// Objective-C and Objective-C++ with their headers (`.m`, `.mm`, `.h`).
  case objectiveC

  /// The language of a file, by its extension; `nil` for files that are no sources.
  package init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "swift": self = .swift
    case "m", "mm", "h": self = .objectiveC
    default: return nil
    }
  }

  /// The extensions of source files, for command-line help and folder searches.
  package static let fileExtensions = ["swift", "m", "mm", "h"]
}
