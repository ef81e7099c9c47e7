import Foundation
import L10nGenCore

/// The localization tables of one "project" in the corpus, generated in one run as an app target would be:
/// the `*.lproj` folders and `.xcstrings` files that share a parent folder (a catalog in `mul.lproj` belongs to
/// the folder above it). A `.strings`/`.stringsdict` outside any `.lproj` (peer generators' fixtures) forms a
/// group of its own and is read as `en.lproj/<file>`.
struct CorpusCompileGroup: Sendable {
  /// The folder (or loose file) relative to the corpus, e.g. `duckduckgo__iOS/DuckDuckGo`.
  var name: String
  /// The inputs, with absolute paths so that diagnostics point at the corpus file.
  var files: [InputFile]

  /// The table names of the group, sorted.
  var tables: [String] {
    ProjectLayout(paths: files.map(\.path)).tables.map(\.name)
  }

  /// The files of the group that belong to `tables`.
  func files(ofTables tables: Set<String>) -> [InputFile] {
    let layout = ProjectLayout(paths: files.map(\.path))
    return files.filter { layout.table(containing: $0.path).map { tables.contains($0.name) } ?? false }
  }

  /// Every group below `corpus`, sorted by name, searched as `generate` searches a folder: hidden folders and the
  /// folders ``SkippedFolder`` names are not entered. A skipped bundle or framework (a settings bundle's tables) is
  /// searched as a root of its own, as a user who passes it explicitly would; an Xcode export (`.xcloc`) holds copies
  /// of tables from several targets, so it is left to the parser and exchange tests. `skipped` receives every
  /// folder the search did not enter, relative to `corpus`.
  static func discover(in corpus: URL, skipped: inout [String]) throws -> [CorpusCompileGroup] {
    let root = corpus.standardizedFileURL.path
    var groups = try discover(root: root, relativeTo: root, skipped: &skipped)
    for folder in skipped where !folder.hasSuffix(".xcloc") {
      var nested: [String] = []
      groups += try discover(
        root: (root as NSString).appendingPathComponent(folder), relativeTo: root, skipped: &nested)
      skipped += nested
    }
    return groups.sorted { $0.name < $1.name }
  }

  private static func discover(root: String, relativeTo corpus: String, skipped: inout [String]) throws
    -> [CorpusCompileGroup]
  {
    var grouped: [String: [InputFile]] = [:]
    var loose: [CorpusCompileGroup] = []
    let prefix = root == corpus ? "" : String(root.dropFirst(corpus.count + 1)) + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    while let relativeToRoot = enumerator.nextObject() as? String {
      let relative = prefix + relativeToRoot
      let name = (relative as NSString).lastPathComponent
      if SkippedFolder.isHidden(name) {
        enumerator.skipDescendants()
        continue
      }
      if SkippedFolder.reason(forFolderNamed: name) != nil {
        var isDirectory: ObjCBool = false
        let full = (corpus as NSString).appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
          enumerator.skipDescendants()
          skipped.append(relative)
          continue
        }
      }
      let isCatalog = name.hasSuffix(".xcstrings")
      guard isCatalog || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") else { continue }
      let path = (corpus as NSString).appendingPathComponent(relative)
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      var folder = (relative as NSString).deletingLastPathComponent
      let folderIsLanguage = (folder as NSString).lastPathComponent.hasSuffix(".lproj")
      if folderIsLanguage {
        folder = (folder as NSString).deletingLastPathComponent
      } else if !isCatalog {
        let virtualPath = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
          "en.lproj/\(name)")
        loose.append(CorpusCompileGroup(name: relative, files: [InputFile(path: virtualPath, data: data)]))
        continue
      }
      grouped[folder, default: []].append(InputFile(path: path, data: data))
    }
    let folders = grouped.map { CorpusCompileGroup(name: $0.key, files: $0.value.sorted { $0.path < $1.path }) }
    return folders + loose
  }
}
