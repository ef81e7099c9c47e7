import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// Where a repository's targets are, inferred from one table name defined in several folders.
@Suite struct InferredTargetsTests {
  static func file(_ path: String, bytes: Int = 10) -> InputFile {
    InputFile(path: path, data: Data(repeating: 0x20, count: bytes))
  }

  @Test func oneFolderOfTablesIsNoSplit() {
    let inferred = InferredTargets(
      tableFiles: [Self.file("App/en.lproj/Localizable.strings"), Self.file("App/fr.lproj/Localizable.strings")],
      sourceFiles: [Self.file("App/View.swift")])
    #expect(inferred.targets.isEmpty)
    #expect(inferred.repeatedTableNames.isEmpty)
  }

  @Test func aTablesRootLeavesOutLanguageAndResourcesFolders() {
    let strings = ProjectLayout.TableFile(
      path: "Widget/Resources/en.lproj/Localizable.strings", kind: .strings, spelledTableName: "Localizable",
      language: "en")
    let catalog = ProjectLayout.TableFile(
      path: "Mac/mul.lproj/Main.xcstrings", kind: .stringCatalog, spelledTableName: "Main", language: nil)
    #expect(InferredTargets.root(of: strings) == "Widget")
    #expect(InferredTargets.root(of: catalog) == "Mac")
    #expect(InferredTargets.isPackageModule("Modules/Log/Sources/Log"))
    #expect(!InferredTargets.isPackageModule("App/Sources"))
  }

  @Test func filesGoToTheDeepestRootAboveThemAndTheRestToTheMainTarget() throws {
    let inferred = InferredTargets(
      tableFiles: [
        Self.file("Shared/Localizable.xcstrings", bytes: 100),
        Self.file("Widget/Resources/en.lproj/Localizable.strings", bytes: 10),
        Self.file("Pkg/Sources/Log/Resources/Localizable.xcstrings", bytes: 1_000),
        Self.file("Mac/Base.lproj/Main.strings"),
      ],
      sourceFiles: [
        Self.file("Mac/App.swift"), Self.file("Widget/Widget.swift"), Self.file("Pkg/Sources/Log/Log.swift"),
        Self.file("Shared/Model.swift"),
      ])
    #expect(inferred.repeatedTableNames == ["Localizable"])
    let byName = Dictionary(uniqueKeysWithValues: inferred.targets.map { ($0.name, $0) })
    #expect(byName.keys.sorted() == ["Log", "Shared", "Widget"])
    // The module's table is the biggest, but the main target is the app's.
    #expect(byName["Shared"]?.isMain == true)
    #expect(byName["Log"]?.isMain == false)
    #expect(
      byName["Shared"]?.sourceFiles.map(\.path) == ["Mac/App.swift", "Shared/Model.swift"])
    #expect(
      byName["Shared"]?.tableFiles.map(\.path) == ["Shared/Localizable.xcstrings", "Mac/Base.lproj/Main.strings"])
    #expect(byName["Widget"]?.sourceFiles.map(\.path) == ["Widget/Widget.swift"])
    #expect(byName["Log"]?.sourceFiles.map(\.path) == ["Pkg/Sources/Log/Log.swift"])
  }

  @Test func namesAreTheLastFoldersThatTellRootsApart() {
    let names = InferredTargets.shortNames(for: ["", "A/Widget", "B/Widget", "App"])
    #expect(names == ["": ".", "A/Widget": "A/Widget", "B/Widget": "B/Widget", "App": "App"])
  }

  /// A repository of several apps, as a SwiftGen monorepo lays it out: the package module's table (real
  /// home-assistant `Core.strings`), a lone `pt-BR` translation left in the app's folder, and a build script's input.
  static func monorepo(corpus: URL) throws -> (tables: [InputFile], sources: [InputFile]) {
    let resources = corpus.appendingPathComponent("home-assistant__iOS/Sources/App/Resources")
    func table(_ language: String, at path: String) throws -> InputFile {
      InputFile(
        path: path, data: try Data(contentsOf: resources.appendingPathComponent("\(language).lproj/Core.strings")))
    }
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Monorepo", defaultLocalization: "en",
        products: [.library(name: "Strings", targets: ["Strings"])],
        targets: [
          .target(name: "Strings", resources: [.process("Resources")]),
          .testTarget(name: "StringsTests", dependencies: [.target(name: "Strings")]),
        ])
      """
    return (
      [
        try table("pt-BR", at: "App/Resources/pt-BR.lproj/Core.strings"),
        try table("en-GB", at: "Scripts/strings/input/en.lproj/Core.strings"),
        try table("en", at: "Sources/Strings/Resources/en.lproj/Core.strings"),
        try table("pt-BR", at: "Sources/Strings/Resources/pt-BR.lproj/Core.strings"),
      ],
      [
        Self.file("App/Sources/AppDelegate.swift"), Self.file("Shared/Settings.swift"),
        Self.file("Sources/Strings/Strings.swift"), InputFile(path: "Package.swift", data: Data(manifest.utf8)),
      ]
    )
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func aLoneTranslationAndAScriptsInputAreNotTheMainTargetOfAMonorepo() throws {
    let (tables, sources) = try Self.monorepo(corpus: try #require(PackagePaths.corpus))
    let inferred = InferredTargets(tableFiles: tables, sourceFiles: sources)
    let byName = Dictionary(uniqueKeysWithValues: inferred.targets.map { ($0.name, $0) })
    #expect(byName.keys.sorted() == ["App", "Strings", "input"])
    // The module's table is the one an app's code can use: the stray translation is bigger than the script's input,
    // and both are app-like folders, but neither is a table a target builds.
    #expect(byName["Strings"]?.isMain == true)
    #expect(byName["Strings"]?.standing == .packageModule)
    #expect(byName["input"]?.standing == .notBuilt)
    #expect(byName["App"]?.standing == .translationsOnly)
    // The lone translation gets no code: the app's code and the code in no root are checked against the module.
    #expect(byName["App"]?.sourceFiles.isEmpty == true)
    #expect(
      byName["Strings"]?.sourceFiles.map(\.path) == [
        "App/Sources/AppDelegate.swift", "Shared/Settings.swift", "Sources/Strings/Strings.swift", "Package.swift",
      ])
    #expect(byName["App"]?.tableFiles.map(\.path) == ["App/Resources/pt-BR.lproj/Core.strings"])

    // The note ranks the targets with the reason for each; the lone translation is a located warning.
    let diagnostics = inferred.diagnostics
    let note = try #require(diagnostics.first { $0.rule == .inferredTargets })
    #expect(note.message.contains("1. Strings (2 table files): the package module 'Strings' of Package.swift"))
    #expect(note.message.contains("2. input (1 table file): in the folder of Package.swift but in none of its"))
    #expect(note.message.contains("3. App (1 table file): translations (pt-BR) with no development-language file (en)"))
    #expect(note.message.contains("Code in none of them is checked against Strings"))
    let warning = try #require(diagnostics.first { $0.rule == .missingDevelopmentFile })
    #expect(warning.severity == .warning)
    #expect(warning.location?.file == "App/Resources/pt-BR.lproj/Core.strings")
    #expect(warning.message.contains("add en.lproj/Core.strings if a target builds this folder"))
  }

  @Test func aTestTargetsOrAFixturesFolderRanksAfterAnApp() {
    let manifest = InputFile(
      path: "Checks/Package.swift",
      data: Data(#"let package = Package(targets: [.testTarget(name: "AppTests", path: "AppTests")])"#.utf8))
    let inferred = InferredTargets(
      tableFiles: [
        Self.file("App/en.lproj/Localizable.strings", bytes: 10),
        Self.file("Checks/AppTests/Resources/en.lproj/Localizable.strings", bytes: 1_000),
        Self.file("Support/Fixtures/en.lproj/Localizable.strings", bytes: 2_000),
      ],
      sourceFiles: [manifest])
    let byRoot = Dictionary(uniqueKeysWithValues: inferred.targets.map { ($0.root, $0) })
    #expect(byRoot["App"]?.isMain == true)
    #expect(byRoot["App"]?.standing == .appFolder)
    #expect(byRoot["Checks/AppTests"]?.standing == .notBuilt)
    #expect(byRoot["Checks/AppTests"]?.reason.contains("test target 'AppTests'") == true)
    #expect(byRoot["Support/Fixtures"]?.standing == .notBuilt)
    // Among equals, the most bytes first.
    #expect(inferred.rankedRoots == ["App", "Support/Fixtures", "Checks/AppTests"])
  }

  /// The lines of an Xcode project that matter here: a group per folder, a variant group, a synchronized folder.
  static let pbxproj = """
    // !$*UTF8*$!
    {
    	objects = {
    		1A0000000000000000000001 /* App */ = {isa = PBXGroup; children = (); path = App; sourceTree = "<group>"; };
    		1A0000000000000000000002 /* Resources */ = {
    			isa = PBXGroup;
    			children = (
    				1A0000000000000000000003 /* Localizable.strings */,
    			);
    			path = Resources;
    			sourceTree = "<group>";
    		};
    		1A0000000000000000000003 /* Localizable.strings */ = {
    			isa = PBXVariantGroup;
    			children = (1A0000000000000000000004 /* en */);
    			name = Localizable.strings;
    			sourceTree = "<group>";
    		};
    		1A0000000000000000000004 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    		1A0000000000000000000005 /* Share Extension */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "Share Extension"; sourceTree = "<group>"; };
    	};
    }
    """

  @Test func anXcodeProjectThatMayListAFolderKeepsItAnAppsFolder() {
    let manifest = InputFile(
      path: "Package.swift", data: Data(#"let package = Package(targets: [.target(name: "Kit")])"#.utf8))
    let tables = [
      Self.file("App/Resources/en.lproj/Localizable.strings", bytes: 100),
      Self.file("Sources/Kit/Resources/en.lproj/Localizable.strings", bytes: 10),
      Self.file("Scripts/input/en.lproj/Localizable.strings", bytes: 1_000),
    ]
    // In the package's folder but no target's: nothing builds the app's folder either, as far as the package says.
    let packageOnly = InferredTargets(tableFiles: tables, sourceFiles: [manifest])
    #expect(packageOnly.targets.first { $0.root == "App" }?.standing == .notBuilt)
    #expect(packageOnly.rankedRoots == ["Sources/Kit", "Scripts/input", "App"])
    // The Xcode project beside the manifest names the app's folders, not the script's.
    let project = XcodeProject(folder: "", pbxproj: Self.pbxproj)
    let withProject = InferredTargets(tableFiles: tables, sourceFiles: [manifest], xcodeProjects: [project])
    #expect(withProject.targets.first { $0.root == "App" }?.standing == .appFolder)
    #expect(withProject.targets.first { $0.root == "Scripts/input" }?.standing == .notBuilt)
    #expect(withProject.rankedRoots == ["App", "Sources/Kit", "Scripts/input"])
    // With no package, the project alone says that nothing builds a folder it never names.
    let projectOnly = InferredTargets(
      tableFiles: [tables[0], Self.file("Tools/input/en.lproj/Localizable.strings", bytes: 1_000)],
      sourceFiles: [], xcodeProjects: [project])
    let tool = projectOnly.targets.first { $0.root == "Tools/input" }
    #expect(tool?.standing == .notBuilt)
    #expect(tool?.reason == "the Xcode project names none of its folders, so nothing builds it")
    #expect(projectOnly.targets.first(where: \.isMain)?.root == "App")
  }

  @Test func anXcodeProjectsNamesAreItsGroupAndFilePaths() {
    let project = XcodeProject(folder: "Apps/Mail", pbxproj: Self.pbxproj)
    #expect(project.referencedNames?.isSuperset(of: ["App", "Resources", "en.lproj", "Share Extension"]) == true)
    #expect(project.mayContain(folder: "./Apps/Mail/App/Resources"))
    #expect(project.mayContain(folder: "Apps/Mail/Share Extension/Base.lproj"))
    #expect(project.mayContain(folder: "Apps/Mail"))
    #expect(!project.mayContain(folder: "Apps/Mail/Scripts/input"))
    #expect(!project.mayContain(folder: "Apps/Other/App"))
    // A generated project or a workspace is not read: it may list any folder in its own.
    let generated = XcodeProject(unreadAt: "Apps/Mail")
    #expect(generated.mayContain(folder: "Apps/Mail/Scripts/input"))
    #expect(!generated.mayContain(folder: "Apps/Other/App"))
  }

  @Test func translationsAloneAreATablesOnlyWhereTheDevelopmentLanguageIsKnown() {
    // InfoPlist's development texts are in Info.plist: its translations alone are a target's table.
    let infoPlist = InferredTargets(
      tableFiles: [
        Self.file("App/fr.lproj/InfoPlist.strings"), Self.file("Widget/fr.lproj/InfoPlist.strings"),
        Self.file("Widget/en.lproj/Localizable.strings"),
      ],
      sourceFiles: [Self.file("App/App.swift")])
    #expect(infoPlist.targets.allSatisfy { $0.standing == .appFolder })
    #expect(infoPlist.targets.first { $0.root == "App" }?.sourceFiles.map(\.path) == ["App/App.swift"])
    // An app that keeps its texts in Base and a widget in en both have a development-language table.
    let baseAndEnglish = InferredTargets(
      tableFiles: [
        Self.file("App/Base.lproj/Localizable.strings", bytes: 100), Self.file("Widget/en.lproj/Localizable.strings"),
        Self.file("Old/fr.lproj/Localizable.strings"),
      ],
      sourceFiles: [])
    #expect(baseAndEnglish.developmentLanguage == "Base")
    #expect(baseAndEnglish.targets.filter { $0.standing == .translationsOnly }.map(\.root) == ["Old"])
    // Without Base, en or en-US anywhere, nothing says which language is the development one.
    let german = InferredTargets(
      tableFiles: [Self.file("App/de.lproj/Localizable.strings"), Self.file("Widget/fr.lproj/Localizable.strings")],
      sourceFiles: [])
    #expect(german.developmentLanguage == nil)
    #expect(german.targets.allSatisfy { $0.standing != .translationsOnly })
    // A configured development language decides.
    let configured = InferredTargets(
      tableFiles: [Self.file("App/de.lproj/Localizable.strings"), Self.file("Widget/fr.lproj/Localizable.strings")],
      sourceFiles: [], developmentLanguage: "de")
    #expect(configured.targets.first { $0.root == "Widget" }?.standing == .translationsOnly)
    #expect(configured.targets.first(where: \.isMain)?.root == "App")
  }
}
