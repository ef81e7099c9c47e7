import Foundation
import L10nGenTestSupport
import Testing

@testable import l10n_gen

/// `lint --sources` on an app with one table name in two targets: each target's code is checked against its own
/// tables (`--target` or the configuration's `targets`).
@Suite struct SourceTargetTests {
  /// An app and its widget, each with a `Localizable` table; each uses a key only its own table has.
  static func twoTargets() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Resources/en.lproj/Localizable.strings", "\"app.title\" = \"App\";\n\"app.unused\" = \"Unused\";\n")
    try directory.write("App/Sources/AppView.swift", "let a = NSLocalizedString(\"app.title\", comment: \"\")\n")
    try directory.write("Widget/Resources/en.lproj/Localizable.strings", "\"widget.title\" = \"Widget\";\n")
    try directory.write(
      "Widget/Sources/WidgetView.swift",
      "let w = NSLocalizedString(\"widget.title\", comment: \"\")\nlet x = NSLocalizedString(\"app.title\", comment: \"\")\n"
    )
    return directory
  }

  @Test func eachTargetsKeysAreCheckedAgainstItsOwnTables() throws {
    let directory = try Self.twoTargets()
    let root = directory.path
    let run = CapturingConsole.run([
      "lint", "--verbose",
      "--target", "App=\(root)/App/Resources:\(root)/App/Sources",
      "--target", "Widget=\(root)/Widget/Resources:\(root)/Widget/Sources",
    ])
    // The widget uses app.title, which only the app's table has: an error at the widget's line.
    #expect(run.error.contains("WidgetView.swift:2:"), "\(run.error)")
    #expect(run.error.contains("'app.title' is not defined in table 'Localizable'"), "\(run.error)")
    #expect(!run.error.contains("'widget.title' is not defined"), "\(run.error)")
    // app.unused is unused in the app; the widget's use of app.title does not count for the app's table.
    #expect(run.error.contains("'app.unused'"), "\(run.error)")
    #expect(run.error.contains("checked in 2 target(s) (App, Widget)"), "\(run.error)")
    #expect(run.code == .failure)

    // All tables against all sources (the old way) sees no undefined key: the two tables merge into one.
    let merged = CapturingConsole.run([
      "lint", root + "/App/Resources", root + "/Widget/Resources", "--sources", root + "/App/Sources",
      "--sources", root + "/Widget/Sources",
    ])
    #expect(!merged.error.contains("is not defined"), "\(merged.error)")
  }

  @Test func theConfigurationsTargetsSectionDoesTheSame() throws {
    let directory = try Self.twoTargets()
    try directory.write(
      "l10n-gen.json",
      """
      {"targets": {
        "App": {"tables": ["App/Resources"], "sources": ["App/Sources"]},
        "Widget": {"tables": ["Widget/Resources"], "sources": ["Widget/Sources"]}
      }}
      """)
    let run = CapturingConsole.run(["lint", "--config", directory.path + "/l10n-gen.json"])
    #expect(run.error.contains("WidgetView.swift:2:"), "\(run.error)")
    #expect(run.error.contains("checked in 2 target(s) (App, Widget)"), "\(run.error)")
  }

  @Test func badTargetsAreUsageOrConfigurationErrors() throws {
    let directory = try Self.twoTargets()
    let bad = CapturingConsole.run(["lint", "--target", "App=only-tables"])
    #expect(bad.code == .usage, "\(bad.error)")
    #expect(bad.error.contains("The value of '--target' must be <name>=<tables>:<sources>"))
    let none = CapturingConsole.run(["lint"])
    #expect(none.code == .usage)
    try directory.write("l10n-gen.json", #"{"targets": {"App": {"tables": ["x"]}}}"#)
    let config = CapturingConsole.run([
      "lint", directory.path + "/App/Resources", "--config", directory.path + "/l10n-gen.json",
    ])
    #expect(config.error.contains("'targets' must be an object of targets"), "\(config.error)")
  }
}
