import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// An import writes what a `.stringsdict` has no string for yet (issue 22 §2): a new plural category in CLDR order
/// inside its variable's dict, a new variable, a whole new key in Xcode's shape; the file's formatting kept.
@Suite struct StringsDictImportTests {
  static let english = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@count@</string>
    \t\t<key>count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t</dict>
    \t<key>photos</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@ in %#@albums@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%ld photo</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld photos</string>
    \t\t</dict>
    \t\t<key>albums</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%ld album</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld albums</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  /// Polish with `files` in `one`/`other` only, and no `photos`.
  static let polish = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@count@</string>
    \t\t<key>count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d plik</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d pliku</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  static func project(polish: String = polish) -> ExchangeProject {
    ExchangeProject(
      files: [
        .init(path: "en.lproj/L.stringsdict", original: "en.lproj/L.stringsdict", data: Data(english.utf8)),
        .init(path: "pl.lproj/L.stringsdict", original: "pl.lproj/L.stringsdict", data: Data(polish.utf8)),
      ], developmentLanguage: "en")
  }

  /// The export for Polish with `targets` (id → text) filled in.
  static func translated(_ project: ExchangeProject, _ targets: [String: String]) -> [ExchangeFile] {
    var files = ExchangeExporter(project: project).files(for: "pl")
    files[0].units = files[0].units.map { unit in
      var unit = unit
      if let target = targets[unit.id] {
        unit.target = target
        unit.state = "translated"
      }
      return unit
    }
    return files
  }

  static func dictionary(_ data: Data) throws -> NSDictionary {
    try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary)
  }

  @Test func newCategoriesGoInCLDROrderWithTheFilesIndentation() throws {
    let project = Self.project()
    let result = ExchangeImporter(project: project, options: .init()).merge([
      Self.translated(
        project,
        [
          "/files:dict/count:dict/many:dict/:string": "%d plików",
          "/files:dict/count:dict/few:dict/:string": "%d pliki",
        ])
    ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.added == 2)
    let data = try #require(result.changes.first).data
    let expected = Self.polish.replacingOccurrences(
      of: "\t\t\t<key>other</key>\n\t\t\t<string>%d pliku</string>",
      with: """
        \t\t\t<key>few</key>
        \t\t\t<string>%d pliki</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%d plików</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d pliku</string>
        """)
    #expect(String(decoding: data, as: UTF8.self) == expected)
    let count = try #require((try Self.dictionary(data))["files"] as? NSDictionary)["count"] as? NSDictionary
    #expect(count?["few"] as? String == "%d pliki")
    #expect(count?["many"] as? String == "%d plików")
    try Self.lint(data)
  }

  @Test func aNewKeyIsWrittenInXcodesShape() throws {
    let project = Self.project()
    let result = ExchangeImporter(project: project, options: .init()).merge([
      Self.translated(
        project,
        [
          "/photos:dict/NSStringLocalizedFormatKey:dict/:string": "%#@n@ w %#@albums@",
          "/photos:dict/n:dict/one:dict/:string": "%ld zdjęcie",
          "/photos:dict/n:dict/few:dict/:string": "%ld zdjęcia",
          "/photos:dict/n:dict/many:dict/:string": "%ld zdjęć",
          "/photos:dict/n:dict/other:dict/:string": "%ld zdjęcia",
          "/photos:dict/albums:dict/one:dict/:string": "%ld albumie",
          "/photos:dict/albums:dict/other:dict/:string": "%ld albumach & <więcej>",
        ])
    ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.added == 7)
    let data = try #require(result.changes.first).data
    let photos = try #require((try Self.dictionary(data))["photos"] as? NSDictionary)
    let expected: NSDictionary = [
      "NSStringLocalizedFormatKey": "%#@n@ w %#@albums@",
      "n": [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld",
        "one": "%ld zdjęcie", "few": "%ld zdjęcia", "many": "%ld zdjęć", "other": "%ld zdjęcia",
      ],
      "albums": [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld",
        "one": "%ld albumie", "other": "%ld albumach & <więcej>",
      ],
    ]
    #expect(photos == expected)
    // The old key is untouched, the new one follows it with the same indentation.
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix(String(Self.polish.dropLast("</dict>\n</plist>\n".count))))
    #expect(text.contains("\n\t<key>photos</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"))
    #expect(
      text.contains("\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>ld</string>\n\t\t\t<key>one</key>"))
    try Self.lint(data)
    // Imported again, nothing changes.
    let again = ExchangeImporter(
      project: ExchangeRoundTripTests.replacing(project, with: result.changes), options: .init()
    )
    .merge([Self.translated(project, [:])])
    #expect(again.changes.isEmpty)
  }

  @Test func aNewVariableOrKeyWithoutItsOtherFormIsNotWritten() throws {
    let project = Self.project()
    let result = ExchangeImporter(project: project, options: .init()).merge([
      Self.translated(
        project,
        [
          "/photos:dict/n:dict/one:dict/:string": "%ld zdjęcie",
          "/photos:dict/n:dict/other:dict/:string": "%ld zdjęcia",
          "/photos:dict/albums:dict/one:dict/:string": "%ld albumie",
        ])
    ])
    #expect(result.changes.isEmpty)
    #expect(result.skipped >= 3)
    #expect(result.diagnostics.contains { $0.message.contains("'other'") && $0.rule == .staleUnit })
  }

  @Test func aCRLFFileWithSpacesKeepsItsLayout() throws {
    let polish = Self.polish.replacingOccurrences(of: "\t", with: "    ").replacingOccurrences(of: "\n", with: "\r\n")
    let project = Self.project(polish: polish)
    let result = ExchangeImporter(project: project, options: .init()).merge([
      Self.translated(project, ["/files:dict/count:dict/few:dict/:string": "%d pliki"])
    ])
    let data = try #require(result.changes.first).data
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(
        "            <string>%d plik</string>\r\n            <key>few</key>\r\n            <string>%d pliki</string>\r\n"
          + "            <key>other</key>"))
    try Self.lint(data)
  }

  /// `plutil -lint` accepts the file, where the toolchain ships `plutil`.
  static func lint(_ data: Data) throws {
    guard let plutil = Toolchain.executable(named: "plutil") else { return }
    let folder = try TemporaryDirectory()
    let path = try folder.write("L.stringsdict", data)
    let run = try Toolchain.run(plutil, ["-lint", path])
    #expect(run.status == 0, "\(run.output)")
  }
}
