import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import L10nKit
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `ib-migrate` on apps laid out as real ones are: storyboards in several folders, one `Localizable` table elsewhere,
/// a `Base.lproj` development table. After the migration `generate` and `lint` accept the result.
@Suite struct IBMigrateAppLayoutTests {
  static func storyboard(label id: String, text: String, controller: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController customClass="\(controller)" id="VC-\(id)">
                        <view key="view" id="V-\(id)">
                            <subviews>
                                <label text="\(text)" id="\(id)"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  static func ibEntry(_ id: String, _ text: String, _ value: String) -> String {
    "\n/* Class = \"UILabel\"; text = \"\(text)\"; ObjectID = \"\(id)\"; */\n\"\(id).text\" = \"\(value)\";\n"
  }

  /// Two features with their own `Base.lproj`, translated into German, and no `Localizable` table.
  static func twoFeatureApp(table: String? = nil) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Login/Base.lproj/Login.storyboard",
      storyboard(label: "Lbl-aa-bbb", text: "Welcome", controller: "LoginViewController"))
    try directory.write("App/Login/de.lproj/Login.strings", ibEntry("Lbl-aa-bbb", "Welcome", "Willkommen"))
    try directory.write(
      "App/Settings/Base.lproj/Settings.storyboard",
      storyboard(label: "Lbl-cc-ddd", text: "Sound", controller: "SettingsViewController"))
    try directory.write("App/Settings/de.lproj/Settings.strings", ibEntry("Lbl-cc-ddd", "Sound", "Ton"))
    if let table {
      try directory.write("\(table)/en.lproj/Localizable.strings", "\"app.name\" = \"Demo\";\n")
      try directory.write("\(table)/de.lproj/Localizable.strings", "\"app.name\" = \"Demo\";\n")
    }
    return directory
  }

  static func localizableFiles(_ directory: TemporaryDirectory) -> [String] {
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix("/Localizable.strings") { found.append(relative) }
    }
    return found.sorted()
  }

  /// What each language shows for every ibtool text of the Base documents under `app`, by
  /// `<document>|<ObjectID.property>|<language>`: before a migration, the document's `<lang>.lproj/<Name>.strings`
  /// value, else the Base text; after it, for a text set by an `lz*` attribute, what L10nKit's `Localizer` resolves
  /// for its key in the `Localizable` table of `tableFolder` (`.strings` files), as the corpus round trip does.
  static func shownTexts(app: String, tableFolder: String, developmentLanguage: String) throws -> [String: String] {
    var shown: [String: String] = [:]
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { [developmentLanguage] })
    localizer.missingTranslationHandler = { _ in }
    try FileManager.default.createDirectory(atPath: tableFolder, withIntermediateDirectories: true)
    let bundle = try #require(Bundle(path: tableFolder))
    localizer.setDevelopmentLanguage(developmentLanguage, for: bundle)
    for url in IBStringsCommand.baseIBFiles(in: app).map(\.path).map(URL.init(fileURLWithPath:)) {
      let data = try Data(contentsOf: url)
      let document = try #require(IBDocumentReader.read(data, path: url.path).document)
      let project = url.deletingLastPathComponent().deletingLastPathComponent()
      let name = url.deletingPathExtension().lastPathComponent
      let languages = try FileManager.default.contentsOfDirectory(atPath: project.path)
        .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(".lproj".count)) }
      let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for object in document.objects {
        for property in object.properties {
          var key: String?
          if case .target(let target) = IBMigrationTarget.resolve(
            property, of: object, parent: object.parentID.flatMap { objects[$0] }, platform: document.platform),
            let value = objects[target.objectID]?.runtimeAttributes.first(where: { $0.keyPath == target.keyPath })?
              .value
          {
            let keys = InterfaceProperty(target.keyPath, isSegmentList: target.isSegmentList).keys(in: value)
            key = target.segmentIndex.map { $0 < keys.count ? keys[$0] : "" } ?? keys.first
          }
          for language in Set(languages + [developmentLanguage]) {
            let table = IBMigrateCorpusRoundTripTests.values(project.path + "/\(language).lproj/\(name).strings")
            let text =
              key.map {
                localizer.string(forKey: $0, table: "Localizable", bundle: bundle, fallback: "", language: language)
              } ?? table[property.key] ?? property.value
            shown["\(url.lastPathComponent)|\(property.key)|\(language)"] = text
          }
        }
      }
    }
    return shown
  }

  /// `generate` then `lint` on the app folder: neither reports an error or a duplicate table.
  static func expectGenerateAndLintAccept(_ directory: TemporaryDirectory, _ folder: String) {
    let generated = CapturingConsole.run(["generate", folder, "--output", directory.path + "/Generated"])
    #expect(generated.code == .success, "\(generated.error)")
    #expect(!generated.error.contains("duplicate-table-file"), "\(generated.error)")
    let linted = CapturingConsole.run(["lint", folder])
    #expect(!linted.error.contains("duplicate-table-file"), "\(linted.error)")
    #expect(!linted.error.contains("error:"), "\(linted.error)")
    // A migrated object needs no IB-table entry: no missing-translation for its ObjectID key.
    let ibMissing = linted.error.split(separator: "\n").filter {
      $0.contains("[missing-translation]") && $0.contains(": 'Lbl-")
    }
    #expect(ibMissing.isEmpty, "\(ibMissing)")
  }

  @Test func writesIntoTheTableTheAppAlreadyHas() throws {
    let directory = try Self.twoFeatureApp(table: "App/Resources")
    let app = directory.path + "/App"
    let before = try Self.shownTexts(app: app, tableFolder: app + "/Resources", developmentLanguage: "en")
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("App/Resources/<lang>.lproj/Localizable.strings"), "\(result.error)")
    #expect(
      Self.localizableFiles(directory) == [
        "App/Resources/de.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings",
      ])
    let german = directory.read("App/Resources/de.lproj/Localizable.strings") ?? ""
    #expect(german.contains(#""login.welcome" = "Willkommen";"#), "\(german)")
    #expect(german.contains(#""settings.sound" = "Ton";"#), "\(german)")
    Self.expectGenerateAndLintAccept(directory, app)
    #expect(try Self.shownTexts(app: app, tableFolder: app + "/Resources", developmentLanguage: "en") == before)
  }

  /// The third layout of the issue: the app's table sits in one feature's folder; the other feature's texts go
  /// there too, and every view shows what it showed.
  @Test func writesIntoATableInsideOneFeatureFolder() throws {
    let directory = try Self.twoFeatureApp(table: "App/Login")
    let app = directory.path + "/App"
    let before = try Self.shownTexts(app: app, tableFolder: app + "/Login", developmentLanguage: "en")
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(
      Self.localizableFiles(directory) == [
        "App/Login/de.lproj/Localizable.strings", "App/Login/en.lproj/Localizable.strings",
      ])
    Self.expectGenerateAndLintAccept(directory, app)
    #expect(try Self.shownTexts(app: app, tableFolder: app + "/Login", developmentLanguage: "en") == before)
  }

  @Test func asksForATableFolderWhenTheAppHasNoTableAndSeveralFolders() throws {
    let directory = try Self.twoFeatureApp()
    let app = directory.path + "/App"
    let before = IBMigrateCommandTests.files(directory)
    let refused = CapturingConsole.run(["ib-migrate", app])
    #expect(refused.code == .failure)
    #expect(refused.error.contains("--table-folder"), "\(refused.error)")
    #expect(IBMigrateCommandTests.files(directory) == before, "nothing is written")

    let shownBefore = try Self.shownTexts(app: app, tableFolder: app + "/Shared", developmentLanguage: "en")
    let plan = directory.path + "/plan.json"
    let planned = CapturingConsole.run(["ib-migrate", app, "--table-folder", app + "/Shared", "--write-plan", plan])
    #expect(planned.code == .success, "\(planned.error)")
    #expect(directory.read("plan.json")?.contains(#""tableFolder": "Shared""#) == true, "the plan says where")
    let applied = CapturingConsole.run(["ib-migrate", app, "--apply", plan])
    #expect(applied.code == .success, "\(applied.error)")
    #expect(
      Self.localizableFiles(directory) == [
        "App/Shared/de.lproj/Localizable.strings", "App/Shared/en.lproj/Localizable.strings",
      ])
    Self.expectGenerateAndLintAccept(directory, app)
    #expect(try Self.shownTexts(app: app, tableFolder: app + "/Shared", developmentLanguage: "en") == shownBefore)
  }

  @Test func migratesIntoABaseDevelopmentTable() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Hello", controller: "HomeVC"))
    try directory.write("App/de.lproj/Main.strings", Self.ibEntry("Lbl-aa-bbb", "Hello", "Hallo"))
    try directory.write("App/Base.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try directory.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("App/de.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    let app = directory.path + "/App"
    let before = try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "Base")
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "Base") == before)
    #expect(result.error.contains("the development language is Base (most keys among Base, en)"), "\(result.error)")
    #expect(directory.read("App/Base.lproj/Localizable.strings")?.contains(#"= "Hello";"#) == true)
    Self.expectGenerateAndLintAccept(directory, app)
    let generated = CapturingConsole.run(["generate", app, "--output", directory.path + "/Generated"])
    #expect(generated.error.contains("development language Base (most keys among Base, en)"), "\(generated.error)")
  }

  /// With another development language than generate's, the Base texts still reach every language of the table
  /// (each language of the table that had no translation gets the Base text it showed), so generate accepts it.
  @Test func aMigrationWithAnotherDevelopmentLanguageStillGivesEveryLanguageItsText() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Hello", controller: "HomeVC"))
    try directory.write("App/de.lproj/Main.strings", Self.ibEntry("Lbl-aa-bbb", "Hello", "Hallo"))
    try directory.write("App/Base.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try directory.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let result = CapturingConsole.run(["ib-migrate", directory.path + "/App", "--development-language", "en"])
    #expect(result.code == .success, "\(result.error)")
    #expect(directory.read("App/Base.lproj/Localizable.strings")?.contains(#""main.home.hello" = "Hello";"#) == true)
    Self.expectGenerateAndLintAccept(directory, directory.path + "/App")
  }

  /// The last check before writing: a change set that generate would reject (here a table that no longer parses)
  /// is an error, so nothing is written.
  @Test func changesGenerateWouldRejectAreAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let broken = IBMigrationChange(
      path: "en.lproj/Localizable.strings", old: Data("\"a\" = \"A\";\n".utf8), new: Data("\"a\" = \"A\"\n".utf8))
    let app = directory.path + "/App"
    let diagnostics = IBMigrateCommand.generationCheck([broken], folder: app, root: app)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("generate would reject the migrated project") == true)
    #expect(IBMigrateCommand.generationCheck([], folder: app, root: app).isEmpty)
  }

  @Test func launchScreensAreLeftAloneWithANote() throws {
    let directory = try TemporaryDirectory()
    let launch = Self.storyboard(label: "Lbl-ll-lll", text: "Loading", controller: "UIViewController")
      .replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" launchScreen="YES""#)
    try directory.write("App/Base.lproj/LaunchScreen.storyboard", launch)
    try directory.write("App/de.lproj/LaunchScreen.strings", Self.ibEntry("Lbl-ll-lll", "Loading", "Lädt"))
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Hello", controller: "HomeVC"))
    try directory.write("App/de.lproj/Main.strings", Self.ibEntry("Lbl-aa-bbb", "Hello", "Hallo"))
    let app = directory.path + "/App"
    let before = try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "en")
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "en") == before)
    #expect(result.error.contains("note: 'Base.lproj/LaunchScreen.storyboard' is a launch screen, left as it is"))
    #expect(directory.read("App/Base.lproj/LaunchScreen.storyboard") == launch)
    #expect(directory.read("App/de.lproj/LaunchScreen.strings") == Self.ibEntry("Lbl-ll-lll", "Loading", "Lädt"))
    #expect(directory.read("App/de.lproj/Localizable.strings")?.contains("Hallo") == true)
    Self.expectGenerateAndLintAccept(directory, app)
  }

  @Test func controllerAndNavigationItemTitlesKeepTheirOwnTexts() throws {
    let directory = try TemporaryDirectory()
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController title="Icon" customClass="AppIconViewController" id="VC-aa-bbb">
                          <view key="view" id="V-aa-bbb"/>
                          <navigationItem key="navigationItem" title="App Icon" id="Nav-aa-bbb"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    try directory.write("App/Base.lproj/Settings.storyboard", storyboard)
    try directory.write(
      "App/de.lproj/Settings.strings",
      "\"VC-aa-bbb.title\" = \"Symbol\";\n\"Nav-aa-bbb.title\" = \"App-Symbol\";\n")
    let app = directory.path + "/App"
    let before = try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "en")
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(try Self.shownTexts(app: app, tableFolder: app, developmentLanguage: "en") == before)
    let migrated = directory.read("App/Base.lproj/Settings.storyboard") ?? ""
    let german = directory.read("App/de.lproj/Localizable.strings") ?? ""
    let english = directory.read("App/en.lproj/Localizable.strings") ?? ""
    // Each keeps its own key and text; L10nKit's UIViewController.lzTitle leaves a bound navigation item's title.
    for (key, base, translation) in [
      ("settings.appIcon.title", "Icon", "Symbol"), ("settings.appIcon.navigationTitle", "App Icon", "App-Symbol"),
    ] {
      #expect(migrated.contains(#"keyPath="lzTitle" value="\#(key)""#), "\(migrated)")
      #expect(english.contains(#""\#(key)" = "\#(base)";"#), "\(english)")
      #expect(german.contains(#""\#(key)" = "\#(translation)";"#), "\(german)")
    }
    Self.expectGenerateAndLintAccept(directory, app)
  }

  @Test func aReadOnlyFileStaysReadOnlyAndNothingIsWritten() throws {
    let directory = try IBMigrateCommandTests.project()
    let table = directory.path + "/App/de.lproj/Main.strings"
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: table)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: table) }
    let before = IBMigrateCommandTests.files(directory)
    let result = CapturingConsole.run(["ib-migrate", directory.path + "/App"])
    #expect(result.code == .failure)
    #expect(result.error.contains("App/de.lproj/Main.strings' is read-only"), "\(result.error)")
    #expect(result.error.contains("[unwritable-file]"))
    #expect(result.error.contains("ib-migrate: nothing written"), "no summary of changes that did not happen")
    #expect(!result.error.contains("migrated,"))
    #expect(IBMigrateCommandTests.files(directory) == before)
    let mode = try FileManager.default.attributesOfItem(atPath: table)[.posixPermissions] as? Int
    #expect(mode == 0o444)
  }

  @Test func ibStringsWritesNothingWhenTwoDocumentsExportToOneName() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Hi", controller: "HomeVC"))
    try directory.write(
      "App/Base.lproj/Main.xib", Self.storyboard(label: "Lbl-cc-ddd", text: "Ho", controller: "HomeVC"))
    try directory.write(
      "App/Base.lproj/Other.storyboard", Self.storyboard(label: "Lbl-ee-fff", text: "Hu", controller: "HomeVC"))
    let out = directory.path + "/Out"
    let result = CapturingConsole.run(["ib-strings", directory.path + "/App", "--output", out])
    #expect(result.code == .failure)
    #expect(result.error.contains("both export to"), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: out + "/App/Other.strings"), "nothing is written")
    #expect(!FileManager.default.fileExists(atPath: out + "/App/Main.strings"))
  }

  @Test func reusingAKeyThatChangesAnotherLanguagesTextIsAnErrorUnlessIntended() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Bye", controller: "HomeVC"))
    try directory.write("App/de.lproj/Main.strings", "")
    try directory.write("App/en.lproj/Localizable.strings", "\"farewell\" = \"Bye\";\n")
    try directory.write("App/de.lproj/Localizable.strings", "\"farewell\" = \"Tschüss\";\n")
    let app = directory.path + "/App"
    let plan = directory.path + "/plan.json"
    #expect(CapturingConsole.run(["ib-migrate", app, "--write-plan", plan]).code == .success)
    let text = try #require(directory.read("plan.json"))
    try directory.write("plan.json", text.replacingOccurrences(of: "main.home.bye", with: "farewell"))
    let before = IBMigrateCommandTests.files(directory)
    let refused = CapturingConsole.run(["ib-migrate", app, "--apply", plan])
    #expect(refused.code == .failure)
    #expect(
      refused.error.contains(#"changes what de shows for 'Lbl-aa-bbb.text' from "Bye" to "Tschüss""#),
      "\(refused.error)")
    #expect(IBMigrateCommandTests.files(directory) == before)

    let intended = text.replacingOccurrences(of: "main.home.bye", with: "farewell")
      .replacingOccurrences(of: #""text": "Bye"}"#, with: #""text": "Bye", "textChangeIntended": true}"#)
    try directory.write("plan.json", intended)
    let applied = CapturingConsole.run(["ib-migrate", app, "--apply", plan])
    #expect(applied.code == .success, "\(applied.error)")
  }

  /// An app whose `Localizable` table is a String Catalog: the texts go into it, as Xcode writes it, and no `.strings`
  /// table is created beside it.
  @Test func migratesIntoTheAppsStringCatalog() throws {
    let directory = try TemporaryDirectory()
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Cancel" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Abbrechen"
                }
              },
              "fr" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Annuler"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    try directory.write("App/Localizable.xcstrings", catalog)
    try directory.write(
      "App/UI/Base.lproj/Main.storyboard",
      Self.storyboard(label: "Lbl-aa-bbb", text: "Welcome", controller: "HomeViewController"))
    try directory.write("App/UI/de.lproj/Main.strings", Self.ibEntry("Lbl-aa-bbb", "Welcome", "Willkommen"))
    let app = directory.path + "/App"
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(
      result.error.contains("App/Localizable.xcstrings': the app's Localizable table is there"), "\(result.error)")
    #expect(Self.localizableFiles(directory).isEmpty, "no Localizable.strings beside the catalog")
    // French had no table beside the storyboard and showed the Base text: it keeps it, to be reviewed.
    let entry = """
          "main.home.welcome" : {
            "comment" : "Class = \\"UILabel\\"; text = \\"Welcome\\"; ObjectID = \\"Lbl-aa-bbb\\";",
            "extractionState" : "manual",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Willkommen"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Welcome"
                }
              },
              "fr" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Welcome"
                }
              }
            }
          }
      """
    let expected = catalog.replacingOccurrences(
      of: "    }\n  },\n  \"version\"", with: "    },\n\(entry)\n  },\n  \"version\"")
    #expect(directory.read("App/Localizable.xcstrings") == expected)
    #expect(directory.read("App/UI/de.lproj/Main.strings") == "")
    Self.expectGenerateAndLintAccept(directory, app)
    let linted = CapturingConsole.run(["lint", app])
    #expect(!linted.error.contains("[missing-translation]"), "\(linted.error)")
    let before = IBMigrateCommandTests.files(directory)
    #expect(CapturingConsole.run(["ib-migrate", app]).code == .success)
    #expect(IBMigrateCommandTests.files(directory) == before, "applying again changes nothing")
  }

  /// The configuration's `developmentLanguage` chooses the language as it does for `generate`.
  @Test func theConfigurationsDevelopmentLanguageIsUsedAsGenerateUsesIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/Base.lproj/Main.storyboard", Self.storyboard(label: "Lbl-aa-bbb", text: "Hello", controller: "HomeVC"))
    try directory.write("App/de.lproj/Main.strings", Self.ibEntry("Lbl-aa-bbb", "Hello", "Hallo"))
    try directory.write("App/Base.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try directory.write("App/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("App/l10n-gen.json", #"{ "developmentLanguage": "Base" }"#)
    let app = directory.path + "/App"
    let result = CapturingConsole.run(["ib-migrate", app])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("the development language is Base (requested)"), "\(result.error)")
    #expect(directory.read("App/Base.lproj/Localizable.strings")?.contains(#"= "Hello";"#) == true)
    // en had no translation and showed the Base text: it keeps it.
    #expect(directory.read("App/en.lproj/Localizable.strings")?.contains(#""main.home.hello" = "Hello";"#) == true)
    Self.expectGenerateAndLintAccept(directory, app)
    let overridden = CapturingConsole.run(["ib-migrate", app, "--development-language", "en", "--dry-run"])
    #expect(overridden.error.contains("the development language is en (requested)"), "\(overridden.error)")
  }
}
