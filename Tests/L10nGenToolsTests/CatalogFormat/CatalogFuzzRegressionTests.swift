import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenTools

/// Inputs the `catalogtools` fuzz target found or checks (`FuzzRegressions/catalogtools`), through `format` and a merge
/// with itself, as its harness runs them.
@Suite struct CatalogFuzzRegressionTests {
  /// The saved inputs.
  static let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent(
    "FuzzRegressions/catalogtools")

  /// The saved inputs' file names, README aside.
  static let inputs: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "README.md" }.sorted()

  @Test func theFolderHoldsInputs() {
    #expect(!Self.inputs.isEmpty)
  }

  /// Each input formats to output or one located error; the output formats to itself with nothing left to repair, and
  /// a merge of the input with itself gives it, formatted without repairs, with no conflict.
  @Test(arguments: inputs)
  func formatsOnceAndMergesWithItself(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let result = CatalogFormatter.format(data, path: name)
    guard let formatted = result.formatted else {
      #expect(result.diagnostics.count == 1)
      #expect(result.diagnostics.first?.severity == .error)
      #expect((result.diagnostics.first?.location?.line ?? 0) >= 1)
      return
    }
    let again = CatalogFormatter.format(formatted, path: name)
    #expect(again.formatted == formatted)
    #expect(again.diagnostics.isEmpty)
    let merge = CatalogMerger.merge(base: data, ours: data, theirs: data, paths: (name, name, name))
    #expect(merge.conflicts.isEmpty)
    if result.repairCount == 0 { #expect(merge.merged == formatted) }
  }

  /// A key named twice whose two values differ only behind a repeated member (`{"comment":"c","comment":"c"}`, then
  /// `{"comment":"c","extractionState":"manual"}`) is named twice with different values: writing the first would lose
  /// the `extractionState` the catalog reader keeps.
  @Test func aRepeatedKeyWhoseValuesDifferBehindARepeatedMemberIsAnError() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("repeated-key-hides-a-member.xcstrings"))
    let result = CatalogFormatter.format(data, path: "R.xcstrings")
    #expect(result.formatted == nil)
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey])
    #expect(result.diagnostics.first?.location.map { "\($0)" } == "R.xcstrings:1:69")
    #expect(StringCatalogReader.parse(data, path: "R.xcstrings").catalog?.entries.first?.extractionState == .manual)
  }
}
