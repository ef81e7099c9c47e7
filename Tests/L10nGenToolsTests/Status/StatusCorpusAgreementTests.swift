import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// The status of real String Catalogs agrees with a second, independent count made from the catalogs' JSON
/// (`JSONSerialization`, not the project's readers): per language, the keys to translate, translated, needing review
/// (state `needs_review`/`stale`), missing (no localization, or state `new`), stale (`extractionState: stale`) and the
/// words left. The `lint` rules are turned off here, so that only the catalog states decide "needs review".
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs the corpus in ../shared/corpus"))
struct StatusCorpusAgreementTests {
  static let apps = [
    "milanvarady__Applite", "newmarcel__KeepingYouAwake", "linearmouse__linearmouse", "Cizzuk__CSE",
    "coteditor__CotEditor",
  ]

  @Test(arguments: apps)
  func catalogCountsAgreeWithTheJSON(app: String) throws {
    let folder = try #require(PackagePaths.corpus).appendingPathComponent(app)
    let catalogs = PackagePaths.files(in: folder, withExtensions: ["xcstrings"])
      .filter { !$0.path.contains(".xcloc/") }
      .sorted { $0.path < $1.path }
    try #require(!catalogs.isEmpty)
    let files = try catalogs.map { InputFile(path: $0.path, data: try Data(contentsOf: $0)) }
    var config = L10nGenConfig()
    config.lint.disabledRules = RuleCatalog.all.map(\.id)
    let status = TranslationStatusBuilder.build(files: files, config: config).status

    let expected = try IndependentCatalogCount(files)
    #expect(status.languages.map(\.language) == expected.languages)
    #expect(status.keys == expected.keys)
    for language in expected.languages {
      let counts = try #require(status.language(language)).counts
      #expect(counts == expected.counts[language], "\(app) \(language)")
    }

    // With the rules on, they only move translated keys to "needs review" or "same as source".
    let linted = TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status
    for language in expected.languages {
      let counts = try #require(linted.language(language)).counts
      let independent = try #require(expected.counts[language])
      #expect(counts.total == independent.total && counts.missing == independent.missing)
      #expect(counts.stale == independent.stale)
      #expect(
        counts.translated + counts.needsReview + counts.sameAsSource
          == independent.translated + independent.needsReview)
      #expect(counts.needsReview >= independent.needsReview)
    }
  }
}

/// Counts a set of String Catalogs straight from their JSON, without the project's readers.
struct IndependentCatalogCount {
  var languages: [String] = []
  var keys = 0
  var counts: [String: TranslationCounts] = [:]

  init(_ files: [InputFile]) throws {
    // Tables by name. Two catalogs of one name are a `table-conflict` error (Xcode refuses them): the first by path
    // is the table.
    var tables: [String: (source: String, strings: [String: [String: Any]])] = [:]
    var tableOrder: [String] = []
    for file in files {
      let root = try #require(try JSONSerialization.jsonObject(with: file.data) as? [String: Any])
      let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
      let source = root["sourceLanguage"] as? String ?? "en"
      let strings = root["strings"] as? [String: [String: Any]] ?? [:]
      guard tables[name] == nil else { continue }
      tables[name] = (source, strings)
      tableOrder.append(name)
    }
    var languageSet: Set<String> = []
    for (_, table) in tables {
      for entry in table.strings.values {
        for language in (entry["localizations"] as? [String: Any] ?? [:]).keys
        where language != table.source && language != "Base" && language != "qqq" && !language.hasPrefix("en-X")
          && !language.hasPrefix("ar-X")
        {
          languageSet.insert(language)
        }
      }
    }
    languages = languageSet.sorted()
    for name in tableOrder {
      let table = tables[name]!
      for (key, entry) in table.strings {
        let shouldTranslate = entry["shouldTranslate"] as? Bool ?? true
        let isStale = entry["extractionState"] as? String == "stale"
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        let counted = shouldTranslate && !isStale
        if counted { keys += 1 }
        let sourceTexts = localizations[table.source].map(Self.texts(in:)) ?? [key]
        let words = sourceTexts.reduce(0) { $0 + WordCounter.count($1) }
        for language in languages where language != table.source {
          var count = counts[language] ?? TranslationCounts()
          defer { counts[language] = count }
          if localizations[language] != nil && isStale { count.stale += 1 }
          guard counted else { continue }
          count.total += 1
          guard let localization = localizations[language] else {
            count.missing += 1
            count.wordsLeft += words
            continue
          }
          let states = Set(Self.states(in: localization)).subtracting(["translated"])
          if states.contains("new") {
            count.missing += 1
            count.wordsLeft += words
          } else if !states.isEmpty {
            count.needsReview += 1
            count.wordsLeft += words
          } else {
            count.translated += 1
          }
        }
      }
    }
  }

  /// Every `state` of the string units and sets under `node`.
  static func states(in node: Any) -> [String] {
    if let dictionary = node as? [String: Any] {
      var found: [String] = []
      for (name, value) in dictionary {
        if name == "stringUnit" || name == "stringSet", let unit = value as? [String: Any],
          let state = unit["state"] as? String
        {
          found.append(state)
        } else {
          found += states(in: value)
        }
      }
      return found
    }
    if let array = node as? [Any] { return array.flatMap(states(in:)) }
    return []
  }

  /// Every text of the string units under `node` (the first value of a string set).
  static func texts(in node: Any) -> [String] {
    guard let dictionary = node as? [String: Any] else { return [] }
    var found: [String] = []
    for (name, value) in dictionary {
      if name == "stringUnit", let unit = value as? [String: Any], let text = unit["value"] as? String {
        found.append(text)
      } else if name == "stringSet", let set = value as? [String: Any], let first = (set["values"] as? [String])?.first
      {
        found.append(first)
      } else {
        found += texts(in: value)
      }
    }
    return found
  }
}
