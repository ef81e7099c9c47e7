import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// `.strings` and `.stringsdict` files compiled to binary property lists (what built bundles and vendored frameworks
/// hold) are read as Apple reads them, with a `compiled-table` note and no `encoding` error.
@Suite struct CompiledTableTests {
  static let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("CompiledTables")

  @Test func aCompiledStringsTableIsReadWithANote() throws {
    let path = Self.folder.appendingPathComponent("Localizable.strings").path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = StringsFileReader.parse(data, path: path)
    #expect(result.diagnostics.map(\.rule) == [.compiledTable])
    #expect(result.diagnostics.first?.severity == .note)
    let values = Dictionary(uniqueKeysWithValues: result.entries.map { ($0.key, $0.value) })
    #expect(
      values == [
        "login.title": "Sign in", "greeting": "Hello, %@!", "emoji": "Café ☕️", "quote": "\"quoted\"\n",
      ])
    #expect(result.entries.allSatisfy { $0.keyLocation.line == 1 && $0.comment == nil })
  }

  @Test func aCompiledStringsDictIsReadAsItsXMLFormIs() throws {
    let path = Self.folder.appendingPathComponent("Localizable.stringsdict").path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = StringsDictReader.parse(data, path: path)
    #expect(result.diagnostics.map(\.rule) == [.compiledTable])
    let entry = try #require(result.entries.first)
    #expect(entry.key == "items")
    #expect(entry.value.substitutions.map(\.name) == ["n"])
    #expect(entry.value.substitutions.first?.formatSpecifier == "ld")
  }

  @Test func aCompiledTableWithOtherValuesOrADamagedOneIsReportedNotMisread() throws {
    let mixed = try PropertyListSerialization.data(
      fromPropertyList: ["a": "A", "b": ["not", "a", "string"]], format: .binary, options: 0)
    let result = StringsFileReader.parse(mixed, path: "en.lproj/Localizable.strings")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.map(\.rule) == [.compiledTable, .syntaxError])
    #expect(result.diagnostics.last?.message.contains("'b' is an array, not a string") == true)

    let truncated = StringsFileReader.parse(mixed.prefix(mixed.count - 3), path: "en.lproj/Localizable.strings")
    #expect(truncated.entries.isEmpty)
    #expect(truncated.diagnostics.containsErrors)
    #expect(!truncated.diagnostics.contains { $0.rule == .encoding })

    let array = try PropertyListSerialization.data(fromPropertyList: ["a"], format: .binary, options: 0)
    let notADictionary = StringsFileReader.parse(array, path: "en.lproj/Localizable.strings")
    #expect(notADictionary.diagnostics.last?.message.contains("root is an array") == true)
  }

  @Test func theTableBuilderSeesACompiledTableLikeAnyOther() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("Localizable.strings"))
    let contents = InputKind.strings.read(data, path: "Kit.framework/en.lproj/Localizable.strings")
    #expect(contents.entries.count == 4)
    #expect(!contents.diagnostics.contains { $0.severity != .note })
  }
}
