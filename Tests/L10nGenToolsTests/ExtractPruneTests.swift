import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// `extract --prune` deletes only what `lint --sources` calls unused: the uses `extract` cannot write (generated
/// accessors, `lz*` keys, calls out of sight) keep their keys, read from the same ``KeyUsageIndex`` as `lint`'s
/// (``GeneratorPipeline/keyUsages(files:config:sources:)``).
@Suite struct ExtractPruneTests {
  static let table = InputFile(
    path: "Resources/en.lproj/Localizable.strings",
    data: Data(
      """
      "login.title" = "Sign In";
      "login.submit" = "Continue";
      "Open" = "Open";
      "extracted" = "Extracted";
      "gone" = "Gone";

      """.utf8))

  static let source = InputFile(
    path: "App/View.swift",
    data: Data(
      """
      let title = L10n.Login.title
      let submit = L10n.Login.submit
      let button = AsyncButton("Open") {}
      let text = String(localized: "extracted")
      print("gone")
      """.utf8))

  /// The merge of the table with what the sources use, as `extract --prune` runs it.
  static func prunedMerge() -> (merge: StringsTableExtractor.Merge, uses: UnusedKeyRule.Uses) {
    let (index, _) = GeneratorPipeline.keyUsages(files: [table], config: L10nGenConfig(), sources: [source])
    let uses = UnusedKeyRule.Uses(index, table: "Localizable")
    let existing = StringsFileReader.parse(table.data, path: table.path).entries
    let extracted = StringsTableExtractor.entries(from: index.usages)["Localizable"] ?? []
    let merge = StringsTableExtractor.merge(
      existingData: table.data, existing: existing, extracted: extracted, prune: true,
      isInUse: { uses.verdict(for: $0) != .unused })
    return (merge, uses)
  }

  @Test func generatedAccessorsMapBackToTheirKeys() {
    let (index, _) = GeneratorPipeline.keyUsages(files: [Self.table], config: L10nGenConfig(), sources: [Self.source])
    let accessors = index.usages.filter { $0.form == .generatedAccessor }.compactMap(\.key.text)
    #expect(accessors == ["login.title", "login.submit"])
  }

  @Test func pruneKeepsEveryKeyLintCountsAsUsedOrPossiblyUsed() {
    let (merge, uses) = Self.prunedMerge()
    #expect(merge.unused.map(\.key) == ["gone"])
    #expect(merge.kept.map(\.key) == ["login.title", "login.submit", "Open"])
    #expect(uses.verdict(for: "login.title") == .used)
    if case .uncertain(let use) = uses.verdict(for: "Open") {
      #expect(use.callee == "AsyncButton")
    } else {
      Issue.record("'Open' is a possible use of AsyncButton: \(uses.verdict(for: "Open"))")
    }
    #expect(
      merge.text == """
        "login.title" = "Sign In";
        "login.submit" = "Continue";
        "Open" = "Open";
        "extracted" = "Extracted";

        """)
  }

  @Test func withoutTheTablesTheAccessorsAreUnknown() {
    // The side door `extract` had: an analysis without the tables maps no accessor, so their keys looked unused.
    let (index, _) = GeneratorPipeline.keyUsages(files: [], config: L10nGenConfig(), sources: [Self.source])
    #expect(index.usages.allSatisfy { $0.form != .generatedAccessor })
  }
}
