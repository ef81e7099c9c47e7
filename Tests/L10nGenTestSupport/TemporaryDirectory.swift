package import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
package final class TemporaryDirectory {
  /// The folder's absolute path.
  package let path: String

  /// Creates the folder.
  package init() throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent("l10n-gen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `contents` (UTF-8) at `relativePath`, creating folders, and returns the full path.
  @discardableResult
  package func write(_ relativePath: String, _ contents: String) throws -> String {
    try write(relativePath, Data(contents.utf8))
  }

  /// Writes bytes at `relativePath`, creating folders, and returns the full path.
  @discardableResult
  package func write(_ relativePath: String, _ data: Data) throws -> String {
    let full = (path as NSString).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    return full
  }

  /// The text (UTF-8) at `relativePath`, or `nil` when there is no such file.
  package func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(relativePath)).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
