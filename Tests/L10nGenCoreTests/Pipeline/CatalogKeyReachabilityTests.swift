import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// Every key of every String Catalog of `../shared/corpus`, as Xcode wrote it, gets an accessor with the default
/// configuration: a key is its own development text, so one without a development-language value (what Xcode writes
/// for `Text("Account")`) is as reachable as one with it. Interface Builder catalogs (`mul.lproj`, keyed by object
/// IDs, which translate a storyboard and get no API) and the states of real merges (`merges__xcstrings`) are left out.
@Suite struct CatalogKeyReachabilityTests {
  /// The corpus catalogs an app's code looks strings up in, sorted by path.
  static let catalogs: [URL] = PackagePaths.files(in: PackagePaths.realFiles, withExtensions: ["xcstrings"]).filter {
    !$0.path.contains("/mul.lproj/") && !$0.path.contains("/merges__xcstrings/")
  }

  /// Every key of `namespace` and of the namespaces below it that has an accessor.
  static func accessorKeys(of namespace: KeyNamespace, into keys: inout Set<String>) {
    for member in namespace.members { keys.insert(member.key) }
    for child in namespace.namespaces { accessorKeys(of: child, into: &keys) }
  }

  @Test func everyCatalogKeyWithALetterHasAnAccessor() throws {
    let corpus = PackagePaths.realFiles
    let full = PackagePaths.hasFullCorpus
    #expect(Self.catalogs.count > (full ? 100 : 5))
    var keysWithoutSourceValue = 0
    for url in Self.catalogs {
      let relative = String(url.path.dropFirst(corpus.path.count + 1))
      let (tables, diagnostics) = TableBuilder.buildTables(
        from: [InputFile(path: relative, data: try Data(contentsOf: url))], developmentLanguage: nil)
      #expect(!diagnostics.containsErrors, "\(relative): \(diagnostics.prefix(3))")
      let project = AnalyzedProject(analyzing: tables, config: L10nGenConfig())
      for table in project.generatedTables {
        let symbols = try #require(project.symbols.symbols(ofTable: table.name))
        var reachable: Set<String> = []
        Self.accessorKeys(of: symbols.accessors, into: &reachable)
        let keys = table.entries.map(\.key).filter { $0.contains(where: \.isLetter) }
        let unreachable = keys.filter { !reachable.contains($0) }
        #expect(
          unreachable.isEmpty, "\(relative): \(unreachable.count) of \(keys.count) keys: \(unreachable.prefix(5))")
        keysWithoutSourceValue += table.entries.count { $0.values[table.developmentLanguage] == nil }
      }
    }
    // The corpus's catalogs hold thousands of keys Xcode wrote without a source value: the rule is exercised.
    #expect(keysWithoutSourceValue > (full ? 1000 : 100))
  }

  /// The three keys of the issue that found the gap: a key with only a French value, one with no value at all and one
  /// with an English value all get accessors, named from the key, documented with the text users see.
  @Test func keysWithoutADevelopmentValueAreNamedFromTheKey() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%@ (%lld devices)" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ (%2$lld appareils)" } }
            }
          },
          "Account" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Compte" } }
            }
          },
          "greeting" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
            }
          },
          "Settings" : {

          }
        },
        "version" : "1.0"
      }
      """
    let result = GeneratorPipeline.run(
      files: [InputFile(path: "Localizable.xcstrings", data: Data(catalog.utf8))], config: L10nGenConfig(),
      templates: TemplateSet.builtin(named: "structured"))
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let text = try #require(result.files.first { $0.name == "Localizable+L10nGen.swift" }).contents
    for expected in [
      "  /// Account\n  internal nonisolated static var account: String { _l10nGenString(\"Account\") }",
      "  internal nonisolated static func devices(_ p1: String, _ p2: Int) -> String {",
      "  internal nonisolated static var greeting: String",
      "  internal nonisolated static var settings: String",
    ] {
      #expect(text.contains(expected), "\(expected)\n--- generated:\n\(text)")
    }
  }
}
