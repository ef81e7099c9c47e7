import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// `StringsCatalogMigrator` turns `.strings`/`.stringsdict` tables into catalogs that hold the same strings and give
/// the same generated API, and `MigrationProof` notices when they do not.
@Suite struct StringsCatalogMigratorTests {
  static let englishStrings = """
    /* Login screen title */
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    """

  static let englishStringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>inbox</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@messages@ in %@</string>
    <key>messages</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld message</string><key>other</key><string>%ld messages</string></dict></dict>
    <key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
    <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
    </dict></plist>
    """

  static func files(german: String = #""login.title" = "Anmelden";"#, stringsDict: String = englishStringsDict)
    -> [InputFile]
  {
    [
      InputFile(path: "/app/Res/en.lproj/Localizable.strings", data: Data(englishStrings.utf8)),
      InputFile(path: "/app/Res/en.lproj/Localizable.stringsdict", data: Data(stringsDict.utf8)),
      InputFile(path: "/app/Res/de.lproj/Localizable.strings", data: Data(german.utf8)),
    ]
  }

  static func json(_ catalog: MigratedCatalog) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: catalog.data) as? [String: Any])
  }

  @Test func migratesEveryLanguageWithCommentsStatesAndSubstitutions() throws {
    let (catalogs, diagnostics) = StringsCatalogMigrator.migrate(files: Self.files(), developmentLanguage: nil)
    #expect(!diagnostics.containsErrors, "\(diagnostics)")
    let catalog = try #require(catalogs.first)
    #expect(catalogs.count == 1)
    #expect(catalog.path == "/app/Res/Localizable.xcstrings")
    #expect(catalog.languages == ["de", "en"])
    #expect(catalog.replacedFiles.count == 3)
    let root = try Self.json(catalog)
    #expect(root["sourceLanguage"] as? String == "en")
    let strings = try #require(root["strings"] as? [String: [String: Any]])
    let title = try #require(strings["login.title"])
    #expect(title["comment"] as? String == "Login screen title")
    #expect(title["extractionState"] as? String == "migrated")
    let german = (title["localizations"] as? [String: Any])?["de"] as? [String: Any]
    #expect((german?["stringUnit"] as? [String: String]) == ["state": "translated", "value": "Anmelden"])
    let inbox = try #require((strings["inbox"]?["localizations"] as? [String: Any])?["en"] as? [String: Any])
    #expect((inbox["stringUnit"] as? [String: String])?["value"] == "%#@messages@ in %@")
    let messages = try #require((inbox["substitutions"] as? [String: Any])?["messages"] as? [String: Any])
    #expect(messages["formatSpecifier"] as? String == "ld")
    #expect(messages["argNum"] == nil)
    // Written as Xcode writes catalogs: two-space indentation, `" : "`, no final line break.
    let text = String(decoding: catalog.data, as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
    #expect(text.hasSuffix("\"version\" : \"1.0\"\n}"))

    let proof = MigrationProof.prove(catalog, oldFiles: Self.files(), config: L10nGenConfig())
    #expect(proof.holds, "\(proof.stringDifferences) \(proof.apiDifferences)")
    #expect(proof.comparedValues == 5)
    #expect(proof.comparedDeclarations["structured"] ?? 0 > 4)
    #expect(proof.comparedDeclarations["swiftgen"] ?? 0 > 4)
  }

  @Test func pluralVariationsAsXcodeMakesThemChangeTheArgumentLabel() throws {
    let (catalogs, _) = StringsCatalogMigrator.migrate(
      files: Self.files(), developmentLanguage: nil, pluralVariations: true)
    let catalog = try #require(catalogs.first)
    let strings = try #require(try Self.json(catalog)["strings"] as? [String: [String: Any]])
    let files = (strings["files"]?["localizations"] as? [String: Any])?["en"] as? [String: Any]
    let plural = (files?["variations"] as? [String: Any])?["plural"] as? [String: Any]
    #expect(
      (plural?["one"] as? [String: Any])?["stringUnit"] as? [String: String] == [
        "state": "translated", "value": "%d file",
      ])
    #expect(catalog.pluralVariationCount == 1)
    let proof = MigrationProof.prove(catalog, oldFiles: Self.files(), config: L10nGenConfig())
    #expect(proof.stringDifferences.isEmpty)
    #expect(proof.apiDifferences.contains { $0.contains("count: Int") })
    #expect(!proof.holds)
  }

  @Test func aChangedCatalogFailsTheProof() throws {
    let (catalogs, _) = StringsCatalogMigrator.migrate(files: Self.files(), developmentLanguage: nil)
    var catalog = try #require(catalogs.first)
    catalog.data = Data(
      String(decoding: catalog.data, as: UTF8.self).replacingOccurrences(of: "Anmelden", with: "Einloggen").utf8)
    let proof = MigrationProof.prove(catalog, oldFiles: Self.files(), config: L10nGenConfig())
    #expect(proof.stringDifferences.count == 1)
    #expect(proof.stringDifferences.first?.contains("de 'login.title'") == true)
    #expect(!proof.holds)
  }

  @Test func widthRulesAndUndefinedVariablesAreLocatedErrors() {
    let width = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>hello</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>1</key><string>Hi</string><key>20</key><string>Hello</string></dict></dict></dict></plist>
      """
    let (catalogs, diagnostics) = StringsCatalogMigrator.migrate(
      files: Self.files(stringsDict: width), developmentLanguage: nil)
    #expect(catalogs.isEmpty)
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.message.contains("width variants") == true)
    #expect(error?.location?.file == "/app/Res/en.lproj/Localizable.stringsdict")

    let undefined = Self.englishStringsDict.replacingOccurrences(of: "%#@messages@ in %@", with: "%#@missing@ in %@")
    let second = StringsCatalogMigrator.migrate(files: Self.files(stringsDict: undefined), developmentLanguage: nil)
    #expect(second.catalogs.isEmpty)
    #expect(second.diagnostics.contains { $0.severity == .error && $0.message.contains("'%#@missing@'") })
  }

  @Test func eachResourceFolderGetsItsOwnCatalog() throws {
    let files =
      Self.files() + [
        InputFile(path: "/app/Widget/en.lproj/Localizable.strings", data: Data(#""w" = "W";"#.utf8))
      ]
    let (catalogs, diagnostics) = StringsCatalogMigrator.migrate(files: files, developmentLanguage: nil)
    #expect(!diagnostics.containsErrors)
    #expect(catalogs.map(\.path) == ["/app/Res/Localizable.xcstrings", "/app/Widget/Localizable.xcstrings"])
    #expect(catalogs.last?.replacedFiles == ["/app/Widget/en.lproj/Localizable.strings"])
  }
}
