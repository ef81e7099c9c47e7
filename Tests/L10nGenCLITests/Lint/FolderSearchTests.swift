import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// What a folder search reads and leaves out: `exclude` globs (configuration and `--exclude`), the folders
/// `SkippedFolder` names, and the summary line that counts them.
@Suite struct FolderSearchTests {
  /// A SwiftGen project: its committed `Strings.swift` calls `L10n.tr` for every key, so with it scanned every key
  /// looks used; excluded, the unused key is found again.
  @Test func excludedGeneratedSourcesAreNotScannedAndTheSummaryCountsThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "app/Resources/en.lproj/Localizable.strings", "\"used\" = \"Used\";\n\"unused\" = \"Unused\";\n")
    try directory.write("app/Sources/View.swift", "let a = NSLocalizedString(\"used\", comment: \"\")\n")
    try directory.write(
      "app/Sources/Generated/Strings.swift",
      "let b = NSLocalizedString(\"unused\", comment: \"\")\nlet c = NSLocalizedString(\"used\", comment: \"\")\n")
    try directory.write("app/Sources/Pods/Lib/Lib.swift", "let d = NSLocalizedString(\"unused\", comment: \"\")\n")
    let app = directory.path + "/app"

    let plain = CapturingConsole.run(["lint", app + "/Resources", "--sources", app + "/Sources"])
    #expect(!plain.error.contains("[unused-key]"), "\(plain.error)")
    #expect(plain.error.contains("skipped 1 file(s): 1 in Pods/"), "\(plain.error)")

    let excluded = CapturingConsole.run([
      "lint", app + "/Resources", "--sources", app + "/Sources", "--exclude", "**/Generated/**",
    ])
    #expect(excluded.error.contains("[unused-key]"), "\(excluded.error)")
    #expect(
      excluded.error.contains("skipped 2 file(s): 1 by exclude '**/Generated/**', 1 in Pods/"), "\(excluded.error)")

    // The same from l10n-gen.json beside the tables.
    try directory.write("app/Resources/l10n-gen.json", #"{"exclude": ["Generated"]}"#)
    let configured = CapturingConsole.run(["lint", app + "/Resources", "--sources", app + "/Sources"])
    #expect(configured.error.contains("1 by exclude 'Generated'"), "\(configured.error)")
    #expect(configured.error.contains("[unused-key]"), "\(configured.error)")
  }

  @Test func excludeLeavesOutTablesToo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("app/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("app/Vendor/Kit/en.lproj/Localizable.strings", "\"a\" = \"Other\";\n\"b\" = \"B\";\n")
    try directory.write("app/Vendor/Kit/de.lproj/Localizable.strings", "\"b\" = \"B\";\n")
    let run = CapturingConsole.run([
      "lint", directory.path + "/app", "--exclude", "Vendor/**", "--exclude", "*.unused",
    ])
    #expect(run.error.contains("lint: 1 file(s), 1 table(s), 1 key(s)"), "\(run.error)")
    #expect(run.error.contains("skipped 2 file(s): 2 by exclude 'Vendor/**'"), "\(run.error)")

    let bad = CapturingConsole.run(["lint", directory.path + "/app"], config: #"{"exclude": "Vendor"}"#, in: directory)
    #expect(bad.error.contains("'exclude' must be an array of path globs"), "\(bad.error)")
  }

  @Test func aFolderNamedLikeASwiftFileIsNoSource() throws {
    let directory = try TemporaryDirectory()
    try directory.write("app/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("src/Helpers.swift/Inner.swift", "let a = NSLocalizedString(\"a\", comment: \"\")\n")
    let run = CapturingConsole.run(["lint", directory.path + "/app", "--sources", directory.path + "/src"])
    #expect(run.code == .success, "\(run.error)")
    #expect(!run.error.contains("unreadable"), "\(run.error)")
    #expect(!run.error.contains("unused-key"), "\(run.error)")
  }
}

extension CapturingConsole {
  /// Runs `arguments` with `config` written as `l10n-gen.json` in `directory` and passed with `--config`.
  static func run(_ arguments: [String], config: String, in directory: TemporaryDirectory) -> (
    code: ExitCode, output: String, error: String
  ) {
    let path = (try? directory.write("l10n-gen.json", config)) ?? ""
    return run(arguments + ["--config", path])
  }
}
