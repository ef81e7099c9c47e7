import Foundation
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCore

/// `lint --sources` and `extract` on two real apps of the shared corpus, whose sources sit next to their tables.
/// The assertions are properties of a healthy app, derived from the corpus rather than counted.
struct SourceCorpusTests {
  static let maccy = PackagePaths.corpus?.appendingPathComponent("p0deje__Maccy")
  static let netNewsWire = PackagePaths.corpus?.appendingPathComponent("Ranchero-Software__NetNewsWire")

  static var hasMaccy: Bool { maccy.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }
  static var hasNetNewsWire: Bool { netNewsWire.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }

  /// NetNewsWire's app target: the shared catalog, with the Mac, iOS and shared sources (the widget and the
  /// modules are targets with catalogs of their own).
  static func netNewsWireApp() -> SourceFixtureApp? {
    guard let root = netNewsWire else { return nil }
    return SourceFixtureApp(
      root, sources: ["Mac", "iOS", "Shared"].map { root.appendingPathComponent($0) },
      tableFolders: [root.appendingPathComponent("Shared")])
  }

  /// The usages at the locations of `diagnostics`.
  private func usages(at diagnostics: [Diagnostic], in index: KeyUsageIndex) -> [KeyUsage] {
    let locations = Set(diagnostics.compactMap(\.location))
    return index.usages.filter { locations.contains($0.location) }
  }

  @Test(.enabled(if: hasNetNewsWire)) func netNewsWireCatalogHasEveryKeyItsCodeUses() throws {
    // Xcode extracts the catalog from this code, so a key the code uses and the catalog lacks is a scanner bug.
    let app = try #require(Self.netNewsWireApp())
    let result = app.lint()
    let undefined = result.diagnostics.filter { $0.rule == .undefinedKey && $0.severity == .error }
    #expect(undefined.isEmpty, "\(undefined.prefix(5))")
    let index = app.usages()
    let localizable = index.usages(ofTable: "Localizable").filter { $0.form != .generatedAccessor }
    #expect(localizable.count > 100)
    // Extraction agrees: every key it would write is in the catalog.
    let catalogKeys = Set(result.tables.first { $0.name == "Localizable" }?.entries.map(\.key) ?? [])
    let extracted = StringsTableExtractor.entries(from: index.usages)["Localizable"] ?? []
    #expect(!extracted.isEmpty)
    #expect(extracted.filter { !catalogKeys.contains($0.key) }.map(\.key) == [])
  }

  @Test(.enabled(if: hasNetNewsWire)) func netNewsWireHasFewUnusedKeys() throws {
    let app = try #require(Self.netNewsWireApp())
    let result = app.lint()
    let unused = result.diagnostics.filter { $0.rule == .unusedKey }
    let defined = result.tables.first { $0.name == "Localizable" }?.definedEntries.count ?? 0
    #expect(defined > 0)
    // Xcode marks keys it no longer finds as stale; the few left are App Intents texts and a module's key.
    #expect(unused.count * 20 < defined, "\(unused.count) of \(defined) keys unused")
  }

  @Test(.enabled(if: hasMaccy)) func maccyUndefinedKeysAreOnlyXcodeExtractedLiterals() throws {
    let root = try #require(Self.maccy).appendingPathComponent("Maccy")
    let app = SourceFixtureApp(root)
    let result = app.lint()
    let undefined = result.diagnostics.filter { $0.rule == .undefinedKey && $0.severity == .error }
    let found = usages(at: undefined, in: app.usages())
    #expect(found.count == undefined.count)
    // Maccy keeps every key of its NSLocalizedString and String(localized:) calls in its tables; what is left
    // are SwiftUI literals and App Intents resources whose key is the English text, which Maccy never added.
    let forms = Set(found.map(\.form))
    #expect(forms.isSubset(of: [.swiftUI, .localizedStringResource]), "\(forms)")
    // None is a typo of a defined key.
    #expect(undefined.allSatisfy { !$0.message.contains("did you mean") })
  }

  @Test(.enabled(if: hasMaccy)) func maccyExtractKeepsEveryExistingValue() throws {
    let root = try #require(Self.maccy).appendingPathComponent("Maccy")
    let app = SourceFixtureApp(root)
    let index = KeyUsageIndex.scanning(
      app.sources, config: app.config, project: AnalyzedProject(analyzing: [], config: app.config))
    let extracted = StringsTableExtractor.entries(from: index.usages)
    #expect(!extracted.isEmpty)
    for (table, entries) in extracted {
      let url = root.appendingPathComponent("en.lproj/\(table).strings")
      guard let data = try? Data(contentsOf: url) else { continue }
      let existing = StringsFileReader.parse(data, path: url.path).entries
      let merge = StringsTableExtractor.merge(existing: existing, extracted: entries, prune: false)
      let merged = StringsFileReader.parse(Data(merge.text.utf8), path: "merged.strings").entries
      let mergedValues = Dictionary(merged.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
      for entry in existing {
        #expect(mergedValues[entry.key] == entry.value, "\(table): \(entry.key)")
      }
    }
  }
}
