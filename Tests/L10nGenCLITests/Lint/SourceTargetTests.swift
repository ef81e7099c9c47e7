import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
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

    // Naming the folders instead finds the same two targets from where the tables sit.
    let inferred = CapturingConsole.run([
      "lint", root + "/App/Resources", root + "/Widget/Resources", "--sources", root + "/App/Sources",
      "--sources", root + "/Widget/Sources",
    ])
    #expect(inferred.error.contains("WidgetView.swift:2:"), "\(inferred.error)")
    #expect(inferred.error.contains("checked in 2 target(s) (App, Widget)"), "\(inferred.error)")
  }

  @Test func lintingTheWholeRepositoryChecksEachTablesFolderAsATarget() throws {
    let directory = try Self.twoTargets()
    let run = CapturingConsole.run(["lint", directory.path, "--sources", directory.path, "--verbose"])
    #expect(run.error.contains("WidgetView.swift:2:"), "\(run.error)")
    #expect(run.error.contains("'app.title' is not defined in table 'Localizable'"), "\(run.error)")
    #expect(!run.error.contains("'widget.title' is not defined"), "\(run.error)")
    #expect(run.error.contains("'app.unused'"), "\(run.error)")
    #expect(!run.error.contains("[duplicate-table-file]") && !run.error.contains("[table-conflict]"), "\(run.error)")
    #expect(run.error.contains("[inferred-targets]"), "\(run.error)")
    #expect(run.error.contains("checked in 2 target(s) (App, Widget)"), "\(run.error)")
  }

  /// NetNewsWire's shape: the app's shared catalog, a widget's, a package module's, and app code in folders that have
  /// no table of their own.
  @Test func codeOutsideEveryTablesFolderUsesTheAppsTableNotAPackageModules() throws {
    let directory = try TemporaryDirectory()
    func catalog(_ keys: [String]) -> String {
      let strings = keys.map { "\"\($0)\" : {}" }.joined(separator: ",\n")
      return "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\(strings)\n},\n\"version\" : \"1.0\"\n}\n"
    }
    try directory.write("Shared/Localizable.xcstrings", catalog(["Mark All as Read", "Totals"]))
    try directory.write("Widget/Resources/Localizable.xcstrings", catalog(["widget.starred"]))
    // The module's catalog is the biggest, but a package module's table is never the app's.
    try directory.write(
      "Modules/Log/Sources/Log/Resources/Localizable.xcstrings",
      catalog(["Adding feed", "Creating folder", "Downloading avatar %@", "Cleaning up iCloud records"]))
    try directory.write("iOS/Timeline.swift", "let t = NSLocalizedString(\"Mark All as Read\", comment: \"\")\n")
    try directory.write("Mac/Stats.swift", "let s = String(localized: \"Totals\")\n")
    try directory.write("Widget/Starred.swift", "let w = String(localized: \"widget.starred\")\n")
    try directory.write(
      "Modules/Log/Sources/Log/Log.swift",
      "let l = String(localized: \"Adding feed\", bundle: .module)\nlet m = String(localized: \"Totals\", bundle: .module)\n"
    )
    let run = CapturingConsole.run(["lint", directory.path, "--sources", directory.path, "--disable", "unused-key"])
    // Only the module's use of a key of the app's table is undefined: the module's bundle does not have it.
    #expect(run.error.contains("Log.swift:2:"), "\(run.error)")
    #expect(!run.error.contains("Timeline.swift") && !run.error.contains("Stats.swift"), "\(run.error)")
    #expect(!run.error.contains("Starred.swift") && !run.error.contains("Log.swift:1:"), "\(run.error)")
    #expect(run.error.contains("checked in 3 target(s) (Log, Shared, Widget)"), "\(run.error)")
  }

  /// The real case: linting NetNewsWire's whole repository finds its app's keys in the app's catalog.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func netNewsWiresRepositoryIsCheckedPerTarget() throws {
    let app = try #require(PackagePaths.corpus).appendingPathComponent("Ranchero-Software__NetNewsWire").path
    let run = CapturingConsole.run(["lint", app, "--sources", app])
    #expect(!run.error.contains("[table-conflict]"), "\(run.error)")
    // Both keys are in Shared/Localizable.xcstrings and used by the Mac and iOS apps' code.
    #expect(!run.error.contains("'Totals' is not defined"), "\(run.error)")
    #expect(!run.error.contains("'Mark All as Read' is not defined"), "\(run.error)")
    #expect(run.error.contains("in 3 target(s) (ActivityLog, Shared, Widget)"), "\(run.error)")
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
