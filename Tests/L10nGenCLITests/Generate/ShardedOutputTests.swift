import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// A sharded table (`shards`, `shardKeysAbove`) gives the same API as the unsharded one, compiles, and is written as
/// the build plugin declares it, on the `sharded` snapshot fixture's tables.
@Suite struct ShardedOutputTests {
  static let fixture = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/sharded")

  /// Generates the fixture's tables with `config` (the text of an `l10n-gen.json`) into `output`; returns the
  /// generated files' paths, sorted.
  static func generate(config: String, in directory: TemporaryDirectory, output: String) throws -> [String] {
    let input = directory.path + "/in"
    if !FileManager.default.fileExists(atPath: input) {
      try FileManager.default.copyItem(atPath: fixture.path, toPath: input)
    }
    let configPath = try directory.write("in/l10n-gen.json", config)
    let result = CapturingConsole.run(
      ["generate", input, "--config", configPath, "--output", output, "--bundle", "Bundle.main"])
    #expect(result.code == .success, "\(result.error)")
    return try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
  }

  /// Every accessor and key symbol declaration of the files, without doc comments and in no particular file: the
  /// API a use site sees.
  static func declarations(in files: [String]) throws -> [String] {
    try files.flatMap { path in
      try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("internal nonisolated static var") || $0.hasPrefix("internal nonisolated static func") }
    }.sorted()
  }

  static let sharded = #"{"keySymbols": true, "shards": {"Localizable": 3}, "shardKeysAbove": 3}"#
  static let unsharded = #"{"keySymbols": true}"#

  @Test func shardedOutputDeclaresTheSameAPIAsUnsharded() throws {
    let directory = try TemporaryDirectory()
    let shardedFiles = try Self.generate(config: Self.sharded, in: directory, output: directory.path + "/sharded")
    let plainFiles = try Self.generate(config: Self.unsharded, in: directory, output: directory.path + "/plain")
    #expect(shardedFiles.count == 1 + 1 + 3 + 1 + ShardPlan.maximumAutomaticCount)
    #expect(plainFiles.count == 3)
    let declarations = try Self.declarations(in: shardedFiles)
    // 15 accessors, their 15 key symbols, each key type's `table` and `bundle`, and the support file's `bundle`,
    // `language(forAcceptLanguage:)` and synchronous `withLanguage(forAcceptLanguage:)`.
    #expect(declarations.count == 2 * 15 + 2 * 2 + 3)
    #expect(declarations == (try Self.declarations(in: plainFiles)))
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH"))
  func oneUseSiteCompilesAgainstShardedAndUnshardedOutput() throws {
    let directory = try TemporaryDirectory()
    let useSite = try directory.write(
      "UseSite.swift",
      """
      import L10nKit

      func everyString() -> [String] {
        [
          L10n.Login.title, L10n.Login.welcome("Ann"), L10n.transfer("Ann", 12.5, "Bob"), L10n.cancel, L10n.done,
          L10n.Inbox.unread(3), L10n.Preferences.about, L10n.Preferences.Language.title,
          L10n.Preferences.Language.current("fr"), L10n.Profile.name, L10n.Settings.Sync.title, L10n.Settings.Sync.now,
          L10n.Settings.privacy, L10n.Settings.Account.delete, L10n.Settings.Account.export,
        ]
      }

      func everyKey() -> [L10n.LocalizableKey] { [.loginTitle, .loginWelcome, .transfer, .cancel, .done, .inboxUnread] }
      func settingsKeys() -> [L10n.SettingsKey] { [.settingsPrivacy, .settingsSyncNow, .settingsAccountDelete] }
      """)
    for (name, config) in [("sharded", Self.sharded), ("plain", Self.unsharded)] {
      let files = try Self.generate(config: config, in: directory, output: directory.path + "/" + name)
      let result = try SwiftCompiler.typecheck(files + [useSite])
      #expect(result.succeeded, "\(name):\n\(result.output.prefix(3000))")
    }
  }

  @Test func editingOneDevelopmentStringRewritesOneShardAndKeepsTheOthersDates() throws {
    let directory = try TemporaryDirectory()
    let output = directory.path + "/out"
    let files = try Self.generate(config: Self.sharded, in: directory, output: output)
    let dates = { () throws -> [String: Date] in
      try Dictionary(
        uniqueKeysWithValues: files.map {
          ($0, try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date ?? .distantPast)
        })
    }
    let contents = { files.map { FileManager.default.contents(atPath: $0) } }
    let (beforeDates, beforeContents) = (try dates(), contents())
    Thread.sleep(forTimeInterval: 1.1)
    let table = directory.path + "/in/en.lproj/Localizable.strings"
    let text = try String(contentsOfFile: table, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"Sign In\"", with: "\"Log In\"").utf8).write(
      to: URL(fileURLWithPath: table))
    #expect(try Self.generate(config: Self.sharded, in: directory, output: output) == files)
    let (afterDates, afterContents) = (try dates(), contents())
    let changed = files.indices.filter { beforeContents[$0] != afterContents[$0] }.map { files[$0] }
    let loginShard = OutputPlan.shardFileName(
      forTable: "Localizable", index: ShardPlan.shardIndex(of: "Login", count: 3) + 1)
    #expect(changed == [output + "/" + loginShard])
    for file in files where file != output + "/" + loginShard {
      #expect(afterDates[file] == beforeDates[file], "\(file) was rewritten with the same bytes")
    }
  }

  @Test func unshardingRemovesTheShardFilesOutsidePluginMode() throws {
    let directory = try TemporaryDirectory()
    let output = directory.path + "/out"
    #expect(try Self.generate(config: Self.sharded, in: directory, output: output).count == 22)
    let files = try Self.generate(config: Self.unsharded, in: directory, output: output)
    #expect(
      files.map { ($0 as NSString).lastPathComponent } == [
        "L10nGen+Support.swift", "Localizable+L10nGen.swift", "Settings+L10nGen.swift",
      ])
  }

  /// A table at or below `shardKeysAbove` keeps today's file; its declared shard files are written with a comment.
  @Test func aTableBelowShardKeysAboveKeepsItsOneFile() throws {
    let directory = try TemporaryDirectory()
    let files = try Self.generate(
      config: #"{"keySymbols": true, "shardKeysAbove": 100}"#, in: directory, output: directory.path + "/small")
    let plainFiles = try Self.generate(config: Self.unsharded, in: directory, output: directory.path + "/plain")
    #expect(files.count == 3 + 2 * ShardPlan.maximumAutomaticCount)
    for plain in plainFiles {
      let name = (plain as NSString).lastPathComponent
      #expect(
        FileManager.default.contents(atPath: directory.path + "/small/" + name)
          == FileManager.default.contents(
            atPath: plain), "\(name)")
    }
    for shard in files where shard.contains("+Shard") {
      let text = try String(contentsOfFile: shard, encoding: .utf8)
      #expect(text.hasPrefix(OutputPlan.generatedFileHeaderPrefix) && text.contains("This shard holds no keys"))
    }
  }

  @Test func theSwiftGenContextCannotShard() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: directory.path + "/in")
    let config = try directory.write("in/l10n-gen.json", #"{"template": "swiftgen", "shards": 4}"#)
    let result = CapturingConsole.run(
      ["generate", directory.path + "/in", "--config", config, "--output", directory.path + "/out"])
    #expect(result.code == .failure)
    #expect(result.error.contains("which needs the structured context"), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/Localizable+L10nGen.swift"))
  }
}
