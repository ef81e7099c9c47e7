import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// Applying `ib-migrate` plans in memory: the minimal XML edit, the moves between `.strings` files, conflicts,
/// stale plans and idempotence.
@Suite struct IBMigratorTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController title="Login" id="VC1" sceneMemberID="viewController">
                        <view key="view" id="V1">
                            <subviews>
                                <label text="Welcome" id="L1"/>
                                <button id="B1">
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <action selector="go:" destination="VC1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                                <segmentedControl id="S1">
                                    <segments>
                                        <segment title="All"/>
                                        <segment/>
                                        <segment title="Unread"/>
                                    </segments>
                                </segmentedControl>
                                <textField placeholder="Email" id="T1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </textField>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let document = "App/Base.lproj/Main.storyboard"

  static func workspace(_ files: [String: String], languages: [String] = ["de", "fr"]) -> IBMigrationWorkspace {
    var data = files.mapValues { Data($0.utf8) }
    if data[document] == nil { data[document] = Data(storyboard.utf8) }
    return IBMigrationWorkspace(files: data, languageFolders: ["App": languages])
  }

  static func proposeAndApply(_ workspace: IBMigrationWorkspace) -> (IBMigrationPlan, IBMigrationResult) {
    let plan = IBMigrator.propose(documents: [document], workspace: workspace, developmentLanguage: "en").plan
    return (plan, IBMigrator.apply(plan, workspace: workspace))
  }

  static func text(_ result: IBMigrationResult, _ path: String) -> String? {
    result.changes.first { $0.path == path }.map { String(decoding: $0.new, as: UTF8.self) }
  }

  /// The workspace after `result`'s changes.
  static func applying(_ result: IBMigrationResult, to workspace: IBMigrationWorkspace) -> IBMigrationWorkspace {
    var workspace = workspace
    for change in result.changes { workspace.files[change.path] = change.new }
    return workspace
  }

  @Test func insertsAttributesWithoutTouchingAnyOtherByte() throws {
    let (plan, result) = Self.proposeAndApply(Self.workspace([:]))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(plan.entryCount == 6)
    let edited = try #require(Self.text(result, Self.document))
    // Where Xcode puts the attributes: a self-closing element gets an end tag, a new container goes before
    // <connections> or after the last child, an existing container gains a line; nothing else moves.
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController title="Login" id="VC1" sceneMemberID="viewController">
                          <view key="view" id="V1">
                              <subviews>
                                  <label text="Welcome" id="L1">
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="main.login.welcome"/>
                                      </userDefinedRuntimeAttributes>
                                  </label>
                                  <button id="B1">
                                      <state key="normal" title="Go"/>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="lzTitle" value="main.login.go"/>
                                      </userDefinedRuntimeAttributes>
                                      <connections>
                                          <action selector="go:" destination="VC1" eventType="touchUpInside" id="a1"/>
                                      </connections>
                                  </button>
                                  <segmentedControl id="S1">
                                      <segments>
                                          <segment title="All"/>
                                          <segment/>
                                          <segment title="Unread"/>
                                      </segments>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="lzSegmentTitles" value="main.login.all,,main.login.unread"/>
                                      </userDefinedRuntimeAttributes>
                                  </segmentedControl>
                                  <textField placeholder="Email" id="T1">
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                                          <userDefinedRuntimeAttribute type="string" keyPath="lzPlaceholder" value="main.login.email"/>
                                      </userDefinedRuntimeAttributes>
                                  </textField>
                              </subviews>
                          </view>
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="string" keyPath="lzTitle" value="main.login.title"/>
                          </userDefinedRuntimeAttributes>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    #expect(edited == expected)
  }

  @Test func movesTranslationsWithTheirCommentsAndKeepsTheRest() throws {
    let workspace = Self.workspace([
      "App/de.lproj/Main.strings": """

      /* Class = "UILabel"; text = "Welcome"; ObjectID = "L1"; */
      "L1.text" = "Willkommen";

      /* Gone */
      "OLD.text" = "Alt";
      """,
      "App/de.lproj/Localizable.strings": "\"existing\" = \"Da\";",
    ])
    let (_, result) = Self.proposeAndApply(workspace)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      Self.text(result, "App/de.lproj/Localizable.strings") == """
        "existing" = "Da";

        /* Class = "UILabel"; text = "Welcome"; ObjectID = "L1"; */
        "main.login.welcome" = "Willkommen";

        """)
    #expect(
      Self.text(result, "App/de.lproj/Main.strings") == """

        /* Gone */
        "OLD.text" = "Alt";

        """, "entries that were not migrated stay")
    let english = try #require(Self.text(result, "App/en.lproj/Localizable.strings"))
    #expect(english.hasPrefix("/* Class = \"UIViewController\"; title = \"Login\"; ObjectID = \"VC1\"; */\n"))
    #expect(english.contains("\"main.login.welcome\" = \"Welcome\";"), "the development language gets the Base text")
    #expect(Self.text(result, "App/fr.lproj/Localizable.strings") == nil, "French falls back as before")
    #expect(result.movedCount == 7)
  }

  @Test func aLanguageWithoutTranslationKeepsTheBaseTextWhenTheDevelopmentValueDiffers() throws {
    let workspace = Self.workspace(["App/en.lproj/Main.strings": "\"L1.text\" = \"Welcome!\";"])
    let (_, result) = Self.proposeAndApply(workspace)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      Self.text(result, "App/en.lproj/Localizable.strings")?.contains("\"main.login.welcome\" = \"Welcome!\";") == true)
    #expect(
      Self.text(result, "App/fr.lproj/Localizable.strings")?.contains("\"main.login.welcome\" = \"Welcome\";") == true)
    #expect(Self.text(result, "App/en.lproj/Main.strings") == "")
  }

  @Test func applyingTwiceChangesNothing() throws {
    let workspace = Self.workspace([
      "App/de.lproj/Main.strings": "\"L1.text\" = \"Willkommen\";\n\"S1.segmentTitles[0]\" = \"Alle\";"
    ])
    let (plan, first) = Self.proposeAndApply(workspace)
    #expect(!first.changes.isEmpty)
    let migrated = Self.applying(first, to: workspace)
    let second = IBMigrator.apply(plan, workspace: migrated)
    #expect(second.diagnostics.isEmpty && second.changes.isEmpty, "\(second.diagnostics)")
    let (fresh, third) = Self.proposeAndApply(migrated)
    #expect(fresh.entryCount == 0 && third.changes.isEmpty)
  }

  @Test func aKeyThatAlreadyMeansAnotherTextIsAConflictAndNothingChanges() throws {
    let workspace = Self.workspace([
      "App/de.lproj/Main.strings": "\"L1.text\" = \"Willkommen\";",
      "App/de.lproj/Localizable.strings": "\"shared\" = \"Anders\";",
    ])
    var plan = IBMigrator.propose(documents: [Self.document], workspace: workspace, developmentLanguage: "en").plan
    plan.documents[0].entries[1].key = "shared"
    plan.documents[0].entries[1].keyLocation = SourceLocation(file: "plan.json", line: 9, column: 40)
    let result = IBMigrator.apply(plan, workspace: workspace)
    #expect(result.changes.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "plan.json:9:40: error: the key 'shared' means \"Anders\" in App/de.lproj/Localizable.strings "
          + "(App/de.lproj/Localizable.strings:1:1), but 'L1.text' is \"Willkommen\" in de; give one of them another "
          + "key in the plan [ib-migrate-conflict]"
      ])
  }

  @Test func twoTextsMayShareAKeyWhenTheyAgreeInEveryLanguage() throws {
    let xml = Self.storyboard.replacingOccurrences(
      of: "<label text=\"Welcome\" id=\"L1\"/>", with: "<label text=\"Go\" id=\"L1\"/>")
    let workspace = Self.workspace([Self.document: xml])
    var plan = IBMigrator.propose(documents: [Self.document], workspace: workspace, developmentLanguage: "en").plan
    for index in plan.documents[0].entries.indices where plan.documents[0].entries[index].text == "Go" {
      plan.documents[0].entries[index].key = "common.go"
    }
    let result = IBMigrator.apply(plan, workspace: workspace)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let english = try #require(Self.text(result, "App/en.lproj/Localizable.strings"))
    #expect(english.components(separatedBy: "\"common.go\"").count == 2, "written once")
  }

  @Test func aStalePlanEntryIsALocatedError() throws {
    let plan = IBMigrationPlan(
      developmentLanguage: "en",
      documents: [
        .init(
          path: Self.document,
          entries: [
            .init(ibKey: "GONE.text", key: "a.b", keyLocation: SourceLocation(file: "plan.json", line: 7, column: 20)),
            .init(ibKey: "V1.text", key: "a.c", keyLocation: SourceLocation(file: "plan.json", line: 8, column: 20)),
          ])
      ])
    let result = IBMigrator.apply(plan, workspace: Self.workspace([:]))
    #expect(result.changes.isEmpty)
    #expect(result.diagnostics.map { "\($0.location!.line) \($0.rule)" } == ["7 ib-migrate-plan", "8 ib-migrate-plan"])
  }

  @Test func appendingKeepsAUTF16File() throws {
    let existing = Data([0xFF, 0xFE]) + Data("\"a\" = \"b\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let appended = StringsTableEdit.appending([.init(key: "k", value: "Ü", comment: nil)], to: existing)
    #expect(appended.starts(with: existing), "the existing bytes are kept")
    #expect(String(data: appended, encoding: .utf16) == "\"a\" = \"b\";\n\n\"k\" = \"Ü\";\n")
    let created = StringsTableEdit.appending([.init(key: "k", value: "a\"b", comment: "c */ d")], to: nil)
    #expect(String(decoding: created, as: UTF8.self) == "/* c *\\/ d */\n\"k\" = \"a\\\"b\";\n")
  }

  @Test func theDiffShowsInsertedLines() {
    let diff = UnifiedDiff.text(old: "a\nb\nc\nd\ne\nf\ng\nh\n", new: "a\nb\nc\nd\nX\ne\nf\ng\nh\n", path: "f")
    #expect(diff == "--- a/f\n+++ b/f\n@@ -2,6 +2,7 @@\n b\n c\n d\n+X\n e\n f\n g\n")
    #expect(UnifiedDiff.text(old: "same\n", new: "same\n", path: "f").isEmpty)
    #expect(UnifiedDiff.text(old: nil, new: "n\n", path: "f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,1 @@\n+n\n")
  }

  @Test func documentsLocalizedByACatalogAreLeftAloneWithAWarning() throws {
    let workspace = Self.workspace([
      "App/mul.lproj/Main.xcstrings": "{}",
      "App/Localizable.xcstrings": #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#,
    ])
    let proposal = IBMigrator.propose(documents: [Self.document], workspace: workspace, developmentLanguage: "en")
    #expect(proposal.plan.documents.isEmpty)
    #expect(
      proposal.diagnostics.map { "\($0.location?.file ?? "") \($0.severity) \($0.rule)" } == [
        "App/Base.lproj/Main.storyboard warning ib-migrate-plan"
      ])
  }

  /// Large files with scattered changes (a migrated storyboard: every `<label …/>` becomes a block) are diffed in
  /// linear time; the script still turns the old lines into the new ones.
  @Test func largeDiffsAreValidAndLinear() {
    let old = (0..<30_000).map { index in index % 8 == 0 ? "<label id=\"\(index)\"/>" : "line \(index)" }
    var new: [String] = []
    for line in old {
      if line.hasPrefix("<label") {
        new += [String(line.dropLast(2)) + ">", "  <attributes/>", "</label>"]
      } else {
        new.append(line)
      }
    }
    let clock = ContinuousClock()
    var diff = ""
    let elapsed = clock.measure {
      diff = UnifiedDiff.text(
        old: old.joined(separator: "\n") + "\n", new: new.joined(separator: "\n") + "\n", path: "f")
    }
    let lines = diff.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 3_750, "each <label …/> line goes")
    #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 11_250, "its block comes")
    #expect(elapsed < .seconds(10))
  }
}
