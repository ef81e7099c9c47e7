import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `ib-migrate` on apps with extensions (issue 33 §4): an extension is a bundle of its own, so the texts of its
/// storyboard go to a `Localizable` table in its own folder, never to the app's, where its `lz*` keys would be
/// `ib-unknown-key` errors ("there is no table 'Localizable'"). Built from real apps' files: DuckDuckGo's app and
/// its action extension, Elytra's app and its share extension (from its Xcode export).
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
struct IBMigrateAppExtensionTests {
  /// Copies `files` (relative to `app` in the corpus) into `directory`, writable.
  static func copy(_ files: [String], from app: String, into directory: TemporaryDirectory, under prefix: String = "")
    throws
  {
    let corpus = try #require(PackagePaths.corpus).appendingPathComponent(app)
    for file in files {
      try directory.write(prefix + file, Data(contentsOf: corpus.appendingPathComponent(file)))
    }
  }

  /// `lint` on one target's folder reports no `ib-unknown-key` and no error.
  static func expectLintAccepts(_ folder: String) {
    let linted = CapturingConsole.run(["lint", folder])
    #expect(!linted.error.contains("[ib-unknown-key]"), "\(folder): \(linted.error)")
    #expect(!linted.error.contains(" error: "), "\(folder): \(linted.error)")
  }

  @Test func anActionExtensionsTextsGoToItsOwnTableWithTheAppsTableChosen() throws {
    let directory = try TemporaryDirectory()
    try Self.copy(
      [
        "DuckDuckGo/Base.lproj/Feedback.storyboard", "DuckDuckGo/de.lproj/Feedback.strings",
        "DuckDuckGo/en.lproj/Localizable.strings", "DuckDuckGo/de.lproj/Localizable.strings",
        "DuckDuckGo/en.lproj/InfoPlist.strings", "DuckDuckGo/de.lproj/InfoPlist.strings",
        "OpenAction/Base.lproj/MainInterface.storyboard", "OpenAction/de.lproj/MainInterface.strings",
        "OpenAction/en.lproj/InfoPlist.strings", "OpenAction/de.lproj/InfoPlist.strings",
      ], from: "duckduckgo__iOS", into: directory)
    let root = directory.path
    let app = root + "/DuckDuckGo"
    let extensionFolder = root + "/OpenAction"
    let appBefore = try IBMigrateAppLayoutTests.shownTexts(app: app, tableFolder: app, developmentLanguage: "en")
    let extensionBefore = try IBMigrateAppLayoutTests.shownTexts(
      app: extensionFolder, tableFolder: extensionFolder, developmentLanguage: "en")

    let planPath = root + "/plan.json"
    let planned = CapturingConsole.run(["ib-migrate", root, "--table-folder", app, "--write-plan", planPath])
    #expect(planned.code == .success, "\(planned.error)")
    #expect(
      planned.error.contains(
        "note: 'OpenAction/Base.lproj/MainInterface.storyboard' is in the target folder 'OpenAction' (its "
          + "de.lproj/InfoPlist.strings), not the app's 'DuckDuckGo'"), "\(planned.error)")
    let planText = directory.read("plan.json") ?? ""
    #expect(
      planText.contains(
        #""path": "OpenAction/Base.lproj/MainInterface.storyboard",\#n      "tableFolder": "OpenAction","#))
    let applied = CapturingConsole.run(["ib-migrate", root, "--apply", planPath])
    #expect(applied.code == .success, "\(applied.error)")

    #expect(
      directory.read("OpenAction/en.lproj/Localizable.strings")?.contains(#""mainInterface.action.title" = "Image";"#)
        == true)
    #expect(
      directory.read("OpenAction/de.lproj/Localizable.strings")?.contains(#""mainInterface.action.title" = "Bild";"#)
        == true)
    #expect(directory.read("DuckDuckGo/en.lproj/Localizable.strings")?.contains("mainInterface.") == false)
    #expect(directory.read("DuckDuckGo/de.lproj/Localizable.strings")?.contains(#""feedback."#) == true)
    Self.expectLintAccepts(extensionFolder)
    let appLint = CapturingConsole.run(["lint", app])
    #expect(!appLint.error.contains("[ib-unknown-key]"), "\(appLint.error)")
    #expect(try IBMigrateAppLayoutTests.shownTexts(app: app, tableFolder: app, developmentLanguage: "en") == appBefore)
    #expect(
      try IBMigrateAppLayoutTests.shownTexts(
        app: extensionFolder, tableFolder: extensionFolder, developmentLanguage: "en") == extensionBefore)
  }

  /// Elytra's export: the app's table in `Yeti/SupportingFiles/Localizations` (found without --table-folder), an app
  /// xib elsewhere under `Yeti`, and the share extension `YetiShare` beside it, its own bundle. The German texts are
  /// the export's.
  @Test func aShareExtensionBesideTheAppGetsItsOwnTable() throws {
    let directory = try TemporaryDirectory()
    try Self.copy(
      [
        "Yeti/SupportingFiles/Localizations/en.lproj/Localizable.strings",
        "Yeti/SupportingFiles/Localizations/en.lproj/InfoPlist.strings",
        "Yeti/Controllers/Root/Base.lproj/PushRequestVC.xib",
        "YetiShare/Base.lproj/MainInterface.storyboard", "YetiShare/en.lproj/InfoPlist.strings",
      ], from: "ElytraApp__Localisations/Localizations/en.xcloc/Source Contents", into: directory)
    try directory.write(
      "Yeti/Controllers/Root/de.lproj/PushRequestVC.strings",
      "\"05p-vO-3Wh.normalTitle\" = \"Benachrichtigungen aktivieren\";\n\"maL-2M-Pbz.text\" = \"Mitteilungen\";\n")
    try directory.write("YetiShare/de.lproj/MainInterface.strings", "\"ObA-dk-sSI.title\" = \"Loading\";\n")
    let root = directory.path
    let result = CapturingConsole.run(["ib-migrate", root])
    #expect(result.code == .success, "\(result.error)")
    #expect(
      result.error.contains("is in the target folder 'YetiShare' (its en.lproj/InfoPlist.strings)"), "\(result.error)")
    let appTable = directory.read("Yeti/SupportingFiles/Localizations/de.lproj/Localizable.strings") ?? ""
    #expect(appTable.contains(#"= "Benachrichtigungen aktivieren";"#), "\(appTable)")
    #expect(!appTable.contains("mainInterface"), "\(appTable)")
    #expect(
      directory.read("YetiShare/en.lproj/Localizable.strings")?.contains(#""mainInterface.action.title" = "Loading";"#)
        == true)
    Self.expectLintAccepts(root + "/YetiShare")
  }

  /// Two targets (each folder with its own `Info.plist`) and a table in neither: which bundle holds it cannot be
  /// told, so the plan is refused, with the folders named, and nothing is written.
  @Test func aTableInNoTargetOfSeveralIsRefusedWithTheFoldersNamed() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
    try directory.write("Share/Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
    try directory.write("Shared/en.lproj/Localizable.strings", "\"app.name\" = \"Demo\";\n")
    try directory.write(
      "App/Base.lproj/Main.storyboard",
      IBMigrateAppLayoutTests.storyboard(label: "Lbl-aa-bbb", text: "Welcome", controller: "HomeViewController"))
    try directory.write(
      "Share/Base.lproj/MainInterface.storyboard",
      IBMigrateAppLayoutTests.storyboard(label: "Lbl-cc-ddd", text: "Post", controller: "ShareViewController"))
    let before = IBMigrateCommandTests.files(directory)
    let refused = CapturingConsole.run(["ib-migrate", directory.path])
    #expect(refused.code == .failure)
    #expect(
      refused.error.contains(
        "error: the IB documents belong to 2 targets, 'App' (its Info.plist), 'Share' (its Info.plist), and the table "
          + "folder 'Shared' is in none of them"), "\(refused.error)")
    #expect(IBMigrateCommandTests.files(directory) == before, "nothing is written")

    // Each target on its own gets its own table.
    let app = CapturingConsole.run(["ib-migrate", directory.path + "/Share"])
    #expect(app.code == .success, "\(app.error)")
    #expect(directory.read("Share/en.lproj/Localizable.strings")?.contains(#"= "Post";"#) == true)
  }
}
