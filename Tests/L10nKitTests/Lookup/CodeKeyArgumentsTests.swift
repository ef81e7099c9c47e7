import Foundation
import L10nKit
import Testing

/// A String Catalog key written in code (`Text("\(count) starred")` extracts `… %lld`) whose development value
/// drops the argument: the generated accessor passes the key's arguments, and every language must render.
@Suite struct CodeKeyArgumentsTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "notifications.label.favorite %lld" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Favoriten" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func aValueThatDropsTheKeysArgumentRendersAndATranslationThatUsesItToo() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-codekey-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(Self.catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
    let bundle = try #require(Bundle(path: root.path))
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["en"])
    let key = "notifications.label.favorite %lld"
    #expect(
      localizer.string(
        forKey: key, table: "Localizable", bundle: bundle, fallback: key, arguments: [.int(3)], language: "en")
        == "starred")
    #expect(
      localizer.string(
        forKey: key, table: "Localizable", bundle: bundle, fallback: key, arguments: [.int(3)], language: "de")
        == "3 Favoriten")
    // The English value is used as it is; the only report says it leaves the count out, which is intended here.
    #expect(collector.reports.map(\.reason) == [.unusedArguments([1])], "\(collector.reports)")
  }
}
