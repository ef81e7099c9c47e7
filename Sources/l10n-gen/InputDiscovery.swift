import Foundation
import L10nGenCore

/// Finds the localization files below the paths given on the command line.
enum InputDiscovery {
  /// Every table file in `paths` (what ``ProjectLayout`` accepts: `<language>.lproj/<Table>.strings`, ...) and
  /// every storyboard and xib, sorted, the folders among `paths` that hold no table, and the folders the search skipped
  /// with the reason (see ``SkippedFolder``). A path that is a file is taken as is (the layout reports it if it is in
  /// the wrong place); a folder is searched recursively.
  ///
  /// The empty folders are reported by ``InputLoader`` as errors: a mistyped path must never produce an empty API that
  /// replaces the previous one. Duplicates (a file given both directly and through its folder) are collapsed.
  static func tableFiles(in paths: [String], spec: CommandSpec) throws(CommandLineError) -> (
    files: [String], emptyFolders: [String], skipped: [(folder: String, reason: String)]
  ) {
    var found: Set<String> = []
    var documents: Set<String> = []
    var emptyFolders: [String] = []
    var skipped: [(folder: String, reason: String)] = []
    let fileManager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandLineError(message: "The path '\(path)' does not exist.", command: spec)
      }
      if !isDirectory.boolValue {
        found.insert(path)
        continue
      }
      guard let enumerator = fileManager.enumerator(atPath: path) else {
        emptyFolders.append(path)
        continue
      }
      let countBefore = found.count
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if SkippedFolder.isHidden(name) {
          enumerator.skipDescendants()
          continue
        }
        let full = FilePath.join(path, relative)
        if let reason = SkippedFolder.reason(forFolderNamed: name), isFolder(full) {
          enumerator.skipDescendants()
          skipped.append((full, reason))
          continue
        }
        if case .tableFile? = ProjectLayout.classify(path: full) {
          found.insert(full)
        } else if ProjectLayout.interfaceDocument(path: full) != nil {
          // Storyboards and xibs: the run checks their lz* keys and writes their registry. They make no table, so
          // a folder with nothing else still counts as empty.
          documents.insert(full)
        }
      }
      if found.count == countBefore { emptyFolders.append(path) }
    }
    return (found.union(documents).sorted(), emptyFolders, skipped.sorted { $0.folder < $1.folder })
  }

  /// Whether `path` is a folder (a search skips folders by name, never files of the same name).
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// `l10n-gen.json` directly inside one of the given folders (or beside a given file), if exactly one exists.
  ///
  /// When the paths lie in several folders with a configuration each, the first path in sorted order wins, so the
  /// result does not depend on argument order. The plugin never uses this: it passes `--config` explicitly.
  static func configFile(beside paths: [String]) -> String? {
    let candidates = Set(
      paths.map { path -> String in
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let folder = isDirectory.boolValue ? path : FilePath.parent(of: path)
        return FilePath.join(folder, ProjectLayout.configFileName)
      }
    ).filter { FileManager.default.fileExists(atPath: $0) }
    return candidates.sorted().first
  }
}
