import Foundation
package import L10nGenCore

/// Finds the localization files below the paths given on the command line.
package enum InputDiscovery {
  /// Every table file in `paths` (what ``ProjectLayout`` accepts: `<language>.lproj/<Table>.strings`, ...) and
  /// every storyboard and xib, sorted, the folders among `paths` that hold no table, and the folders the search skipped
  /// with the reason (see ``SkippedFolder``). A path that is a file is taken as is (the layout reports it if it is in
  /// the wrong place); a folder is searched recursively, leaving out what `exclude` matches (see ``GlobPattern``).
  /// `skippedFiles` counts the table files and documents left out, by cause.
  ///
  /// The empty folders are reported by ``InputLoader`` as errors: a mistyped path must never produce an empty API that
  /// replaces the previous one. Duplicates (a file given both directly and through its folder) are collapsed.
  package static func tableFiles(
    in paths: [String], exclude: [GlobPattern] = [], skippedFiles: inout SkippedFiles, spec: CommandSpec
  ) throws(CommandLineError) -> (files: [String], emptyFolders: [String], skipped: [(folder: String, reason: String)]) {
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
      let countBefore = found.count
      search(
        path, exclude: exclude, counting: isInput, skipped: &skipped, skippedFiles: &skippedFiles
      ) { full in
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

  /// Whether a search reads the file at `path`: a table file or an Interface Builder document.
  package static func isInput(_ path: String) -> Bool {
    if case .tableFile? = ProjectLayout.classify(path: path) { return true }
    return ProjectLayout.interfaceDocument(path: path) != nil
  }

  /// Walks the folder `root` and calls `visit` with the path of every entry (file or folder) a search reads.
  ///
  /// Hidden entries are left out silently. Folders ``SkippedFolder`` names are left out with their reason in
  /// `skipped`; entries `exclude` matches (by their path relative to `root`, or as joined to it) are left out too.
  /// Either way the files below a left-out folder for which `counting` is true are counted in `skippedFiles`.
  package static func search(
    _ root: String, exclude: [GlobPattern], counting: (String) -> Bool,
    skipped: inout [(folder: String, reason: String)], skippedFiles: inout SkippedFiles, visit: (String) -> Void
  ) {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if SkippedFolder.isHidden(name) {
        enumerator.skipDescendants()
        continue
      }
      let full = FilePath.join(root, relative)
      if let pattern = exclude.first(where: { $0.matches(relative) || $0.matches(full) }) {
        let cause = "by exclude '\(pattern.text)'"
        if isFolder(full) {
          enumerator.skipDescendants()
          skippedFiles.add(countFiles(in: full, where: counting), cause: cause)
        } else if counting(full) {
          skippedFiles.add(1, cause: cause)
        }
        continue
      }
      if let reason = SkippedFolder.reason(forFolderNamed: name), isFolder(full) {
        enumerator.skipDescendants()
        skipped.append((full, reason))
        let label = SkippedFolder.label(forFolderNamed: name) ?? name
        skippedFiles.add(countFiles(in: full, where: counting), cause: "in \(label)")
        continue
      }
      visit(full)
    }
  }

  /// The path components, relative to `root`, of every file and folder below it, in the enumerator's order; hidden
  /// entries and the folders ``SkippedFolder`` names (`Pods`, `Carthage`, …) are left out with all they hold.
  package static func entries(under root: String) -> [[String]] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var entries: [[String]] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/").map(String.init)
      guard let name = components.last else { continue }
      if SkippedFolder.isHidden(name) || SkippedFolder.reason(forFolderNamed: name) != nil {
        enumerator.skipDescendants()
        continue
      }
      entries.append(components)
    }
    return entries
  }

  /// How many files below `folder` (hidden ones left out) satisfy `counting`.
  private static func countFiles(in folder: String, where counting: (String) -> Bool) -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var count = 0
    while let relative = enumerator.nextObject() as? String {
      if SkippedFolder.isHidden((relative as NSString).lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      if counting(FilePath.join(folder, relative)) { count += 1 }
    }
    return count
  }

  /// Whether `path` is a folder (a search skips folders by name, never files of the same name).
  package static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// `l10n-gen.json` directly inside one of the given folders (or beside a given file), if exactly one exists.
  ///
  /// When the paths lie in several folders with a configuration each, the first path in sorted order wins, so the
  /// result does not depend on argument order. The plugin never uses this: it passes `--config` explicitly.
  package static func configFile(beside paths: [String]) -> String? {
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
