import Foundation
import L10nGenCore

/// Finds the Swift and Objective-C files below the `--sources` paths.
enum SourceDiscovery {
  /// The bytes of every `.swift`, `.m`, `.mm` and `.h` file below `paths` (a file path is taken as is), sorted by
  /// path. A missing path is a usage error; an unreadable file is an `unreadable-file` error, and one that is neither
  /// UTF-8 nor UTF-16 with a byte-order mark an `encoding` warning (``SourceText``). Hidden folders and those
  /// ``SkippedFolder`` names (dependencies, build products, exports) are not searched.
  static func sourceFiles(in paths: [String], spec: CommandSpec) throws(CommandLineError) -> (
    files: [InputFile], diagnostics: [Diagnostic]
  ) {
    var found: Set<String> = []
    let fileManager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandLineError(message: "The sources path '\(path)' does not exist.", command: spec)
      }
      guard isDirectory.boolValue else {
        found.insert(path)
        continue
      }
      guard let enumerator = fileManager.enumerator(atPath: path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if SkippedFolder.isHidden(name)
          || (SkippedFolder.reason(forFolderNamed: name) != nil
            && InputDiscovery.isFolder(FilePath.join(path, relative)))
        {
          enumerator.skipDescendants()
          continue
        }
        // A folder named like a source (`Generated.swift/`) is searched, not read.
        let file = FilePath.join(path, relative)
        if SourceLanguage(path: name) != nil && !InputDiscovery.isFolder(file) { found.insert(file) }
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
}
