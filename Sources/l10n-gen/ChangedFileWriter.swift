import Foundation
import L10nGenCore

/// Writes a command's output files: the folder is created, a file is replaced atomically (a temporary file renamed
/// over it), and only when its bytes change, so an unchanged file keeps its date and nothing that depends on it
/// rebuilds.
enum ChangedFileWriter {
  /// Writes `data` to `path` unless the file already holds exactly these bytes; returns whether it wrote.
  @discardableResult
  static func write(_ data: Data, to path: String) throws -> Bool {
    if FileManager.default.contents(atPath: path) == data { return false }
    try FileManager.default.createDirectory(atPath: FilePath.parent(of: path), withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    return true
  }

  /// Writes like ``write(_:to:)``; a failure becomes an error diagnostic naming the file.
  static func write(_ data: Data, to path: String, diagnostics: inout [Diagnostic]) {
    do {
      try write(data, to: path)
    } catch {
      diagnostics.append(
        .error("cannot write '\(path)': \(error.localizedDescription)", at: nil, rule: .unwritableFile))
    }
  }
}
