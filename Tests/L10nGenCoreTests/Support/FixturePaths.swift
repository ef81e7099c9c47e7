import Foundation

/// Locations of test fixtures and of the shared corpus (absent in a user's clone).
enum FixturePaths {
  /// The package root (the folder holding Package.swift).
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// `Tests/L10nGenCoreTests/Fixtures`.
  static let fixtures = packageRoot.appendingPathComponent("Tests/L10nGenCoreTests/Fixtures")

  /// `../shared/corpus`, when present.
  static let corpus: URL? = {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }()

  /// Every file below `folder` whose name ends with one of `extensions`, sorted.
  static func files(in folder: URL, withExtensions extensions: Set<String>) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }
}
