import Foundation
import L10nGenCore

/// Writes generated files atomically, and only when their bytes change.
enum OutputWriter {
  /// Writes every file into `directory` (created if needed); returns the names actually rewritten.
  ///
  /// Comparing bytes before writing keeps modification dates unchanged, so SwiftPM and Xcode do not recompile generated
  /// files that did not change. Each write goes to a temporary file that is then renamed (`.atomic`), so a compiler
  /// reading the folder never sees half a file.
  static func write(_ files: [GeneratedFile], to directory: String) throws -> [String] {
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var written: [String] = []
    for file in files {
      let path = (directory as NSString).appendingPathComponent(file.name)
      let data = Data(file.contents.utf8)
      if let existing = fileManager.contents(atPath: path), existing == data { continue }
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      written.append(file.name)
    }
    return written
  }

  /// Removes files of an earlier run (named `*+L10nGen.swift` and starting with our header) that are not in `keep`.
  ///
  /// Only files this tool generated are touched (by their name suffix and the first 64 bytes, which must hold
  /// ``GeneratedFile/headerPrefix``): the output folder may hold the user's files too. Returns the names removed.
  static func removeStaleFiles(in directory: String, keeping keep: Set<String>) throws -> [String] {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return [] }
    var removed: [String] = []
    for name in names.sorted() where name.hasSuffix("+L10nGen.swift") && !keep.contains(name) {
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = fileManager.contents(atPath: path),
        String(decoding: data.prefix(64), as: UTF8.self).hasPrefix(GeneratedFile.headerPrefix)
      else { continue }
      try fileManager.removeItem(atPath: path)
      removed.append(name)
    }
    return removed
  }
}
