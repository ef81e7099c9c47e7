import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `extract` sees exactly the uses `lint --sources` sees (generated accessors, `lz*` keys, the project's wrappers
/// from the configuration `lint` finds), so `--prune` never deletes a key in use (issue 33 §6).
struct ExtractSeesLintUsesTests {
  /// A fresh folder holding `files` (relative path → text).
  private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-extract-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// The README's own package: `Greeting.swift` uses the generated API (`L10n.Login.title`), `Receipt.swift` looks
  /// `transfer` up by string. `--prune` keeps every key, as `lint --sources` counts them all as used.
  @Test func theReadmePackageKeepsTheKeysItsGeneratedAPIUses() throws {
    let project = try ReadmeProject(ReadmeDocument.loadWithArticles())
    let resources = project.root + "/Sources/MyFeature/Resources"
    let output = resources + "/en.lproj"
    let table = output + "/Localizable.strings"
    let before = try String(contentsOfFile: table, encoding: .utf8)
    let lint = CapturingConsole.run(["lint", resources, "--sources", project.root + "/Sources"])
    #expect(!lint.error.contains("[unused-key]"), "\(lint.error)")

    let run = CapturingConsole.run(["extract", project.root + "/Sources", "--output", output, "--prune"])
    #expect(run.code == .success, "\(run.error)")
    #expect(!run.error.contains("[unused-key]"), "\(run.error)")
    let after = try String(contentsOfFile: table, encoding: .utf8)
    for key in ["login.title", "login.welcome", "login.submit", "transfer"] {
      #expect(after.contains("\"\(key)\""), "\(key) was pruned:\n\(after)")
    }
    #expect(after == before, "nothing to add or remove:\n\(after)")
  }

  /// The configuration `lint Resources` finds (`Resources/l10n-gen.json`) is `extract`'s too, with sources elsewhere:
  /// the keys of its `sourceFunctions` are extracted and kept.
  @Test func extractFindsTheConfigurationWhereLintDoes() throws {
    let root = try folder([
      "Resources/l10n-gen.json": #"{ "sourceFunctions": ["Localized"] }"#,
      "Resources/en.lproj/Localizable.strings": "\"wrapped.key\" = \"Wrapped\";\n\"gone\" = \"Gone\";\n",
      "App/View.swift": "let a = Localized(\"wrapped.key\")\nlet b = Localized(\"wrapped.new\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Resources/en.lproj")
    let lint = CapturingConsole.run([
      "lint", root.appendingPathComponent("Resources").path, "--sources", root.appendingPathComponent("App").path,
    ])
    #expect(lint.error.contains("'wrapped.new' is not defined"), "\(lint.error)")
    #expect(!lint.error.contains("'wrapped.key' of table"), "\(lint.error)")

    let run = CapturingConsole.run([
      "extract", root.appendingPathComponent("App").path, "--output", output.path, "--prune",
    ])
    #expect(run.code == .success, "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text.contains("\"wrapped.key\" = \"Wrapped\";"), "\(text)")
    #expect(text.contains("\"wrapped.new\""), "\(text)")
    #expect(!text.contains("\"gone\""), "\(text)")
  }

  /// A key only a storyboard's `lzText` sets is used: never reported unused, never pruned.
  @Test func keysSetInStoryboardsAreNeverPruned() throws {
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
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    let root = try folder([
      "Resources/Base.lproj/Main.storyboard": storyboard,
      "Resources/en.lproj/Localizable.strings": "\"login.title\" = \"Sign in\";\n\"welcome\" = \"Welcome\";\n"
        + "\"gone\" = \"Gone\";\n",
      "App/View.swift": "let a = NSLocalizedString(\"login.title\", comment: \"\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Resources/en.lproj")
    let run = CapturingConsole.run([
      "extract", root.appendingPathComponent("App").path, "--output", output.path, "--prune", "--verbose",
    ])
    #expect(run.code == .success, "\(run.error)")
    #expect(run.error.contains("'gone' was deleted"), "\(run.error)")
    #expect(!run.error.contains("'welcome' was deleted"), "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text.contains("\"welcome\" = \"Welcome\";"), "\(text)")
    #expect(!text.contains("\"gone\""), "\(text)")
  }

  /// A key only a call out of sight may use (`lint` notes it) is kept, with a note that says why.
  @Test func aPossibleUseIsKeptWithANote() throws {
    let root = try folder([
      "Resources/en.lproj/Localizable.strings": "\"Open\" = \"Open\";\n\"used\" = \"Used\";\n",
      "App/View.swift": "let a = NSLocalizedString(\"used\", comment: \"\")\nlet b = AsyncButton(\"Open\") {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Resources/en.lproj")
    let run = CapturingConsole.run([
      "extract", root.appendingPathComponent("App").path, "--output", output.path, "--prune", "--verbose",
    ])
    #expect(run.code == .success, "\(run.error)")
    #expect(run.error.contains("'Open' was kept: it is used only as an argument of 'AsyncButton'"), "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text.contains("\"Open\" = \"Open\";"), "\(text)")
  }

  static let maccy = PackagePaths.corpus?.appendingPathComponent("p0deje__Maccy/Maccy")
  static var hasMaccy: Bool { maccy.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }

  /// Maccy's footer keys (`clear`, `about`, `quit`...) are looked up at run time (`FooterItem(title: "clear")`, then
  /// `NSLocalizedString(item.title, ...)`): `lint` notes them as possibly used, and `--prune` used to delete them.
  @Test(.enabled(if: hasMaccy, "needs ../shared/corpus")) func maccysRunTimeKeysSurvivePrune() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-maccy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: try #require(Self.maccy), to: copy)
    // The corpus is read-only; the copy is the project a developer would edit.
    let items = FileManager.default.enumerator(atPath: copy.path)?.allObjects as? [String] ?? []
    for item in [""] + items {
      let path = item.isEmpty ? copy.path : copy.appendingPathComponent(item).path
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      try FileManager.default.setAttributes(
        [.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
    }
    let output = copy.appendingPathComponent("en.lproj")
    let run = CapturingConsole.run(["extract", copy.path, "--output", output.path, "--prune", "--verbose"])
    #expect(run.code == .success, "\(run.error.suffix(2000))")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    for key in ["clear", "clear_all", "about", "quit", "preferences"] {
      #expect(text.contains("\"\(key)\" = "), "\(key) was pruned")
      #expect(run.error.contains("'\(key)' was kept: it is written as a string at"), "\(key)")
    }
  }

  /// SwiftUI's interpolation escapes a literal `%`: `extract` writes the key Xcode extracts.
  @Test func aPercentAfterAnInterpolationIsWrittenEscaped() throws {
    let root = try folder([
      "App/View.swift": """
      struct Gauge: View {
        let level: Int
        var body: some View { Text("Max Capacity: \\(level)%") }
      }
      """
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Resources/en.lproj")
    let run = CapturingConsole.run(["extract", root.appendingPathComponent("App").path, "--output", output.path])
    #expect(run.code == .success, "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("Localizable.strings"), encoding: .utf8)
    #expect(text.contains(#""Max Capacity: %lld%%" = "Max Capacity: %lld%%";"#), "\(text)")
  }
}
