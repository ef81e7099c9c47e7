import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// The status of real `.strings` tables agrees with a second count made with Foundation's own reader
/// (`PropertyListSerialization`, not the project's parser): per language, the development keys it has (translated),
/// those it lacks (missing, with their words) and the keys only it has (stale). The rules are turned off, so that
/// nothing is "needs review". Every language of the report counts in every table, so all have the table's keys as
/// their denominator; in a table with only translations, the one its keys are read from has all of them.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs the corpus in ../shared/corpus"))
struct StatusStringsAgreementTests {
  @Test(arguments: ["mac-cain13__R.swift", "marmelroy__Localize-Swift", "home-assistant__iOS"])
  func stringsCountsAgreeWithFoundation(app: String) throws {
    let folder = try #require(PackagePaths.corpus).appendingPathComponent(app)
    let urls = PackagePaths.files(in: folder, withExtensions: ["strings"])
      .filter { $0.deletingLastPathComponent().pathExtension == "lproj" }
      .sorted { $0.path < $1.path }
    try #require(!urls.isEmpty)
    let files = try urls.map { InputFile(path: $0.path, data: try Data(contentsOf: $0)) }
    var config = L10nGenConfig()
    config.lint.disabledRules = RuleCatalog.all.map(\.id)
    let status = TranslationStatusBuilder.build(files: files, config: config).status
    try #require(!status.languages.isEmpty && status.keys > 0)

    // Table → language → key → value, as Foundation reads each file.
    var tables: [String: [String: [String: String]]] = [:]
    for url in urls {
      let data = try Data(contentsOf: url)
      guard
        let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
      else { continue }
      let table = url.deletingPathExtension().lastPathComponent
      let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      tables[table, default: [:]][language, default: [:]].merge(dictionary) { _, last in last }
    }
    var expected: [String: TranslationCounts] = [:]
    for table in status.tables {
      let languages = try #require(tables[table.name])
      let development = languages[table.developmentLanguage] ?? [:]
      #expect(table.keys == development.count, "\(app) \(table.name)")
      for language in status.languages.map(\.language) {
        let translation = languages[language] ?? [:]
        var counts = expected[language] ?? TranslationCounts()
        counts.total += development.count
        for (key, value) in development {
          if translation[key] != nil {
            counts.translated += 1
          } else {
            counts.missing += 1
            counts.wordsLeft += WordCounter.count(value)
          }
        }
        counts.stale += translation.keys.filter { development[$0] == nil }.count
        expected[language] = counts
      }
    }
    for language in status.languages {
      #expect(language.counts == expected[language.language], "\(app) \(language.language)")
    }
  }
}
