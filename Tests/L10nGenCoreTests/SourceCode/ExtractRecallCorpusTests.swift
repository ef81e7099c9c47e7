import Foundation
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCore

/// `extract` against Xcode's own extraction on the corpus apps whose String Catalog Xcode fills: the keys Xcode
/// extracted are the catalog entries without an `extractionState` of `manual` or `stale`. Each app pins a floor for
/// recall and precision, so a scanner change that loses keys or invents some fails here.
struct ExtractRecallCorpusTests {
  /// One app: its catalog, its source folders and the floors it must keep.
  struct App: CustomStringConvertible, Sendable {
    var name: String
    var catalog: String
    var sources: [String]
    var minimumRecall: Double
    var minimumPrecision: Double

    var description: String { name }
  }

  static let apps: [App] = [
    App(
      name: "milanvarady__Applite", catalog: "Localizable.xcstrings", sources: ["Applite"], minimumRecall: 0.96,
      minimumPrecision: 0.98),
    App(
      name: "linearmouse__linearmouse", catalog: "LinearMouse/Localizable.xcstrings", sources: ["LinearMouse"],
      minimumRecall: 0.99, minimumPrecision: 0.98),
    App(
      name: "Cizzuk__CSE", catalog: "Localizable.xcstrings",
      sources: ["CSE", "CSE CCWidget", "CSE Extension", "CSE ContentBlocker", "Shared"], minimumRecall: 0.93,
      minimumPrecision: 0.98),
    App(
      name: "Ranchero-Software__NetNewsWire", catalog: "Shared/Localizable.xcstrings",
      sources: ["Mac", "iOS", "Shared"], minimumRecall: 0.99, minimumPrecision: 0.98),
  ]

  static var hasCorpus: Bool {
    PackagePaths.corpus.map { FileManager.default.fileExists(atPath: $0.appendingPathComponent(apps[0].name).path) }
      ?? false
  }

  /// The catalog's keys by extraction state (`nil` for keys Xcode extracted).
  static func catalogKeys(_ url: URL) throws -> [String: String?] {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let strings = json?["strings"] as? [String: Any] ?? [:]
    return strings.mapValues { (($0 as? [String: Any])?["extractionState"] as? String) }
  }

  /// Recall and precision of `extract` on `app`, with the keys missed and the keys invented.
  static func measure(_ app: App) throws -> (recall: Double, precision: Double, missed: [String], extra: [String]) {
    let root = try #require(PackagePaths.corpus).appendingPathComponent(app.name)
    let states = try catalogKeys(root.appendingPathComponent(app.catalog))
    let xcode = Set(states.filter { $0.value != "manual" && $0.value != "stale" }.keys)
    // A key the catalog keeps as `manual` or `stale` counts neither way: Xcode may or may not see it.
    let undecided = Set(states.keys).subtracting(xcode)
    let fixture = SourceFixtureApp(root, sources: app.sources.map { root.appendingPathComponent($0) }, tableFolders: [])
    let index = KeyUsageIndex.scanning(
      fixture.sources, config: fixture.config, project: AnalyzedProject(analyzing: [], config: fixture.config))
    let extracted = Set((StringsTableExtractor.entries(from: index.usages)["Localizable"] ?? []).map(\.key))
      .subtracting(undecided)
    let found = extracted.intersection(xcode)
    let recall = xcode.isEmpty ? 1 : Double(found.count) / Double(xcode.count)
    let precision = extracted.isEmpty ? 1 : Double(found.count) / Double(extracted.count)
    return (recall, precision, xcode.subtracting(extracted).sorted(), extracted.subtracting(xcode).sorted())
  }

  @Test(.enabled(if: hasCorpus, "needs ../shared/corpus"), arguments: apps)
  func extractFindsXcodesKeys(_ app: App) throws {
    let measured = try Self.measure(app)
    let summary =
      "\(app.name): recall \(String(format: "%.3f", measured.recall)), precision "
      + "\(String(format: "%.3f", measured.precision)); missed \(measured.missed.count): "
      + "\(measured.missed.prefix(400)); extra \(measured.extra.count): \(measured.extra.prefix(400))"
    if ProcessInfo.processInfo.environment["L10N_GEN_PRINT_RECALL"] != nil { print(summary) }
    #expect(measured.recall >= app.minimumRecall, "\(summary)")
    #expect(measured.precision >= app.minimumPrecision, "\(summary)")
  }
}
