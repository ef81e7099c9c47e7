import Foundation
import Testing

@testable import L10nGenCore

/// Inputs found by (or written for) the libFuzzer harnesses in `Fuzz/`: each must parse without crashing or hanging.
@Suite struct StringsDictFuzzRegressionTests {
  @Test func everyStringsDictRegressionParses() throws {
    let files = TableBuilderTestSupport.files(
      under: TableBuilderTestSupport.fixture("FuzzRegressions/stringsdict"), suffix: ""
    )
    .filter { !$0.hasDirectoryPath }
    #expect(files.count >= 4)
    for url in files {
      let result = StringsDictReader.parse(try Data(contentsOf: url), path: url.lastPathComponent)
      #expect(result.entries.count + result.diagnostics.count > 0, "\(url.lastPathComponent)")
    }
  }

  @Test func everyStringCatalogRegressionParses() throws {
    let files = TableBuilderTestSupport.files(
      under: TableBuilderTestSupport.fixture("FuzzRegressions/xcstrings"), suffix: ""
    )
    .filter { !$0.hasDirectoryPath }
    #expect(files.count >= 3)
    for url in files {
      let result = StringCatalogReader.parse(try Data(contentsOf: url), path: url.lastPathComponent)
      #expect(result.diagnostics.containsErrors, "\(url.lastPathComponent)")
    }
  }

  @Test func deepXMLAndEntityExpansionAreDiagnosedNotFatal() throws {
    let base = TableBuilderTestSupport.fixture("FuzzRegressions/stringsdict")
    let deep = StringsDictReader.parse(
      try Data(contentsOf: base.appendingPathComponent("deep-nesting.stringsdict")), path: "deep")
    #expect(deep.diagnostics.containsErrors)
    let nested = StringsDictReader.parse(
      try Data(contentsOf: base.appendingPathComponent("device-in-device.stringsdict")), path: "nested")
    #expect(nested.diagnostics.first?.message.contains("cannot be nested") == true)
    let cyclic = StringsDictReader.parse(
      try Data(contentsOf: base.appendingPathComponent("self-reference.stringsdict")), path: "cyclic")
    #expect(cyclic.diagnostics.isEmpty)
    #expect(cyclic.entries.first?.value.substitutions.map(\.name) == ["a", "b"])
  }
}
