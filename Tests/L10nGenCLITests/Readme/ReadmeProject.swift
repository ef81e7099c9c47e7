import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The example package the README builds up in its `<!-- file: <path> -->` blocks (`Package.swift`, the tables of
/// `Sources/MyFeature/Resources`, `Sources/MyApp/main.swift`...), written into a temporary folder as a newcomer
/// would write it, for ``ReadmeTests``.
struct ReadmeProject {
  /// The repository's root folder (the one with `Package.swift` and `README.md`).
  static var packageRoot: URL { PackagePaths.root }

  /// The folder that holds the package; removed when the value is released.
  let directory: TemporaryDirectory
  /// The package's root folder: `<directory>/MyApp`, named after the package the manifest declares.
  let root: String
  /// The file blocks by path relative to `root`.
  let files: [String: ReadmeDocument.Block]

  /// Writes every file block of `readme` below a new temporary folder.
  init(_ readme: ReadmeDocument) throws {
    directory = try TemporaryDirectory()
    var files: [String: ReadmeDocument.Block] = [:]
    for block in readme.blocks {
      guard let path = block.markerValue(after: "file:") else { continue }
      // A file may be shown again (in an article as in the README), but always with the same text.
      if let shown = files[path] {
        #expect(shown.text == block.text, "\(block.location): \(path) differs from \(shown.location)")
        continue
      }
      files[path] = block
    }
    self.files = files
    let manifest = files["Package.swift"]?.text ?? ""
    let name = manifest.firstMatch(of: /name: "([^"]+)"/).map { String($0.output.1) } ?? "Package"
    root = directory.path + "/" + name
    for (path, block) in files {
      try directory.write(name + "/" + path, block.text)
    }
  }

  /// The targets whose folders hold tables (`Sources/MyFeature`), sorted: the plugin generates an API for each.
  var localizedTargets: [String] {
    Set(files.keys.filter { $0.hasPrefix("Sources/") && $0.contains(".lproj/") }.map { targetName(of: $0) }).sorted()
  }

  /// `MyFeature` for `Sources/MyFeature/Greeting.swift`.
  func targetName(of path: String) -> String {
    String(path.split(separator: "/")[1])
  }

  /// The Swift file blocks of a target, as absolute paths in the written package.
  func swiftFiles(ofTarget target: String) -> [String] {
    files.keys.filter { $0.hasPrefix("Sources/\(target)/") && $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
  }

  /// Generates the API of `target` as the plugin does (the target's tables and its `l10n-gen.json`) into a folder
  /// outside the package, and returns the generated files' paths.
  func generate(target: String) throws -> [String] {
    let output = directory.path + "/generated/" + target
    let targetFolder = root + "/Sources/" + target
    let config = targetFolder + "/l10n-gen.json"
    let configArguments = FileManager.default.fileExists(atPath: config) ? ["--config", config] : []
    let result = CapturingConsole.run(["generate", targetFolder, "--output", output] + configArguments)
    #expect(result.code == .success, "generating \(target): \(result.error)")
    return try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
  }
}
