import Foundation
import Testing

@testable import L10nGenCore

/// The analysed project is the one place where tables are analysed and named: rendering and the source checks read
/// the same names.
@Suite struct AnalyzedProjectTests {
  private static func file(_ path: String, _ text: String) -> InputFile {
    InputFile(path: path, data: Data(text.utf8))
  }

  @Test func everyTableIsAnalysedAndOnlySelectedNonInterfaceTablesAreNamed() throws {
    let (tables, _) = TableBuilder.buildTables(
      from: [
        Self.file("en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n"),
        Self.file("en.lproj/Other.strings", "\"x\" = \"X\";\n"),
      ], developmentLanguage: nil)
    var config = L10nGenConfig()
    config.tables = ["Localizable"]
    let project = AnalyzedProject(analyzing: tables, config: config)
    #expect(project.tables.count == 2)
    #expect(project.tables.allSatisfy { $0.isAnalyzed })
    #expect(project.generatedTables.map(\.name) == ["Localizable"])
    #expect(project.symbols.tables.map(\.table) == ["Localizable"])
    let hello = try #require(project.table(named: "Localizable")?.entries.first)
    #expect(hello.signature?.parameters.map(\.type) == [.string])
  }

  /// `Home-Screen` and `HomeScreen` both want the namespace `HomeScreen`; when only `HomeScreen` is generated it gets
  /// that name, and the source checks must read `L10n.HomeScreen.title` as its key, not as the unselected table's
  /// (which made `title` a false `unused-key`).
  @Test func sourceChecksNameTablesAsTheGeneratedCodeDoes() throws {
    var config = L10nGenConfig()
    config.tables = ["HomeScreen"]
    let files = [
      Self.file("App/en.lproj/Home-Screen.strings", "\"other\" = \"Other\";\n"),
      Self.file("App/en.lproj/HomeScreen.strings", "\"title\" = \"Home\";\n\"subtitle\" = \"Start\";\n"),
    ]
    let source = Self.file(
      "App/Sources/App.swift",
      """
      let title = L10n.HomeScreen.title
      let subtitle = NSLocalizedString("subtitle", tableName: "HomeScreen", comment: "")

      """)
    let templates = try #require(TemplateSet.builtin(named: "structured"))
    let result = GeneratorPipeline.run(
      files: files, config: config, templates: templates, validator: .lint, sources: [source])
    let generated = try #require(result.files.first { $0.name == "HomeScreen+L10nGen.swift" })
    #expect(generated.contents.contains("enum HomeScreen {"))
    #expect(result.diagnostics.allSatisfy { $0.rule != .nameCollision })
    let sourceRules = result.diagnostics.filter { [.unusedKey, .undefinedKey].contains($0.rule) }
    #expect(sourceRules.isEmpty, "\(sourceRules)")
  }
}
