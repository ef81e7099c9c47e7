import Foundation
import Testing

@testable import l10n_gen

/// `lint --sources` and `extract` end to end, on files in a temporary folder.
struct SourceCommandsTests {
  /// A fresh folder holding `files` (relative path → text).
  private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-sources-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func lintWithSourcesReportsUndefinedAndUnusedKeys() throws {
    let root = try folder([
      "en.lproj/Localizable.strings": "\"login.title\" = \"Sign in\";\n\"old\" = \"Old\";\n",
      "App/View.swift": "let a = NSLocalizedString(\"login.titel\", comment: \"\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = CapturingConsole.run(["lint", root.path, "--sources", root.appendingPathComponent("App").path])
    #expect(run.code == .failure)
    #expect(
      run.error.contains(
        "View.swift:1:27: error: 'login.titel' is not defined in table 'Localizable' (en); did you mean "
          + "'login.title'?"))
    #expect(run.error.contains("Localizable.strings:2:1: warning: 'old' of table 'Localizable' is not used"))
    // Without --sources the source rules stay off.
    let plain = CapturingConsole.run(["lint", root.path])
    #expect(!plain.error.contains("undefined-key"))
    #expect(!plain.error.contains("unused-key"))
  }

  @Test func extractMergesAndPrunesOnlyWhenAsked() throws {
    let root = try folder([
      "App/View.swift": """
      let a = NSLocalizedString("new.key", value: "New", comment: "A new key")
      let b = NSLocalizedString("kept", comment: "")
      """,
      "en.lproj/Localizable.strings": "/* Translator note */\n\"kept\" = \"Kept value\";\n\"gone\" = \"Gone\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("en.lproj")
    let table = output.appendingPathComponent("Localizable.strings")
    let run = CapturingConsole.run(["extract", root.appendingPathComponent("App").path, "--output", output.path])
    #expect(run.code == .success)
    #expect(run.error.contains("'gone' is not used by the scanned code"))
    let text = try String(contentsOf: table, encoding: .utf8)
    #expect(
      text == """
        /* No comment provided by engineer. */
        "gone" = "Gone";

        /* Translator note */
        "kept" = "Kept value";

        /* A new key */
        "new.key" = "New";


        """)
    let pruned = CapturingConsole.run([
      "extract", root.appendingPathComponent("App").path, "--output", output.path, "--prune",
    ])
    #expect(pruned.code == .success)
    #expect(try !String(contentsOf: table, encoding: .utf8).contains("gone"))
  }

  @Test func extractNeverClobbersATableItCannotParse() throws {
    let broken = "\"kept\" = \"unterminated;\n"
    let root = try folder([
      "App/View.swift": "let b = NSLocalizedString(\"kept\", comment: \"\")\n",
      "en.lproj/Localizable.strings": broken,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("en.lproj")
    let run = CapturingConsole.run(["extract", root.appendingPathComponent("App").path, "-o", output.path])
    #expect(run.code == .failure)
    #expect(run.error.contains("nothing was written"))
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text == broken)
  }
}
