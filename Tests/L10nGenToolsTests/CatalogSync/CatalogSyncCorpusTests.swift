import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenTools

/// `sync` on the corpus apps whose catalogs Xcode filled by extraction, at a commit where Xcode last built them: the
/// catalog should already be in step with the code. Every difference is counted here and explained; the counts may
/// shrink as the scanner learns, never grow.
@Suite struct CatalogSyncCorpusTests {
  /// One app's catalog, the sources of its target, and the differences known.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The app's corpus folder.
    var app: String
    /// The catalog, relative to the app's folder.
    var catalog: String
    /// The target's source folders, relative to the app's folder.
    var sources: [String]
    /// Changes `sync` would make (Xcode had not built the target since the code changed, or a scanner miss).
    var changes: Int = 0
    /// Keys Xcode extracted that no extractable call of the scan names but that the code uses, or may use, otherwise:
    /// scanner misses that `sync` keeps as they are (it neither adds them nor marks them stale).
    var kept: Int = 0
    /// Uses whose key has an interpolation of a type the scan cannot see: not synced (a warning).
    var notSynced: Int = 0

    var testDescription: String { "\(app)/\(catalog)" }
  }

  static let cases: [Case] =
    [
      // 'Open' and 'Refresh App Catalog' are passed to `AsyncButton`, a view from a package outside the corpus whose
      // title is a `LocalizedStringKey`: the compiler tells Xcode, the scan sees a call out of sight (kept).
      Case(app: "milanvarady__Applite", catalog: "Localizable.xcstrings", sources: ["."], kept: 2),
      // `Text("This will delete all settings for \"\(appName)\".")`: the interpolation's type is not visible (a warning;
      // the key matches the catalog's '%@' form, so it is used and stays).
      Case(app: "linearmouse__linearmouse", catalog: "LinearMouse/Localizable.xcstrings", sources: ["."], notSynced: 1),
      // The empty key `""` (always counted as used) and 12 `shouldTranslate: false` keys (search-engine domains and
      // 'GitHub') that the code writes only as plain strings (`Text(domain)` over a `[String]`), while it also looks
      // keys up at run time (`String(localized: position.displayName)`): kept as possibly used. No extracting call for
      // them is in the sources at this commit.
      Case(app: "Cizzuk__CSE", catalog: "Localizable.xcstrings", sources: ["."], kept: 13),
      Case(app: "newmarcel__KeepingYouAwake", catalog: "KeepingYouAwake/Localizable.xcstrings", sources: ["."]),
      // 'Favicons' ("Activity owner name") moved to the ActivityLog package, which has its own catalog; the app's
      // catalog still has it because Xcode had not built the app since: Xcode's next build marks it stale too.
      // `Text("\(month) months", comment: ...)`: the type of `month` (a `ForEach` element) is not visible (a warning;
      // the catalog's '%lld months' matches it, so it stays).
      Case(
        app: "Ranchero-Software__NetNewsWire", catalog: "Shared/Localizable.xcstrings",
        sources: ["Shared", "Mac", "iOS"], changes: 1, kept: 1, notSynced: 1),
      Case(
        app: "Ranchero-Software__NetNewsWire", catalog: "Widget/Resources/Localizable.xcstrings", sources: ["Widget"]),
      Case(
        app: "Ranchero-Software__NetNewsWire",
        catalog: "Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings",
        sources: ["Modules/ActivityLog"]),
    ]
    // Connect: 16 keys are passed to TCA's `TextState`, declared outside the corpus (kept as possibly used), and two
    // `Text("You have access until \(context.date, format: ...) **(...)**.")` keys interpolate with a `format:`, whose
    // text type the scan does not infer (3 warnings; kept as used).
    + ["AuthClient", "Backport", "Connect", "EAPConfigurator", "Main", "NotificationClient"].map { module in
      Case(
        app: "geteduroam__apple-app",
        catalog: "geteduroam/GeteduroamPackage/Sources/\(module)/Resources/Localizable.xcstrings",
        sources: ["geteduroam/GeteduroamPackage/Sources/\(module)"], kept: module == "Connect" ? 18 : 0,
        notSynced: module == "Connect" ? 3 : 0)
    }

  /// What `sync --check` finds for `testCase`: the result, and the uses it cannot sync.
  static func sync(_ testCase: Case, corpus: URL) throws -> (result: CatalogSyncResult, notSynced: [KeyUsage]) {
    let app = corpus.appendingPathComponent(testCase.app)
    let catalogURL = app.appendingPathComponent(testCase.catalog)
    let catalog = InputFile(path: catalogURL.path, data: try Data(contentsOf: catalogURL))
    let sources = try testCase.sources.flatMap { folder in
      try PackagePaths.files(in: app.appendingPathComponent(folder), withExtensions: ["swift", "m", "h"]).map { url in
        InputFile(path: url.path, data: try Data(contentsOf: url))
      }
    }
    let (index, _) = GeneratorPipeline.keyUsages(files: [catalog], config: L10nGenConfig(), sources: sources)
    let uses = UnusedKeyRule.Uses(index, table: "Localizable")
    let result = try CatalogSynchronizer.sync(
      catalog.data, path: catalog.path, codeKeys: CatalogCodeKey.keys(from: index.usages, table: "Localizable"),
      prune: false, isInUse: { uses.verdict(for: $0) != .unused })
    return (result, StringsTableExtractor.skippedUsages(index.usages(ofTable: "Localizable")))
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"), arguments: cases)
  func anXcodeFilledCatalogIsInStepWithItsCode(_ testCase: Case) throws {
    let corpus = try #require(PackagePaths.corpus)
    let (result, notSynced) = try Self.sync(testCase, corpus: corpus)
    #expect(result.changes.count <= testCase.changes, "\(result.changes)")
    #expect(result.kept.count <= testCase.kept, "\(result.kept)")
    #expect(notSynced.count <= testCase.notSynced, "\(notSynced.map(\.location))")
    #expect(result.isInSync == (result.synced == result.original))
  }
}
