import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// Unchanged input, unchanged output: when only a translation changes, the plugin's command produces byte-identical
/// files and does not rewrite them, so the build compiles nothing again. Runs on a copy of `Examples/Demo`'s target,
/// invoked as the build plugin invokes the tool (`.ci/run` checks the same through a real `swift build`).
@Suite struct TranslationChangeTests {
  static let demoTarget = PackagePaths.file("Examples/Demo/Sources/Demo")

  /// A copy of the demo target and the plugin's command line for it.
  struct Target {
    var directory: TemporaryDirectory
    var arguments: [String]
    var output: String

    init() throws {
      directory = try TemporaryDirectory()
      let copy = directory.path + "/Demo"
      try FileManager.default.copyItem(atPath: TranslationChangeTests.demoTarget.path, toPath: copy)
      let tables = try FileManager.default.subpathsOfDirectory(atPath: copy + "/Resources").sorted()
        .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.map { copy + "/Resources/" + $0 }
      output = directory.path + "/work"
      arguments =
        ["generate", "--plugin-mode", "--output", output, "--config", copy + "/l10n-gen.json", "--"] + tables
    }

    /// Runs the command; returns each output file's bytes and modification date, by name.
    func generate() throws -> [String: (data: Data, modified: Date)] {
      let result = CapturingConsole.run(arguments)
      #expect(result.code == .success, "\(result.error)")
      var files: [String: (Data, Date)] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: output) {
        let path = output + "/" + name
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        files[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), modified ?? .distantPast)
      }
      return files
    }

    /// Replaces `old` with `new` in the target's file at `relativePath`; fails the test if `old` is not there.
    func edit(_ relativePath: String, replacing old: String, with new: String) throws {
      let path = directory.path + "/Demo/" + relativePath
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(old), "\(relativePath) no longer contains \(old)")
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: demoTarget.path), "needs Examples/Demo"))
  func changingOnlyTranslationsLeavesTheGeneratedFilesUntouched() throws {
    let target = try Target()
    let before = try target.generate()
    #expect(!before.isEmpty)
    // Modification dates have a resolution of a second on some file systems: let a rewrite show.
    Thread.sleep(forTimeInterval: 1.1)
    try target.edit("Resources/fr.lproj/Localizable.strings", replacing: "Se connecter", with: "Connexion")
    try target.edit("Resources/de.lproj/Localizable.stringsdict", replacing: "Nachrichten", with: "Mitteilungen")
    let after = try target.generate()
    #expect(Set(after.keys) == Set(before.keys))
    for (name, file) in before {
      #expect(after[name]?.data == file.data, "\(name) changed after a translation changed")
      #expect(after[name]?.modified == file.modified, "\(name) was rewritten after a translation changed")
    }
  }

  /// The check above means something: a change of the development language does change the output. The demo's
  /// Localizable table is sharded (`"shards": {"Localizable": 4}`), so editing one development string rewrites only
  /// the shard of its top-level namespace; every other file keeps its bytes and its date, and only one file recompiles.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: demoTarget.path), "needs Examples/Demo"))
  func changingOneDevelopmentStringRewritesOneShard() throws {
    let target = try Target()
    let before = try target.generate()
    #expect(before.keys.filter { $0.hasPrefix("Localizable+Shard") }.count == 4)
    Thread.sleep(forTimeInterval: 1.1)
    try target.edit("Resources/en.lproj/Localizable.strings", replacing: "\"Sign In\"", with: "\"Log In\"")
    let after = try target.generate()
    let changed = before.keys.filter { after[$0]?.data != before[$0]?.data }
    let loginShard = OutputPlan.shardFileName(
      forTable: "Localizable", index: ShardPlan.shardIndex(of: "Login", count: 4) + 1)
    #expect(changed == [loginShard])
    for (name, file) in before where name != loginShard {
      #expect(after[name]?.modified == file.modified, "\(name) was rewritten, though its bytes are the same")
    }
  }
}
