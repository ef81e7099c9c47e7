import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The status page in a real browser: headless Chromium (installed by `.ci/run` from the distribution's packages)
/// loads the report of the bundled example, of a corpus app and of hostile keys; the DOM it builds shows every
/// language with the numbers of the JSON report, no input became markup, and a screenshot is not blank.
@Suite(.enabled(if: HeadlessBrowser.path != nil, "needs headless Chromium (apt-get install chromium)"))
struct StatusBrowserTests {
  /// The projects whose pages are checked: the bundled example and, with the corpus, a real app.
  static var projects: [String] {
    var paths = [PackagePaths.root.appendingPathComponent("Examples/Demo/Sources/Demo").path]
    if let corpus = PackagePaths.corpus {
      paths.append(corpus.appendingPathComponent("newmarcel__KeepingYouAwake").path)
    }
    return paths
  }

  @Test(arguments: projects)
  func pageShowsTheNumbersOfTheJSON(project: String) throws {
    let directory = try TemporaryDirectory()
    let html = directory.path + "/status.html"
    let json = directory.path + "/status.json"
    #expect(CapturingConsole.run(["status", project, "--output", html]).code == .success)
    #expect(CapturingConsole.run(["status", project, "--output", json, "--format", "json"]).code == .success)
    let status = try JSONDecoder().decode(TranslationStatus.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
    try #require(!status.languages.isEmpty)

    let dom = try HeadlessBrowser.run(["--dump-dom", URL(fileURLWithPath: html).absoluteString], in: directory)
    #expect(dom.contains("<h1>Translation status</h1>"))
    let rows = Self.rows(in: dom)
    // The languages table: one row per language, the numbers of the JSON.
    let languageRows = rows.filter { $0.table == nil }
    #expect(languageRows.map(\.language) == status.languages.map(\.language))
    for language in status.languages {
      let row = try #require(languageRows.first { $0.language == language.language })
      #expect(row.fields == Self.fields(language.counts), "\(language.language)")
      // And each table of the language, in its own section and in the table's.
      for table in language.tables {
        let tableRows = rows.filter { $0.language == language.language && $0.table == table.table }
        #expect(tableRows.count == 2, "\(language.language) \(table.table)")
        #expect(tableRows.allSatisfy { $0.fields == Self.fields(table.counts) })
      }
    }

    let screenshot = directory.path + "/status.png"
    _ = try HeadlessBrowser.run(
      [
        "--screenshot=\(screenshot)", "--window-size=1280,1600", "--hide-scrollbars",
        URL(fileURLWithPath: html).absoluteString,
      ],
      in: directory)
    let image = try PNGImage(Data(contentsOf: URL(fileURLWithPath: screenshot)))
    #expect(image.width == 1280 && image.height == 1600)
    // Text, bars of four colours and tables: far more than a blank page's single colour.
    #expect(image.distinctColours() > 50)
  }

  @Test func hostileKeysStayText() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/en.lproj/Localizable.strings",
      "\"<script>document.title='owned'</script>\" = \"<b onmouseover=alert(1)>x</b>\";\n\"rtl\u{202E}key\" = \"a\";")
    try directory.write(
      "App/fr.lproj/Localizable.strings",
      "\"<script>document.title='owned'</script>\" = \"<b onmouseover=alert(1)>x</b>\";")
    let html = directory.path + "/status.html"
    #expect(CapturingConsole.run(["status", directory.path + "/App", "--output", html]).code == .success)
    let dom = try HeadlessBrowser.run(["--dump-dom", URL(fileURLWithPath: html).absoluteString], in: directory)
    #expect(dom.contains("<title>Translation status</title>"))
    #expect(!dom.contains("<script"))
    #expect(!dom.contains("<b onmouseover"))
    #expect(!dom.contains("\u{202E}"))
    #expect(dom.contains("&lt;script&gt;document.title='owned'&lt;/script&gt;"))
  }

  /// In the page Chromium builds, the first missing keys of each table are outside any `<details>`: a printed or
  /// screenshotted page shows which keys are missing, not only how many.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs the corpus in ../shared/corpus"))
  func topMissingKeysAreOpenInTheBrowser() throws {
    let project = try #require(PackagePaths.corpus).appendingPathComponent("newmarcel__KeepingYouAwake").path
    let directory = try TemporaryDirectory()
    let html = directory.path + "/status.html"
    let json = directory.path + "/status.json"
    #expect(CapturingConsole.run(["status", project, "--output", html]).code == .success)
    #expect(CapturingConsole.run(["status", project, "--output", json, "--format", "json"]).code == .success)
    let status = try JSONDecoder().decode(TranslationStatus.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
    let missingTables = status.tables.filter { !$0.missingKeys.isEmpty }
    try #require(!missingTables.isEmpty)

    let dom = try HeadlessBrowser.run(["--dump-dom", URL(fileURLWithPath: html).absoluteString], in: directory)
    let section = try #require(
      dom.firstMatch(of: /<section aria-labelledby="missing">.*?<\/section>/.dotMatchesNewlines())?.output)
    let open = section.replacing(/<details.*?<\/details>/.dotMatchesNewlines(), with: "")
    for table in missingTables {
      let shown = open.matches(of: try Regex("<tr data-missing-key=\"[^\"]*\" data-table=\"\(table.name)\""))
      #expect(shown.count == min(table.missingKeys.count, StatusHTMLRenderer.openMissingKeyLimit), "\(table.name)")
    }
  }

  // MARK: - Helpers

  /// One `<tr>` with `data-language` (and `data-table` in a table's rows) and its `data-field` numbers.
  struct Row {
    var language: String
    var table: String?
    var fields: [String: Int]
  }

  static func fields(_ counts: TranslationCounts) -> [String: Int] {
    [
      "translated": counts.translated, "total": counts.total, "percent": counts.translatedPercent,
      "needsReview": counts.needsReview, "sameAsSource": counts.sameAsSource, "missing": counts.missing,
      "stale": counts.stale,
      "wordsLeft": counts.wordsLeft,
    ]
  }

  /// The rows of the counts tables in the DOM Chromium serialized.
  static func rows(in dom: String) -> [Row] {
    var rows: [Row] = []
    for match in dom.matches(of: /<tr ([^>]*data-language="[^"]*"[^>]*)>(.*?)<\/tr>/.dotMatchesNewlines()) {
      let attributes = String(match.output.1)
      guard let language = attributes.firstMatch(of: /data-language="([^"]*)"/)?.output.1 else { continue }
      let table = attributes.firstMatch(of: /data-table="([^"]*)"/).map { String($0.output.1) }
      var fields: [String: Int] = [:]
      for field in match.output.2.matches(of: /data-field="(\w+)">(\d+)</) {
        fields[String(field.output.1)] = Int(field.output.2)
      }
      rows.append(Row(language: String(language), table: table, fields: fields))
    }
    return rows
  }
}
