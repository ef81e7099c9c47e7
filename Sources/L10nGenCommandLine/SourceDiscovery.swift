import Foundation
package import L10nGenCore

/// Finds the Swift and Objective-C files below the `--sources` paths.
package enum SourceDiscovery {
  /// The bytes of every `.swift`, `.m`, `.mm` and `.h` file below `paths` (a file path is taken as is), sorted by
  /// path. A missing path is a usage error; an unreadable file is an `unreadable-file` error, and one that is neither
  /// UTF-8 nor UTF-16 with a byte-order mark an `encoding` warning (``SourceText``). Hidden folders, those
  /// ``SkippedFolder`` names (dependencies, build products, exports) and what `exclude` matches are not searched, and
  /// are counted in `skippedFiles`; a folder named like a source file (`Helpers.swift/`) is searched, never read.
  package static func sourceFiles(
    in paths: [String], exclude: [GlobPattern] = [], skippedFiles: inout SkippedFiles, spec: CommandSpec
  ) throws(CommandLineError) -> (files: [InputFile], diagnostics: [Diagnostic]) {
    var found: Set<String> = []
    let fileManager = FileManager.default
    var skippedFolders: [(folder: String, reason: String)] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandLineError(message: "The sources path '\(path)' does not exist.", command: spec)
      }
      guard isDirectory.boolValue else {
        found.insert(path)
        continue
      }
      InputDiscovery.search(
        path, exclude: exclude, counting: isSourceFile, skipped: &skippedFolders, skippedFiles: &skippedFiles
      ) { full in
        if isSourceFile(full) { found.insert(full) }
      }
    }
    var files: [InputFile] = []
    var diagnostics: [Diagnostic] = []
    for path in found.sorted() {
      guard let data = fileManager.contents(atPath: path) else {
        diagnostics.append(
          .error(
            "cannot read the source file; check that it is readable", at: .init(file: path, line: 1, column: 1),
            rule: .unreadableFile))
        continue
      }
      if let place = SourceText.firstInvalidByte(SourceText.utf8(data)) {
        diagnostics.append(
          .warning(
            "the file is neither UTF-8 nor UTF-16 with a byte-order mark, as genstrings and Xcode expect; keys with "
              + "these bytes are not read: save the file as UTF-8",
            at: .init(file: path, line: place.line, column: place.column), rule: .encoding))
      }
      files.append(InputFile(path: path, data: data))
    }
    return (files, diagnostics)
  }

  /// ``sourceFiles(in:exclude:skippedFiles:spec:)`` without the count of skipped files.
  package static func sourceFiles(in paths: [String], exclude: [GlobPattern] = [], spec: CommandSpec)
    throws(CommandLineError)
    -> (files: [InputFile], diagnostics: [Diagnostic])
  {
    var skippedFiles = SkippedFiles()
    return try sourceFiles(in: paths, exclude: exclude, skippedFiles: &skippedFiles, spec: spec)
  }

  /// Whether `path` is a Swift or Objective-C file: named so, and not a folder (`Helpers.swift/`).
  package static func isSourceFile(_ path: String) -> Bool {
    SourceLanguage(path: (path as NSString).lastPathComponent) != nil && !InputDiscovery.isFolder(path)
  }
}
