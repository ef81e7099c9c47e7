import Foundation
import Testing

@testable import L10nGenCore

/// Tables of ibtool keys whose Base document has another name (Xcode matches the file name, spaces included) or is
/// gone get no API and an `ib-orphan-table` warning; tables of other keys are left alone.
@Suite struct IBOrphanTablesTests {
  static let launchScreen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects><viewController id="VC-aa-bbb"><view key="view" id="V-aa-bbb">
            <subviews><label text="Loading" id="BKv-3N-ZwV"/></subviews>
        </view></viewController></objects></scene></scenes>
    </document>
    """

  static func file(_ path: String, _ text: String) -> InputFile {
    InputFile(path: path, data: Data(text.utf8))
  }

  static func run(_ files: [InputFile]) -> GeneratorPipeline.Result {
    let config = L10nGenConfig()
    return GeneratorPipeline.run(
      files: files, config: config, templates: TemplateSet.builtin(named: config.template))
  }

  @Test func aTableNamedWithoutTheDocumentsSpaceGetsNoAPIAndAWarning() throws {
    let result = Self.run([
      Self.file("App/Base.lproj/Launch Screen.storyboard", Self.launchScreen),
      Self.file("App/de.lproj/LaunchScreen.strings", "\"BKv-3N-ZwV.text\" = \"Lädt\";\n"),
      Self.file("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
    ])
    let warnings = result.diagnostics.filter { $0.rule == .ibOrphanTable }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.location?.file == "App/de.lproj/LaunchScreen.strings")
    #expect(warning.message.contains("rename its files to 'Launch Screen.strings'"), "\(warning.message)")
    let generated = try #require(result.files.first { $0.name.hasPrefix("LaunchScreen") }, "the planned file")
    #expect(!generated.contents.contains("BKv3NZwV"), "no API for the ObjectID keys")
    #expect(result.files.contains { $0.name.hasPrefix("Localizable") && $0.contents.contains("hello") })
  }

  @Test func aTableOfADeletedStoryboardSaysSo() {
    let result = Self.run([
      Self.file(
        "App/de.lproj/Old.strings",
        "\"abc-de-fgh.normalTitle\" = \"A\";\n\"12.title\" = \"B\";\n\"Xoq-43-C1z.segmentTitles[1]\" = \"C\";\n"
          + "\"el9-XU-UyQ.headerCell.title\" = \"D\";\n"),
      Self.file("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
    ])
    let warnings = result.diagnostics.filter { $0.rule == .ibOrphanTable }
    #expect(warnings.map(\.message).first?.contains("no storyboard or xib is named 'Old' (was it deleted?)") == true)
    #expect(!result.files.contains { $0.contents.contains("abcDeFgh") })
  }

  @Test func tablesOfOtherKeysAreNoInterfaceTables() {
    #expect(IBOrphanTables.isObjectIDKey("BKv-3N-ZwV.title"))
    #expect(IBOrphanTables.isObjectIDKey("Xoq-43-C1z.segmentTitles[0]"))
    #expect(IBOrphanTables.isObjectIDKey("123.title"))
    #expect(!IBOrphanTables.isObjectIDKey("settings.title"))
    #expect(!IBOrphanTables.isObjectIDKey("abc-de-fgh"))
    #expect(!IBOrphanTables.isObjectIDKey("abc-de-fgh.title[x]"))
    let result = Self.run([
      Self.file("App/en.lproj/Mixed.strings", "\"abc-de-fgh.title\" = \"A\";\n\"settings.title\" = \"B\";\n")
    ])
    #expect(!result.diagnostics.contains { $0.rule == .ibOrphanTable })
  }
}
