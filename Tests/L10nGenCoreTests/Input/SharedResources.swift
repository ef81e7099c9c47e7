import Foundation

/// Finds `/work/shared`-style data next to the package (`<package>/../shared`), which a user's clone lacks.
enum SharedResources {
  /// The folder containing Package.swift.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// `../shared/corpus`, or `nil` when absent.
  static var corpus: URL? {
    let url = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Every file under `root` whose name ends with `suffix`, sorted by path.
  static func files(under root: URL, withSuffix suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      found.append(url)
    }
    return found.sorted { $0.path < $1.path }
  }
}
