import Foundation
import L10nGenTestSupport
import Testing

/// `l10n-gen-build-tool`, the build plugin's tool: `generate` alone, built without L10nGenTools, writing exactly what
/// `l10n-gen generate` writes.
@Suite struct BuildToolTests {
  /// The built executable `name` next to the test bundle, or `nil`.
  static func executable(_ name: String) -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  static let bothBuilt = executable("l10n-gen") != nil && executable("l10n-gen-build-tool") != nil

  /// Runs `executable` with `arguments`; exit status, standard output and standard error.
  static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    try Toolchain.runSeparatingErrors(executable, arguments)
  }

  /// Every file below `folder`, by relative path.
  static func contents(of folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = folder + "/" + relative
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  @Test(.enabled(if: bothBuilt, "needs l10n-gen and l10n-gen-build-tool built next to the tests"))
  func offersGenerateAlone() throws {
    let tool = try #require(Self.executable("l10n-gen-build-tool"))
    let help = try Self.run(tool, ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("generate"))
    #expect(!help.output.contains("ib-migrate"))
    let lint = try Self.run(tool, ["lint", "."])
    #expect(lint.status == 64)
    #expect(lint.error.hasPrefix("Error: Unknown subcommand 'lint'."))
    #expect(
      try Self.run(tool, ["--version"]).output == Self.run(#require(Self.executable("l10n-gen")), ["--version"]).output)
  }

  /// The plugin gets the same files from its tool as a user from `l10n-gen generate`, on every fixture project and
  /// the real apps of the corpus slice, with the plugin's own arguments (`--plugin-mode`, files after `--`).
  @Test(.enabled(if: bothBuilt, "needs l10n-gen and l10n-gen-build-tool built next to the tests"))
  func writesWhatTheFullToolWrites() throws {
    let full = try #require(Self.executable("l10n-gen"))
    let tool = try #require(Self.executable("l10n-gen-build-tool"))
    let inputs = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs")
    var projects = PackagePaths.subfolders(of: inputs).map { inputs.appendingPathComponent($0) }
    projects += PackagePaths.subfolders(of: PackagePaths.corpusSlice).map {
      PackagePaths.corpusSlice.appendingPathComponent($0)
    }
    var compared = 0
    for project in projects {
      let tables = PackagePaths.files(in: project, withExtensions: ["strings", "stringsdict", "xcstrings"])
        .map(\.path).filter { !$0.contains("/Base.lproj/") }.sorted()
      guard !tables.isEmpty else { continue }
      let directory = try TemporaryDirectory()
      var outputs: [[String: Data]] = []
      var statuses: [Int32] = []
      for executable in [full, tool] {
        let output = directory.path + "/" + executable.lastPathComponent
        let result = try Self.run(executable, ["generate", "--plugin-mode", "--output", output, "--"] + tables)
        statuses.append(result.status)
        outputs.append(try Self.contents(of: output))
      }
      #expect(statuses[0] == statuses[1], "\(project.lastPathComponent)")
      #expect(outputs[0] == outputs[1], "\(project.lastPathComponent)")
      if statuses[0] == 0 { compared += 1 }
    }
    #expect(compared >= 10)
  }

  /// A package that adds the plugin compiles the pipeline, not the tools: no symbol of L10nGenTools in the tool.
  @Test(.enabled(if: bothBuilt, "needs l10n-gen and l10n-gen-build-tool built next to the tests"))
  func leavesTheToolsModuleOut() throws {
    let tool = try Data(contentsOf: #require(Self.executable("l10n-gen-build-tool")))
    let full = try Data(contentsOf: #require(Self.executable("l10n-gen")))
    #expect(tool.range(of: Data("L10nGenCore".utf8)) != nil)
    #expect(full.range(of: Data("L10nGenTools".utf8)) != nil)
    #expect(tool.range(of: Data("L10nGenTools".utf8)) == nil)
  }
}
