import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

@Suite struct ProjectLayoutTests {
  /// The last two components are found from the end (by bytes for ASCII paths); they are what splitting the whole
  /// path at `/` gives, for every shape of path, corpus paths included.
  @Test func lastComponentsAreThoseOfSplittingThePath() throws {
    var paths = [
      "", "/", "//", "a", "/a", "a/", "a//b", "/a/b/", "en.lproj/L.strings", "///x.lproj//L.strings//",
      "/abs/path/de.lproj/Localizable.strings", "Résumé/fr.lproj/L.strings", "a/\u{301}/b", "/\u{301}x/y",
      "ja.lproj/ファイル.strings", "a\r\n/b", "🇩🇪.lproj/L.strings",
    ]
    let root = PackagePaths.realFiles
    if let enumerator = FileManager.default.enumerator(atPath: root.path) {
      while let relative = enumerator.nextObject() as? String { paths.append(root.path + "/" + relative) }
    }
    for path in paths {
      let components = path.split(separator: "/", omittingEmptySubsequences: true)
      let found = ProjectLayout.lastComponents(of: path)
      #expect(found?.name == components.last, "\(path)")
      #expect(found?.folder == (components.count >= 2 ? components[components.count - 2] : nil), "\(path)")
    }
  }

  private func tableFile(_ path: String) -> ProjectLayout.TableFile? {
    guard case .tableFile(let file)? = ProjectLayout.classify(path: path) else { return nil }
    return file
  }

  private func rejection(_ path: String) -> ProjectLayout.RejectedFile.Reason? {
    guard case .rejected(let file)? = ProjectLayout.classify(path: path) else { return nil }
    return file.reason
  }

  @Test func classifiesLanguageFoldersAndCatalogs() {
    #expect(
      tableFile("App/zh-Hans.lproj/Localizable.strings")
        == .init(
          path: "App/zh-Hans.lproj/Localizable.strings", kind: .strings, spelledTableName: "Localizable",
          language: "zh-Hans"))
    #expect(tableFile("pt-BR.lproj/Plural.stringsdict")?.kind == .stringsDict)
    #expect(tableFile("pt-BR.lproj/Plural.stringsdict")?.language == "pt-BR")
    #expect(tableFile("zh_CN.lproj/InfoPlist.strings")?.language == "zh_CN")
    #expect(tableFile("Base.lproj/Main.strings")?.language == "Base")
    #expect(tableFile("My.Table.xcstrings")?.spelledTableName == "My.Table")
    #expect(ProjectLayout.classify(path: "Base.lproj/Main.storyboard") == nil)
    #expect(ProjectLayout.classify(path: "en.lproj/.strings") == nil)
    #expect(ProjectLayout.classify(path: "l10n-gen.json") == nil)
  }

  @Test func catalogsLiveAnywhereIncludingMulLproj() {
    #expect(
      tableFile("Storyboards/mul.lproj/Main.xcstrings")
        == .init(
          path: "Storyboards/mul.lproj/Main.xcstrings", kind: .stringCatalog, spelledTableName: "Main", language: nil))
    #expect(tableFile("Main.xcstrings")?.language == nil)
    #expect(tableFile("x/.lproj/Main.xcstrings")?.spelledTableName == "Main")
  }

  @Test func stringsOutsideALanguageFolderAreRejected() {
    #expect(rejection("Loose.strings") == .notInLanguageFolder)
    #expect(rejection("Resources/Loose.stringsdict") == .notInLanguageFolder)
    // Nested below a language folder: no lookup finds it there.
    #expect(rejection("en.lproj/Sub/T.strings") == .notInLanguageFolder)
    // A folder named only `.lproj` names no language: rejected, and no output is planned for it.
    #expect(rejection("x/.lproj/T.strings") == .unnamedLanguageFolder)
    let layout = ProjectLayout(paths: ["x/.lproj/T.strings", "en.lproj/Sub/T.strings"])
    #expect(layout.tables.isEmpty)
    #expect(layout.rejectedFiles.map(\.path) == ["en.lproj/Sub/T.strings", "x/.lproj/T.strings"])
    #expect(layout.outputFileNames == [OutputPlan.supportFileName])
  }

  @Test func extensionsAndLanguageFoldersAreCaseSensitive() {
    // Apple's lookup on a device asks for `.strings` in `<language>.lproj`: other spellings are found on no device.
    #expect(ProjectLayout.classify(path: "en.lproj/Localizable.STRINGS") == nil)
    #expect(ProjectLayout.classify(path: "Main.XCStrings") == nil)
    #expect(rejection("en.LPROJ/Localizable.strings") == .notInLanguageFolder)
    #expect(tableFile("EN.lproj/Localizable.strings")?.language == "EN")
  }

  @Test func nestedFoldersGroupByTableName() throws {
    let layout = ProjectLayout(paths: [
      "App/Sources/Resources/en.lproj/Localizable.strings",
      "App/Sources/Resources/de.lproj/Localizable.strings",
      "App/Sources/Resources/en.lproj/Localizable.stringsdict",
      "App/Storyboards/mul.lproj/Main.xcstrings",
      "App/Sources/Resources/Base.lproj/Main.storyboard",
    ])
    #expect(layout.tables.map(\.name) == ["Localizable", "Main"])
    let localizable = try #require(layout.table(named: "Localizable"))
    #expect(localizable.languages == ["de", "en"])
    #expect(localizable.files.map(\.kind) == [.strings, .strings, .stringsDict])
    #expect(layout.table(containing: "App/Storyboards/mul.lproj/Main.xcstrings")?.name == "Main")
    // Main translates Base.lproj/Main.storyboard: no API of its own, and the storyboard's registry instead.
    #expect(layout.table(named: "Main")?.isInterfaceTable == true)
    #expect(
      layout.outputFileNames == [
        "L10nGen+Support.swift", "Localizable+L10nGen.swift", "L10nGen+InterfaceBuilder.swift",
      ])
  }

  @Test func tableNamesThatDifferOnlyInCaseAreOneTableNamedByMostLanguages() throws {
    let languages = ["ar", "de", "en", "es", "fr", "it", "ja"]
    let paths = languages.map { $0 == "de" ? "\($0).lproj/infoPlist.strings" : "\($0).lproj/InfoPlist.strings" }
    let layout = ProjectLayout(paths: paths + ["en.lproj/Localizable.strings"])
    #expect(layout.tables.map(\.name) == ["InfoPlist", "Localizable"])
    let table = try #require(layout.table(named: "InfoPlist"))
    #expect(table.files.count == 7)
    #expect(table.misnamedFiles.map(\.path) == ["de.lproj/infoPlist.strings"])
    #expect(table.languagesUsingName == 6)
    #expect(table.languageCount == 7)
    #expect(
      layout.outputFileNames == ["L10nGen+Support.swift", "InfoPlist+L10nGen.swift", "Localizable+L10nGen.swift"])
  }

  @Test func aTieGoesToTheDevelopmentLanguageThenToSortedOrder() {
    let paths = ["de.lproj/infoPlist.strings", "en.lproj/InfoPlist.strings"]
    #expect(ProjectLayout(paths: paths).tables.map(\.name) == ["InfoPlist"])
    #expect(ProjectLayout(paths: paths, developmentLanguage: "de").tables.map(\.name) == ["infoPlist"])
    #expect(ProjectLayout(paths: paths, developmentLanguage: "DE").tables.map(\.name) == ["infoPlist"])
    // A development language the table lacks falls back to Base, en, then the first language.
    #expect(ProjectLayout(paths: paths, developmentLanguage: "fr").tables.map(\.name) == ["InfoPlist"])
    #expect(
      ProjectLayout(paths: ["de.lproj/Tab.strings", "fr.lproj/tab.strings"]).tables.map(\.name) == ["Tab"])
    #expect(
      ProjectLayout(paths: ["de.lproj/tab.strings", "fr.lproj/Tab.strings"]).tables.map(\.name) == ["tab"])
    // The development language with both spellings: sorted order.
    #expect(
      ProjectLayout(paths: ["en.lproj/tab.strings", "en.lproj/Tab.stringsdict"]).tables.map(\.name) == ["Tab"])
  }

  @Test func noTwoOutputFilesDifferOnlyInCase() {
    let paths = [
      "en.lproj/InfoPlist.strings", "de.lproj/infoPlist.strings", "fr.lproj/INFOPLIST.strings",
      "en.lproj/a:b.strings", "en.lproj/a_b.strings", "en.lproj/a%3Ab.strings", "Main.xcstrings",
      "mul.lproj/main.xcstrings",
    ]
    let names = ProjectLayout(paths: paths).outputFileNames
    #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(names)")
    #expect(names.contains("a%3Ab+L10nGen.swift"))
    #expect(names.contains("a%253Ab+L10nGen.swift"))
    #expect(names.contains("a_b+L10nGen.swift"))
  }

  @Test func resultDoesNotDependOnPathOrderOrDuplicates() {
    let paths = ["fr.lproj/T.strings", "en.lproj/t.strings", "de.lproj/T.strings", "Loose.strings", "C.xcstrings"]
    let forward = ProjectLayout(paths: paths)
    #expect(forward == ProjectLayout(paths: paths.reversed()))
    #expect(forward == ProjectLayout(paths: paths + paths))
    #expect(
      forward.tableFiles.map(\.path) == [
        "C.xcstrings", "de.lproj/T.strings", "en.lproj/t.strings", "fr.lproj/T.strings",
      ])
  }

  @Test func developmentLanguageMatchesCaseAndSeparatorInsensitively() {
    let languages = ["Base", "de", "en-US", "fr"]
    #expect(ProjectLayout.developmentLanguage(among: languages, requested: "en_us") == "en-US")
    #expect(ProjectLayout.developmentLanguage(among: languages, requested: "EN-us") == "en-US")
    #expect(ProjectLayout.developmentLanguage(among: languages, requested: "zz") == "Base")
    #expect(ProjectLayout.developmentLanguage(among: ["de"], requested: "zz") == nil)
    #expect(ProjectLayout.developmentLanguage(among: languages, requested: nil) == "Base")
    #expect(ProjectLayout.developmentLanguage(among: ["fr", "en", "de"], requested: nil) == "en")
    #expect(ProjectLayout.developmentLanguage(among: ["fr", "de"], requested: nil) == "de")
    #expect(ProjectLayout.languagesMatch("pt_BR", "pt-br"))
    #expect(!ProjectLayout.languagesMatch("pt", "pt-BR"))
  }

  @Test func outputPlanNamesTablesAndSpelledNames() {
    #expect(OutputPlan.fileName(forTable: "Localizable") == "Localizable+L10nGen.swift")
    #expect(OutputPlan.fileName(forTable: "a/b\\c%") == "a%2Fb%5Cc%25+L10nGen.swift")
    #expect(
      OutputPlan.fileNames(forTables: ["b", "a", "b"]) == [
        "L10nGen+Support.swift", "a+L10nGen.swift", "b+L10nGen.swift",
      ])
    #expect(OutputPlan.tableName(forInputPath: "de.lproj/infoPlist.strings") == "infoPlist")
    #expect(OutputPlan.tableName(forInputPath: "x/.lproj/T.strings") == nil)
  }

  @Test func inputKindsDeclareEverythingAboutThemselves() {
    #expect(InputKind.allCases.map(\.fileExtension) == ["strings", "stringsdict", "xcstrings"])
    #expect(InputKind.allCases.map(\.needsLanguageFolder) == [true, true, false])
    #expect(InputKind.strings.contribution < InputKind.stringsDict.contribution)
    #expect(InputKind(fileExtension: "xcstrings") == .stringCatalog)
    #expect(InputKind(fileExtension: "Strings") == nil)
    #expect(InputKind.classify(fileName: "A.b.stringsdict")?.table == "A.b")
    #expect(
      InputKind.pathPatternList
        == "<language>.lproj/<Table>.strings, <language>.lproj/<Table>.stringsdict and <Table>.xcstrings")
    #expect(InputKind.fileExtensionList == ".strings, .stringsdict or .xcstrings")
  }

  /// The plugin compiles the layout files as source: each must be linked from the plugin's folder and import
  /// nothing (standard library only).
  @Test func pluginCompilesEveryLayoutFile() throws {
    let layout = PackagePaths.root.appendingPathComponent("Sources/L10nGenCore/Layout")
    let plugin = PackagePaths.root.appendingPathComponent("Plugins/L10nGenPlugin")
    let names = try FileManager.default.contentsOfDirectory(atPath: layout.path).filter { $0.hasSuffix(".swift") }
    #expect(names.count >= 4)
    for name in names {
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: plugin.appendingPathComponent(name).path)
      #expect(link == "../../Sources/L10nGenCore/Layout/\(name)")
      let source = try String(contentsOf: layout.appendingPathComponent(name), encoding: .utf8)
      let imports = source.split(separator: "\n").filter { line in
        line.split(separator: " ").drop { ["public", "internal", "package", "@testable"].contains($0) }.first
          == "import"
      }
      #expect(imports.isEmpty, "\(name) imports \(imports)")
    }
  }

  @Test func storyboardsAndXibsAreInterfaceDocuments() throws {
    #expect(ProjectLayout.interfaceDocument(path: "App/Base.lproj/Main.storyboard")?.isBaseDocument == true)
    #expect(ProjectLayout.interfaceDocument(path: "App/Views/Card.xib")?.language == nil)
    #expect(ProjectLayout.interfaceDocument(path: "App/Views/Card.XIB") == nil)
    #expect(ProjectLayout.interfaceDocument(path: "App/.storyboard") == nil)
    let layout = ProjectLayout(paths: [
      "App/Base.lproj/Main.storyboard", "App/fr.lproj/main.strings", "App/de.lproj/Main.strings",
      "App/en.lproj/Localizable.strings", "App/Views/Card.xib", "App/fr.lproj/Card.strings",
    ])
    #expect(layout.interfaceDocuments.map(\.path) == ["App/Base.lproj/Main.storyboard", "App/Views/Card.xib"])
    // A table named like a Base document (case aside) translates it; a xib outside Base.lproj has no table.
    #expect(layout.table(named: "Main")?.interfaceDocument == "App/Base.lproj/Main.storyboard")
    #expect(layout.table(named: "Card")?.isInterfaceTable == false)
    #expect(layout.generatedTableNames == ["Card", "Localizable"])
    #expect(
      layout.outputFileNames == [
        "L10nGen+Support.swift", "Card+L10nGen.swift", "Localizable+L10nGen.swift", "L10nGen+InterfaceBuilder.swift",
      ])
  }
}
