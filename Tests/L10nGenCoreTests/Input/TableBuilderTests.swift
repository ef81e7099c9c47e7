import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

@Suite struct TableBuilderTests {
  private func file(_ path: String, _ text: String) -> InputFile {
    InputFile(path: path, data: Data(text.utf8))
  }

  private let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <!-- Counted things -->
    <key>items</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict>
    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld item</string><key>other</key><string>%ld items</string>
    </dict></dict>
    <key>plural.only</key><dict>
    <key>NSStringVariableWidthRuleType</key><dict><key>10</key><string>short</string></dict>
    </dict>
    </dict></plist>
    """

  @Test func stringsDictWinsOverStringsAndOrderFollowsDevelopmentLanguage() throws {
    // Keys of the .strings files are already sorted so that the order is file order for any parser.
    let files = [
      file("de.lproj/Localizable.strings", "\"b\" = \"B-de\";\n\"items\" = \"Dinge\";\n\"only.de\" = \"x\";\n"),
      file("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"items\" = \"fallback\";\n"),
      file("en.lproj/Localizable.stringsdict", stringsDict),
      file("Loose.strings", "\"x\" = \"y\";"),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    let table = try #require(tables.first)
    #expect(tables.count == 1)
    #expect(table.name == "Localizable")
    #expect(table.developmentLanguage == "en")
    #expect(table.languages == ["de", "en"])
    #expect(table.entries.map(\.key) == ["a", "b", "items", "plural.only", "only.de"])
    #expect(table.entries[1].values["de"]?.plainText == "B-de")
    #expect(table.entries[2].values["en"]?.isVariable == true)
    #expect(table.entries[2].comment == "Counted things")
    #expect(table.entries[2].values["de"]?.plainText == "Dinge")
    #expect(table.entries[2].location.file == "en.lproj/Localizable.stringsdict")
    #expect(table.entries[3].values["de"] == nil)
    #expect(
      table.sourceFiles == [
        "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
      ])
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.contains { $0.message.contains("'Loose.strings' is not inside a <language>.lproj folder") })
    // The key only German has is in the model; ExtraKeyRule reports it at the German file.
    let extra = ProjectValidator(rules: [ExtraKeyRule()]).validate(
      AnalyzedProject(analyzing: [table], config: L10nGenConfig()))
    #expect(extra.map(\.rule) == [.extraKey])
    #expect(extra.contains { $0.message.contains("key 'only.de'") && $0.location?.file.hasPrefix("de") == true })
  }

  @Test func resultDoesNotDependOnFileOrder() {
    let files = [
      file("en.lproj/A.strings", "\"k\" = \"v\";"), file("fr.lproj/A.strings", "\"k\" = \"w\"; \"z\" = \"1\";"),
      file("Base.lproj/B.strings", "\"q\" = \"r\";"), file("en.lproj/B.stringsdict", stringsDict),
      file("C.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"c":{}}}"#),
    ]
    let forward = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    let backward = TableBuilder.buildTables(from: files.reversed(), developmentLanguage: nil)
    #expect(forward.tables == backward.tables)
    #expect(forward.diagnostics == backward.diagnostics)
    #expect(forward.tables.map(\.name) == ["A", "B", "C"])
    // B: the `en` stringsdict has more keys than the `Base` strings file (DevelopmentLanguagePicker).
    #expect(forward.tables.map(\.developmentLanguage) == ["en", "en", "en"])
  }

  @Test func developmentLanguageParameterAndMissingDevelopmentFile() throws {
    // Another table has `en`, so `en` is a known development language that `T` lacks.
    let files = [
      file("de.lproj/T.strings", "\"k\" = \"v\";"), file("fr.lproj/T.strings", "\"j\" = \"w\";"),
      file("en.lproj/Other.strings", "\"o\" = \"p\";"),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: "en")
    let table = try #require(tables.first { $0.name == "T" })
    #expect(table.developmentLanguage == "en")
    #expect(table.entries.map(\.key) == ["j", "k"])
    #expect(diagnostics.isEmpty)
    let missing = ProjectValidator(rules: [MissingDevelopmentFileRule()]).validate(
      AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
    #expect(missing.map(\.rule) == [.missingDevelopmentFile])
    #expect(missing.first?.message.contains("no file for the development language 'en'") == true)
    let withBase = TableBuilder.buildTables(
      from: files + [file("Base.lproj/T.strings", "\"k\" = \"b\";")], developmentLanguage: "en")
    #expect(withBase.tables.first { $0.name == "T" }?.developmentLanguage == "Base")
  }

  @Test func catalogAndStringsForOneTableIsAnError() throws {
    let files = [
      file("Localizable.xcstrings", #"{"sourceLanguage":"de","version":"1.0","strings":{"k":{}}}"#),
      file("en.lproj/Localizable.strings", "\"k\" = \"v\";"),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    #expect(tables.first?.developmentLanguage == "de")
    #expect(tables.first?.sourceFiles == ["Localizable.xcstrings"])
    let error = try #require(diagnostics.first { $0.severity == .error })
    #expect(error.message.contains("defined both by this String Catalog and by en.lproj/Localizable.strings"))
    #expect(error.location?.file == "Localizable.xcstrings")
  }

  @Test func brokenFileContributesDiagnosticsAndTableStillBuilds() throws {
    let files = [
      file("en.lproj/L.stringsdict", "<plist><dict><key>x</key></plist>"),
      file("en.lproj/L.strings", "\"k\" = \"v\";"),
      file("fr.lproj/L.strings", "\"k\" = \"w\";"),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    #expect(diagnostics.containsErrors)
    #expect(tables.first?.entries.map(\.key) == ["k"])
    #expect(tables.first?.entries.first?.values.count == 2)
  }

  @Test func tableNamesThatDifferOnlyInCaseAreOneTableWithAWarningAtTheOddFile() throws {
    let files = [
      file("en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Camera\";"),
      file("fr.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Caméra\";"),
      file("de.lproj/infoPlist.strings", "\"NSCameraUsageDescription\" = \"Kamera\";"),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    let table = try #require(tables.first)
    #expect(tables.map(\.name) == ["InfoPlist"])
    #expect(table.languages == ["de", "en", "fr"])
    #expect(table.entries.first?.values["de"]?.plainText == "Kamera")
    #expect(table.sourceFiles.count == 3)
    let warning = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.rule == .tableNameCase)
    #expect(warning.language == "de")
    #expect(warning.location == SourceLocation(file: "de.lproj/infoPlist.strings", line: 1, column: 1))
    #expect(warning.message.contains("the table is 'InfoPlist' (as the files of 2 of 3 languages spell it)"))
    #expect(warning.message.contains("an iOS device's case-sensitive file system will not find it"))
    #expect(warning.message.contains("rename it to InfoPlist.strings"))

    // One namespace and one output file, named as the layout (and so the plugin) plans it.
    let templates = try #require(TemplateSet.builtin(named: "structured"))
    let result = GeneratorPipeline.run(files: files, config: L10nGenConfig(), templates: templates)
    #expect(result.files.map(\.name) == ["L10nGen+Support.swift", "InfoPlist+L10nGen.swift"])
    #expect(result.files.map(\.name) == ProjectLayout(paths: files.map(\.path)).outputFileNames)
    #expect(!result.files.contains { $0.contents.contains("InfoPlist2") })
    #expect(result.diagnostics.map(\.rule) == [.tableNameCase])
  }

  @Test func aDevelopmentLanguageNoTableHasIsAnError() throws {
    let files = [
      file("en.lproj/A.strings", "\"k\" = \"v\";"), file("de.lproj/A.strings", "\"k\" = \"w\";"),
      file(
        "B.xcstrings",
        #"{"sourceLanguage":"en","version":"1.0","strings":{"c":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"シー"}}}}}}"#
      ),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: "zz")
    let error = try #require(diagnostics.first { $0.rule == .unknownDevelopmentLanguage })
    #expect(error.severity == .error)
    #expect(error.message.contains("'zz' is not a language of any table (languages: de, en, ja)"))
    // The defaults apply, so the other checks still run.
    #expect(tables.map(\.developmentLanguage) == ["en", "en"])
    #expect(!diagnostics.contains { $0.rule == .sourceLanguageMismatch || $0.rule == .missingDevelopmentFile })
    // A language only a catalog has is known.
    #expect(!TableBuilder.buildTables(from: files, developmentLanguage: "ja").diagnostics.containsErrors)
  }

  /// The development language's `.strings` file is read straight into the model when the layout tells which language
  /// that is; when the guess turns out wrong (here `Base`, guessed for an unknown requested language, loses to `en`,
  /// which has more keys), the table is the same as without any guess.
  @Test func aWrongDevelopmentLanguageGuessGivesTheSameTable() throws {
    let files = [
      file("Base.lproj/A.strings", "/* base */\n\"a\" = \"A\";"),
      file("en.lproj/A.strings", "\"a\" = \"a\";\n\"b\" = \"b\";"),
      file("de.lproj/A.strings", "\"b\" = \"B\";\n\"c\" = \"C\";"),
    ]
    let guessed = TableBuilder.buildTables(from: files, developmentLanguage: "zz")
    let unguessed = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    let table = try #require(guessed.tables.first)
    #expect(table.developmentLanguage == "en")
    #expect(table.entries.map(\.key) == ["a", "b", "c"])
    #expect(table.entries.first?.values["Base"]?.plainText == "A")
    #expect(table.entries.first?.comment == nil)
    #expect(guessed.tables == unguessed.tables)
    #expect(guessed.diagnostics.filter { $0.rule != .unknownDevelopmentLanguage } == unguessed.diagnostics)
    // Guessed right, the same table as when the counts decide.
    let requested = TableBuilder.buildTables(from: files, developmentLanguage: "en")
    #expect(requested.tables == unguessed.tables)
  }

  @Test func theDevelopmentLanguageIsSpelledAsTheFilesSpellIt() throws {
    let files = [
      file("en-US.lproj/A.strings", "\"k\" = \"v\";"), file("de.lproj/A.strings", "\"k\" = \"w\";"),
      file("B.xcstrings", #"{"sourceLanguage":"en-US","version":"1.0","strings":{"c":{}}}"#),
    ]
    for requested in ["en-US", "en-us", "en_US", "EN_us"] {
      let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: requested)
      #expect(tables.map(\.developmentLanguage) == ["en-US", "en-US"], "\(requested)")
      #expect(diagnostics.isEmpty, "\(requested): \(diagnostics)")
      #expect(tables.first?.entries.first?.values["en-US"]?.plainText == "v")
    }
  }

  @Test func documentationLanguageValuesBecomeComments() throws {
    let files = [
      file("en.lproj/L.strings", "/* Written comment */\n\"a\" = \"A\";\n\"b\" = \"B %@\";\n"),
      file(
        "qqq.lproj/L.strings",
        "\"a\" = \"Ignored: a comment exists\";\n\"b\" = \"Greeting; the argument is the user's name\";\n\"c\" = \"Stale\";\n"
      ),
      file("fr.lproj/L.strings", "\"a\" = \"Ah\";\n\"b\" = \"Bé %@\";\n"),
      file(
        "C.xcstrings",
        #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"qqq":{"stringUnit":{"state":"translated","value":"Catalog doc"}}}}}}"#
      ),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    let catalog = try #require(tables.first { $0.name == "C" })
    #expect(catalog.entries.first?.comment == "Catalog doc")
    let table = try #require(tables.first { $0.name == "L" })
    #expect(table.entries.map(\.key) == ["a", "b"])
    #expect(table.entries.map(\.comment) == ["Written comment", "Greeting; the argument is the user's name"])
    let stale = try #require(diagnostics.first { $0.rule == .extraKey })
    #expect(stale.message.contains("key 'c' of table 'L' is documented in qqq but missing from the development"))
    #expect(stale.location?.file == "qqq.lproj/L.strings")
    // qqq is no translation: neither placeholders nor completeness are checked in it.
    let lint = ProjectValidator.lint.validate(AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
    #expect(!lint.contains { $0.language == "qqq" }, "\(lint)")
    // Every template gets the comment from the model.
    for template in ["structured", "swiftgen"] {
      var config = L10nGenConfig()
      config.template = template
      let templates = try #require(TemplateSet.builtin(named: template))
      let result = GeneratorPipeline.run(files: files, config: config, templates: templates)
      let generated = try #require(result.files.first { $0.name == "L+L10nGen.swift" })
      #expect(generated.contents.contains("Greeting; the argument is the user's name"), "\(template)")
    }
  }

  private func corpusInputs(_ relative: String) throws -> [InputFile] {
    let root = try #require(PackagePaths.corpus).appendingPathComponent(relative)
    return try TableBuilderTestSupport.inputFiles(under: root).map { InputFile(path: $0.path, data: $0.data) }
  }

  @Test(.enabled(if: (PackagePaths.corpus != nil), "needs ../shared/corpus"))
  func rSwiftMissingAndExtraTranslationMatrix() throws {
    let files = try corpusInputs("mac-cain13__R.swift/Examples/LocalizedStringApp/LocalizedStringApp")
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: "en")
    let summary = tables.map { "\($0.name):\($0.developmentLanguage):\($0.languages.joined(separator: ","))" }
    #expect(
      summary == [
        "eight:Base:Base,fr,nl", "five:en:en,en-GB,fr,fr-CA", "four:en:ca,nl", "nine:en:Base,en,fr,nl",
        "seven:en:en,fr,nl", "six:en:fr,fr-CA", "ten:en:fr,nl", "three:en:en,nl", "two:en:en",
      ])
    #expect(diagnostics.filter { $0.message.contains("is not inside a <language>.lproj") }.count == 1)
    let missing = ProjectValidator(rules: [MissingDevelopmentFileRule()]).validate(
      AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
    #expect(missing.filter { $0.message.contains("no file for the development language 'en'") }.count == 3)
    let ten = try #require(tables.first { $0.name == "ten" })
    #expect(ten.entries.allSatisfy { $0.values["fr"]?.isVariable == true || $0.values["nl"]?.isVariable == true })
    for table in tables {
      #expect(!table.entries.isEmpty, "\(table.name)")
    }
  }

  @Test(.enabled(if: (PackagePaths.corpus != nil), "needs ../shared/corpus"))
  func duckDuckGoTables() throws {
    let files = try corpusInputs("duckduckgo__iOS/DuckDuckGo")
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: "en")
    #expect(!diagnostics.containsErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5))")
    let localizable = try #require(tables.first { $0.name == "Localizable" })
    #expect(localizable.developmentLanguage == "en")
    #expect(localizable.languages == ["de", "en", "es", "fr", "pl", "ru"])
    let trackers = try #require(localizable.entries.first { $0.key == "dax.onboarding.browsing.multiple.trackers" })
    #expect(trackers.values["en"]?.isVariable == true)
    #expect(Set(trackers.values.keys) == ["de", "en", "es", "fr", "pl", "ru"])
    #expect(localizable.entries.count > 500)
    let storyboardTables = tables.filter { $0.developmentLanguage == "Base" || $0.name != "Localizable" }
    print(
      "duckduckgo: \(tables.count) tables, \(tables.map(\.entries.count).reduce(0, +)) entries, "
        + "\(diagnostics.count) diagnostics, \(storyboardTables.count) non-Localizable tables")
  }
}
