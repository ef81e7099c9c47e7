import Foundation
import L10nGenCore
import Testing

/// SARIF regions carry the token's bytes when the reader located them, and only then.
@Suite struct SARIFReportTests {
  /// The `region` objects of the report's results.
  private func regions(_ diagnostics: [Diagnostic]) throws -> [[String: Any]] {
    let json = SARIFReport.json(for: diagnostics, toolName: "l10n-gen", version: "test")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    return try results.map { result in
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      return try #require(physical["region"] as? [String: Any])
    }
  }

  @Test func aParsedValueGivesItsByteOffsetAndLength() throws {
    let source = "\"a\" = \"%k\";\n"
    let entry = try #require(StringsFileReader.parse(Data(source.utf8), path: "en.lproj/L.strings").entries.first)
    let diagnostic = Diagnostic.warning("broken", at: entry.valueLocation, rule: .invalidSpecifier)
    let region = try #require(try regions([diagnostic]).first)
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 7)
    #expect(region["byteOffset"] as? Int == 6)
    #expect(region["byteLength"] as? Int == 4)
  }

  @Test func aLocationWithoutBytesHasNone() throws {
    let diagnostic = Diagnostic.warning(
      "x", at: SourceLocation(file: "a.strings", line: 2, column: 3), rule: .invalidSpecifier)
    let region = try #require(try regions([diagnostic]).first)
    #expect(region["byteOffset"] == nil && region["byteLength"] == nil)
    #expect(region["startLine"] as? Int == 2)
  }
}
