import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `lint --sources` follows SwiftUI's own key rules on a catalog Xcode extracts into (issue 33 §1): the `%%` keys
/// Xcode extracted match the code, and a missing natural-text key is a warning, which does not stop `generate`.
struct SwiftUIKeyRulesLintTests {
  static let netNewsWire = PackagePaths.corpus?.appendingPathComponent("Ranchero-Software__NetNewsWire")
  static var hasNetNewsWire: Bool { netNewsWire.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }

  /// A fresh folder holding `files` (relative path → text).
  private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-swiftui-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld%%" : { },
        "Max Capacity: %lld%%" : { },
        "explore.scope.all" : { },
        "Share this photo" : { },
        "window.main" : { },
        "window.other" : { }
      },
      "version" : "1.0"
    }
    """

  @Test func xcodesExtractedKeysMatchTheCode() throws {
    let root = try folder([
      "Resources/Localizable.xcstrings": Self.catalog,
      "App/Gauge.swift": """
      struct Gauge: View {
        let level: Int
        let isMain: Bool
        var scope: LocalizedStringKey { .init("explore.scope.all") }
        var body: some View {
          Text("Max Capacity: \\(level)%")
          Text("\\(level)%")
          ShareLink(item: url, preview: SharePreview("Share this photo", image: image))
          Text(String(localized: isMain ? "window.main" : "window.other"))
        }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = CapturingConsole.run([
      "lint", root.appendingPathComponent("Resources").path, "--sources", root.appendingPathComponent("App").path,
    ])
    #expect(!run.error.contains("[undefined-key]"), "\(run.error)")
    #expect(!run.error.contains("[unused-key]"), "\(run.error)")
  }

  @Test func aMissingTextKeyIsAWarningThatDoesNotStopGenerate() throws {
    let root = try folder([
      "Resources/Localizable.xcstrings": Self.catalog,
      "App/View.swift": "let a = Text(\"Sign Out\")\nlet b = Text(\"settings.title\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let resources = root.appendingPathComponent("Resources").path
    let sources = root.appendingPathComponent("App").path
    let lint = CapturingConsole.run(["lint", resources, "--sources", sources])
    #expect(lint.error.contains("warning: 'Sign Out' is not in String Catalog 'Localizable' (en) yet"), "\(lint.error)")
    #expect(
      lint.error.contains("error: 'settings.title' is not defined in table 'Localizable' (en)"), "\(lint.error)")

    let textOnly = try folder([
      "Resources/Localizable.xcstrings": Self.catalog, "App/View.swift": "let a = Text(\"Sign Out\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: textOnly) }
    let generate = CapturingConsole.run([
      "generate", textOnly.appendingPathComponent("Resources").path, "--sources",
      textOnly.appendingPathComponent("App").path, "--output", textOnly.appendingPathComponent("Generated").path,
    ])
    #expect(generate.code == .success, "\(generate.error)")
  }

  /// NetNewsWire's whole repository, as a new team would lint it: no `undefined-key` error is a natural-text key (its
  /// package modules' messages, which Xcode extracts, were 93 errors).
  @Test(.enabled(if: hasNetNewsWire, "needs ../shared/corpus")) func netNewsWireHasNoErrorForATextKey() throws {
    let root = try #require(Self.netNewsWire).path
    let run = CapturingConsole.run(["lint", root, "--sources", root, "--format", "json"])
    let findings = try #require(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]], "\(run.output.prefix(500))")
    let undefined = findings.filter { $0["rule"] as? String == "undefined-key" }
    #expect(undefined.count > 50)
    #expect(undefined.allSatisfy { $0["severity"] as? String != "error" }, "\(undefined.prefix(3))")
  }
}
