import Foundation
import L10nGenCore

/// Finds the generated files a run no longer produces in the output folder; `generate` removes them with the files it
/// writes, all or nothing (``FileSetWriter``).
package enum StaleOutputFiles {
  /// The files of an earlier run (named `*+L10nGen.swift` or `*+Shard<i>.swift`, see
  /// ``OutputPlan/isTableFileName(_:)``, and starting with our header) that are not in `keep`.
  ///
  /// Only files this tool generated are touched (by their name suffix and the first 64 bytes, which must hold
  /// ``OutputPlan/generatedFileHeaderPrefix``): the output folder may hold the user's files too. Returns their names.
  package static func staleFiles(in directory: String, keeping keep: Set<String>) -> [String] {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return [] }
    var stale: [String] = []
    for name in names.sorted() where OutputPlan.isTableFileName(name) && !keep.contains(name) {
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = fileManager.contents(atPath: path),
        String(decoding: data.prefix(64), as: UTF8.self).hasPrefix(OutputPlan.generatedFileHeaderPrefix)
      else { continue }
      stale.append(name)
    }
    return stale
  }
}
