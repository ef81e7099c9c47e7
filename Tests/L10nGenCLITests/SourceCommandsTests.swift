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

  /// A key that only a storyboard sets (`lzText`) is used; the storyboard's own table (keyed by ObjectID) is never
  /// checked for unused keys.
  @Test func keysSetInStoryboardsAreNotUnused() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
      targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="Sc1-aa-001">
                  <objects>
                      <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                          <view key="view" id="Vw1-aa-001">
                              <subviews>
                                  <label text="Welcome" id="Lb1-aa-001">
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="welcome"/>
                                      </userDefinedRuntimeAttributes>
                                  </label>
                                  <label text="Plain" id="Lb2-aa-002"/>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    let root = try folder([
      "en.lproj/Localizable.strings": "\"login.title\" = \"Sign in\";\n\"welcome\" = \"Welcome\";\n",
      "Base.lproj/Main.storyboard": storyboard,
      "de.lproj/Main.strings": "\"Lb2-aa-002.text\" = \"Einfach\";\n",
      "App/View.swift": "let a = NSLocalizedString(\"login.title\", comment: \"\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = CapturingConsole.run(["lint", root.path, "--sources", root.appendingPathComponent("App").path])
    #expect(!run.error.contains("[unused-key]"), "\(run.error)")
    try FileManager.default.removeItem(at: root.appendingPathComponent("Base.lproj"))
    let withoutStoryboard = CapturingConsole.run([
      "lint", root.path, "--sources", root.appendingPathComponent("App").path,
    ])
    #expect(
      withoutStoryboard.error.contains("'welcome' of table 'Localizable' is not used"), "\(withoutStoryboard.error)")
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
    // The existing table's text stays as written (issue 20 §4): the new entry is added after the entries it sorts
    // after, nothing else changes.
    let text = try String(contentsOf: table, encoding: .utf8)
    #expect(
      text == """
        /* Translator note */
        "kept" = "Kept value";
        "gone" = "Gone";

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
