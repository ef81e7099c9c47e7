import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen ib-migrate`: plan, edit, apply, dry run, idempotence and errors, on files.
@Suite struct IBMigrateCommandTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController customClass="LoginViewController" id="VC1">
                        <view key="view" id="V1">
                            <subviews>
                                <label text="Welcome" id="Lbl-aa-bbb"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("App/Base.lproj/Main.storyboard", storyboard)
    try directory.write(
      "App/de.lproj/Main.strings",
      "\n/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"Lbl-aa-bbb\"; */\n\"Lbl-aa-bbb.text\" = \"Willkommen\";\n"
    )
    return directory
  }

  static func files(_ directory: TemporaryDirectory) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let relative = enumerator?.nextObject() as? String {
      if let text = directory.read(relative), relative != "plan.json", !relative.hasSuffix(".lproj"), relative != "App"
      {
        files[relative] = text
      }
    }
    return files
  }

  @Test func writesAPlanThatAnEditedApplyFollows() throws {
    let directory = try Self.project()
    let app = directory.path + "/App"
    let plan = directory.path + "/plan.json"
    let planned = CapturingConsole.run(["ib-migrate", app, "--write-plan", plan])
    #expect(planned.code == .success, "\(planned.error)")
    let planText = try #require(directory.read("plan.json"))
    #expect(planText.contains(#"{"ibKey": "Lbl-aa-bbb.text", "key": "main.login.welcome", "keyPath": "lzText""#))
    #expect(directory.read("App/en.lproj/Localizable.strings") == nil, "writing a plan changes nothing else")

    try directory.write("plan.json", planText.replacingOccurrences(of: "main.login.welcome", with: "login.greeting"))
    let applied = CapturingConsole.run(["ib-migrate", app, "--apply", plan])
    #expect(applied.code == .success, "\(applied.error)")
    #expect(applied.error.contains("1 text(s) migrated, 2 translation(s) moved, 4 file(s) changed"))
    #expect(
      directory.read("App/Base.lproj/Main.storyboard")?.contains(
        #"<userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.greeting"/>"#) == true)
    #expect(directory.read("App/de.lproj/Localizable.strings")?.contains(#""login.greeting" = "Willkommen";"#) == true)
    #expect(directory.read("App/en.lproj/Localizable.strings")?.contains(#""login.greeting" = "Welcome";"#) == true)
    #expect(directory.read("App/de.lproj/Main.strings") == "", "the table is kept, emptied")

    let before = Self.files(directory)
    let again = CapturingConsole.run(["ib-migrate", app, "--apply", plan])
    #expect(again.code == .success, "\(again.error)")
    #expect(again.error.contains("0 text(s) migrated, 0 translation(s) moved, 0 file(s) changed"))
    let fresh = CapturingConsole.run(["ib-migrate", app])
    #expect(fresh.code == .success)
    #expect(Self.files(directory) == before, "running again changes nothing")
  }

  @Test func dryRunPrintsThePlanAndTheDiffAndWritesNothing() throws {
    let directory = try Self.project()
    let before = Self.files(directory)
    let result = CapturingConsole.run(["ib-migrate", directory.path + "/App/Base.lproj/Main.storyboard", "--dry-run"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.hasPrefix("{\n  \"version\": 1,"))
    #expect(result.output.contains("+++ b/\(directory.path)/App/de.lproj/Localizable.strings\n"))
    #expect(result.output.contains("-                            <label text=\"Welcome\" id=\"Lbl-aa-bbb\"/>\n"))
    #expect(result.output.contains("+                            <label text=\"Welcome\" id=\"Lbl-aa-bbb\">\n"))
    #expect(result.error.contains("(dry run)"))
    #expect(Self.files(directory) == before)
  }

  @Test func aBadPlanGivesLocatedErrorsAndWritesNothing() throws {
    let directory = try Self.project()
    try directory.write(
      "plan.json",
      """
      {
        "version": 1,
        "developmentLanguage": "en",
        "documents": [
          {"path": "Base.lproj/Main.storyboard", "migrate": [
            {"ibKey": "Lbl-aa-bbb.text", "key": " padded"},
            {"ibKey": "Nope-aa-bbb.text", "key": "x"}
          ]}
        ]
      }
      """)
    let before = Self.files(directory)
    let result = CapturingConsole.run(["ib-migrate", directory.path + "/App", "--apply", directory.path + "/plan.json"])
    #expect(result.code == .failure)
    #expect(
      result.error.contains(
        "plan.json:6:43: error: the key \" padded\" has surrounding whitespace, which L10nKit trims; remove it "
          + "[ib-migrate-plan]"))
    #expect(Self.files(directory) == before)

    try directory.write(
      "plan.json", (directory.read("plan.json") ?? "").replacingOccurrences(of: " padded", with: "ok"))
    let stale = CapturingConsole.run(["ib-migrate", directory.path + "/App", "--apply", directory.path + "/plan.json"])
    #expect(stale.code == .failure)
    #expect(stale.error.contains("plan.json:7:44: error: 'Nope-aa-bbb.text' is no text of Base.lproj/Main.storyboard"))
    #expect(Self.files(directory) == before, "nothing is written when one entry is wrong")
  }

  @Test func rejectsContradictoryOptionsAndFilesOutsideBaseLproj() throws {
    let directory = try Self.project()
    let both = CapturingConsole.run([
      "ib-migrate", directory.path, "--write-plan", "a.json", "--apply", "b.json",
    ])
    #expect(both.code == .usage)
    let loose = try directory.write("Loose.storyboard", Self.storyboard)
    let outside = CapturingConsole.run(["ib-migrate", loose])
    #expect(outside.code == .usage)
    #expect(outside.error.contains("in a Base.lproj folder"))
  }

  @Test func aFileThatCannotBeWrittenLeavesEveryFileAsItWas() throws {
    let directory = try Self.project()
    try directory.write("App/en.lproj", "a file where the development language's folder would go")
    let before = Self.files(directory)
    let result = CapturingConsole.run(["ib-migrate", directory.path + "/App"])
    #expect(result.code == .failure)
    #expect(result.error.contains("error: cannot write '\(directory.path)/App/en.lproj/Localizable.strings'"))
    #expect(Self.files(directory) == before, "no file changed, no temporary file left")
  }
}
