import Foundation
import L10nGenTestSupport

/// The test fixtures of the table builder and the localization files below a folder.
enum TableBuilderTestSupport {
  /// `Tests/L10nGenCoreTests/Fixtures/<relative>`.
  static func fixture(_ relative: String) -> URL {
    PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent(relative)
  }

  /// Every file under `root` whose name ends with `suffix`, sorted by path.
  static func files(under root: URL, suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    var result: [URL] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      result.append(url)
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Every localization file under `root` as `InputFile`s with paths relative to `root`.
  static func inputFiles(under root: URL) throws -> [InputFileSnapshot] {
    var result: [InputFileSnapshot] = []
    for suffix in [".strings", ".stringsdict", ".xcstrings"] {
      for url in files(under: root, suffix: suffix) {
        let relative = String(url.path.dropFirst(root.path.count + 1))
        result.append(InputFileSnapshot(path: relative, data: try Data(contentsOf: url)))
      }
    }
    return result
  }

  /// A path and bytes, convertible to the library's `InputFile`.
  struct InputFileSnapshot {
    var path: String
    var data: Data
  }
}
