import Foundation
import L10nGenCore

/// Removes the generated files a run no longer produces from the output folder (``OutputFileSink`` writes the files
/// themselves).
enum StaleOutputRemover {
  /// Removes files of an earlier run (named `*+L10nGen.swift` or `*+Shard<i>.swift`, see
  /// ``OutputPlan/isTableFileName(_:)``, and starting with our header) that are not in `keep`.
  ///
  /// Only files this tool generated are touched (by their name suffix and the first 64 bytes, which must hold
  /// ``OutputPlan/generatedFileHeaderPrefix``): the output folder may hold the user's files too. Returns the names removed.
  static func removeStaleFiles(in directory: String, keeping keep: Set<String>) throws -> [String] {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return [] }
    var removed: [String] = []
    for name in names.sorted() where OutputPlan.isTableFileName(name) && !keep.contains(name) {
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = fileManager.contents(atPath: path),
        String(decoding: data.prefix(64), as: UTF8.self).hasPrefix(OutputPlan.generatedFileHeaderPrefix)
      else { continue }
      try fileManager.removeItem(atPath: path)
      removed.append(name)
    }
    return removed
  }
}
