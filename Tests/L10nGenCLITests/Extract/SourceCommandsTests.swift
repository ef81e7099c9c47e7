import Foundation
import Testing

@testable import L10nGenCommandLine
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

  /// `extract`'s own findings have their own rule, and bytes that are no UTF-8 never become U+FFFD in a table.
  @Test func extractReportsWhatItCannotWriteUnderItsOwnRule() throws {
    let root = try folder([
      "App/View.swift": """
      func f(n: Thing) { let a = Text("\\(compute(n)) files") }
      let b = NSLocalizedString(key, comment: "")

      """
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    // Latin-1 `café` and a UTF-16 file with a byte-order mark.
    let latin1: [UInt8] =
      Array("NSString *a = NSLocalizedString(@\"caf".utf8) + [0xE9]
      + Array("\", @\"\");\nNSString *b = NSLocalizedString(@\"ok\", @\"\");\n".utf8)
    try Data(latin1).write(to: root.appendingPathComponent("App/Legacy.m"))
    let folderNamedLikeASource = root.appendingPathComponent("App/Kit.swift")
    try FileManager.default.createDirectory(at: folderNamedLikeASource, withIntermediateDirectories: true)
    try Data("let k = NSLocalizedString(\"in.folder\", comment: \"\")\n".utf8)
      .write(to: folderNamedLikeASource.appendingPathComponent("Inner.swift"))
    let utf16 = "NSString *c = NSLocalizedString(@\"th\u{E9}\", @\"\");\n"
    try Data([0xFF, 0xFE] + utf16.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      .write(to: root.appendingPathComponent("App/Wide.m"))
    let output = root.appendingPathComponent("en.lproj")
    let run = CapturingConsole.run([
      "extract", root.appendingPathComponent("App").path, "-o", output.path, "--verbose",
    ])
    #expect(run.code == .success, "\(run.error)")
    #expect(!run.error.contains("[undefined-key]"), "\(run.error)")
    #expect(run.error.contains("was not extracted: the type of an interpolation is not visible"))
    #expect(run.error.contains("[not-extracted]"))
    #expect(!run.error.contains("[unreadable-file]"), "a folder named Kit.swift is searched, not read")
    #expect(run.error.contains("Legacy.m:1:38: warning: the file is neither UTF-8 nor UTF-16"), "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(!text.contains("\u{FFFD}"))
    #expect(text.contains("\"ok\" = \"ok\";"))
    #expect(text.contains("\"in.folder\" = \"in.folder\";"))
    #expect(text.contains("\"th\u{E9}\" = \"th\u{E9}\";"), "\(text)")
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
