import Foundation
import L10nGenCore
import Testing

@Suite struct ProjectAnalyzerTests {
  static func analyzedCatalog(_ strings: String) throws -> LocalizationTable {
    let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings)}}"
    let (tables, diagnostics) = TableBuilder.buildTables(
      from: [InputFile(path: "Localizable.xcstrings", data: Data(json.utf8))], developmentLanguage: nil)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return ProjectAnalyzer.analyze(try #require(tables.first))
  }

  static func entry(_ key: String, state: String? = nil, en: String, de: String? = nil) -> String {
    let stateField = state.map { "\"extractionState\": \"\($0)\", " } ?? ""
    let german = de.map { ", \"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0)\"}}" } ?? ""
    return "\"\(key)\": {\(stateField)\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", "
      + "\"value\": \"\(en)\"}}\(german)}}"
  }

  @Test func everyValueIsParsedOnceAndKeptOnTheEntry() throws {
    let table = try Self.analyzedCatalog(Self.entry("greeting", en: "Hi %@", de: "Hallo %1$@ %2$ld"))
    let entry = try #require(table.entries.first)
    #expect(entry.formats["en"]?.parameters.map(\.type) == [.string])
    #expect(entry.formats["de"]?.parameters.map(\.type) == [.string, .int])
    #expect(entry.signature == EntrySignature(parameters: entry.formats["en"]!.parameters, source: .developmentValue))
    #expect(table.isAnalyzed)
  }

  @Test(
    arguments: [
      (nil, "starred", EntrySignature.Source.codeKey),
      ("extracted_with_value", "starred", .codeKey),
      ("manual", "starred", .codeKey),
      ("stale", "starred", .developmentValue),
      ("migrated", "starred", .developmentValue),
      (nil, "%lld starred", .developmentValue),
      (nil, "starred %@", .developmentValue),
    ] as [(String?, String, EntrySignature.Source)])
  func aCodeWrittenCatalogKeyGivesItsArgumentsWhenTheValueDropsThem(
    state: String?, value: String, expected: EntrySignature.Source
  ) throws {
    let table = try Self.analyzedCatalog(Self.entry("favorites %lld", state: state, en: value))
    let signature = try #require(table.entries.first?.signature)
    #expect(signature.source == expected)
    if expected == .codeKey { #expect(signature.parameters.map(\.type) == [.int]) }
  }

  @Test func keysOfStringsFilesAreNeverSignatures() {
    let (tables, _) = TableBuilder.buildTables(
      from: [InputFile(path: "en.lproj/Localizable.strings", data: Data("\"n %ld\" = \"none\";\n".utf8))],
      developmentLanguage: nil)
    let table = ProjectAnalyzer.analyze(tables)
    #expect(table.first?.entries.first?.signature?.source == .developmentValue)
    #expect(table.first?.entries.first?.signature?.parameters.isEmpty == true)
  }
}
