import Foundation
import L10nGenTestSupport
import L10nKit
import Testing

@Suite struct CorpusStringsdictTests {
  @Test(.enabled(if: PackagePaths.shared != nil, "needs ../shared/corpus"))
  func duckDuckGoStringsdictsResolveInEveryLanguage() throws {
    let shared = try #require(PackagePaths.shared)
    let folder = shared.appendingPathComponent("corpus/duckduckgo__iOS/DuckDuckGo")
    let bundle = try #require(Bundle(path: folder.path), "the duckduckgo corpus folder is missing")
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    let key = "dax.onboarding.browsing.multiple.trackers"
    let arguments: (Int) -> [LocalizationArgument] = { [.int($0), .string("Google"), .string("Amazon")] }
    let russian = { (count: Int) in
      localizer.string(
        forKey: key, table: "Localizable", bundle: bundle, fallback: "", arguments: arguments(count),
        language: "ru")
    }
    #expect(russian(1).hasPrefix("*Google, Amazon* и еще *1 сервис*"))
    #expect(russian(3).contains("*3 сервиса*"))
    #expect(russian(5).contains("*5 сервисов*"))
    #expect(russian(21).hasPrefix("*Google, Amazon* и еще *1 сервис*"))
    var resolved = 0
    for language in ["en", "de", "fr", "es", "pl", "ru"] {
      let path = folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict")
      let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: path), format: nil)
      let entries = try #require(plist as? [String: Any])
      for entryKey in entries.keys.sorted() {
        for count in [0, 1, 2, 5, 22] {
          // Each entry's own argument shape: the number first, or after a string (as the app's code passes).
          let shapes: [[LocalizationArgument]] = [
            [.int(count), .string("A"), .string("B"), .string("C")], [.string("A"), .int(count), .string("B")],
            [.int(count), .int(count), .string("B")],
          ]
          let results = shapes.map { arguments in
            let reportsBefore = collector.reports.count
            let text = localizer.string(
              forKey: entryKey, table: "Localizable", bundle: bundle, fallback: "FALLBACK", arguments: arguments,
              language: language)
            let newReports = collector.reports.dropFirst(reportsBefore)
            return (text, newReports.filter { if case .unusedArguments = $0.reason { false } else { true } })
          }
          let good = results.first { !$0.0.isEmpty && $0.0 != "FALLBACK" && $0.1.isEmpty }
          #expect(good != nil, "\(language) \(entryKey) \(count): \(results.map { $0.1.map(\.description) })")
          resolved += 1
        }
      }
    }
    print("CorpusStringsdictTests: \(resolved) duckduckgo plural lookups resolved")
  }
}
