import Foundation
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
}
