import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// The three forms of the report: JSON with a stable layout, a Markdown summary, and an HTML page that is
/// self-contained and escapes every text from the input once.
@Suite struct StatusRendererTests {
  /// Keys and values that would inject markup or reorder the page if written unescaped.
  static let hostileFiles: [InputFile] = {
    let english = """
      "<script>alert(1)</script>" = "<img src=x onerror=alert(2)> & more";
      "admin\u{202E}gnp.exe" = "Right\u{2067}to\u{2069}left \u{202D}override";
      "quote\\"d" = "It's \\"quoted\\"";
      """
    let french = """
      "<script>alert(1)</script>" = "<img src=x onerror=alert(2)> & more";
      "quote\\"d" = "C'est \\"cité\\"";
      """
    return [
      InputFile(path: "App/en.lproj/Localizable.strings", data: Data(english.utf8)),
      InputFile(path: "App/fr.lproj/Localizable.strings", data: Data(french.utf8)),
    ]
  }()

  static let hostileStatus = TranslationStatusBuilder.build(files: hostileFiles, config: L10nGenConfig()).status

  @Test func htmlEscapesEveryInputTextOnce() throws {
    let status = Self.hostileStatus
    // The fixture reaches the page: the first key is the same as its source (copied), the second is missing.
    let french = try #require(status.language("fr"))
    #expect(french.counts.sameAsSource == 1)
    #expect(french.counts.missing == 1)
    let html = StatusHTMLRenderer.render(status)
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&lt;img src=x onerror=alert(2)&gt; &amp; more"))
    // Escaped once, not twice.
    #expect(!html.contains("&amp;lt;"))
    // Bidi overrides and isolates are shown, never applied.
    for control in ["\u{202E}", "\u{2067}", "\u{2069}", "\u{202D}"] {
      #expect(!html.contains(control))
    }
    #expect(html.contains("admin<span class=\"ctl\">U+202E</span>gnp.exe"))
    // Every input text is isolated, and sample values carry their language.
    #expect(html.contains("<bdi class=\"value\" lang=\"fr\" dir=\"auto\">&lt;img"))
    #expect(html.contains("<bdi class=\"value\" lang=\"en\" dir=\"auto\">Right<span class=\"ctl\">U+2067</span>"))
  }

  @Test func htmlPageIsSelfContained() {
    let html = StatusHTMLRenderer.render(Self.hostileStatus)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    for external in ["<script", "<link", "src=\"", "url(", "@import", "http://", "https://"] {
      #expect(!html.contains(external), "\(external)")
    }
    #expect(html.contains("prefers-color-scheme: dark"))
    #expect(html.contains("<svg class=\"bar\""))
    #expect(html.hasSuffix("</html>\n"))
  }

  /// Each card's caption counts what the card counts ("Missing" said "0 stale keys to remove").
  @Test func eachCardHasACaptionThatMatchesIt() throws {
    let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: L10nGenConfig()).status
    let html = StatusHTMLRenderer.render(status)
    let cards = Dictionary(
      uniqueKeysWithValues: html.matches(
        of:
          /<div class="card"><h2>([^<]+)<\/h2><p class="big" data-field="\w+">([^<]+)<\/p><p class="muted">([^<]*)<\/p>/
      ).map { (String($0.output.1), (value: String($0.output.2), caption: String($0.output.3))) })
    // fr misses items, Cancel and new; de misses files, Cancel, new and review: 7 translations of 5 keys.
    #expect(cards["Missing"]?.value == "7")
    #expect(cards["Missing"]?.caption == "key translations to write: 5 keys in 2 languages")
    // old.key and gone.
    #expect(cards["Stale"]?.value == "2")
    #expect(cards["Stale"]?.caption == "keys to remove, gone from the development language")
    #expect(cards["Translated"]?.caption == "8 of 18 key translations (9 keys × 2 languages)")
    #expect(cards["Needs review"]?.caption == "key translations to check again")
  }

  /// The keys missing in the most languages are outside any `<details>`, so a printed or screenshotted page shows
  /// them; each table's full list is folded below them.
  @Test func topMissingKeysAreOpenAndTheFullListFolded() throws {
    // Twelve keys: French has none, German the first four.
    let english = (1...12).map { "\"key.\($0)\" = \"Text \($0)\";" }.joined(separator: "\n")
    let german = (1...4).map { "\"key.\($0)\" = \"Text \($0) de\";" }.joined(separator: "\n")
    let files = [
      InputFile(path: "App/en.lproj/Localizable.strings", data: Data(english.utf8)),
      InputFile(path: "App/de.lproj/Localizable.strings", data: Data(german.utf8)),
      InputFile(path: "App/fr.lproj/Localizable.strings", data: Data("\"key.1\" = \"Texte 1\";".utf8)),
    ]
    let html = StatusHTMLRenderer.render(TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status)
    let section = try #require(
      html.firstMatch(of: /<section aria-labelledby="missing">.*?<\/section>/.dotMatchesNewlines())?.output)
    let open = section.replacing(/<details.*?<\/details>/.dotMatchesNewlines(), with: "")
    let openKeys = open.matches(of: /data-missing-key="([^"]+)"/).map { String($0.output.1) }
    // key.5 to key.12 are missing in both languages, key.2 to key.4 in French only: the first ten.
    #expect(openKeys == (5...12).map { "key.\($0)" } + ["key.2", "key.3"])
    #expect(open.contains("every language (2)"))
    let folded = try #require(section.firstMatch(of: /<details.*?<\/details>/.dotMatchesNewlines())?.output)
    #expect(folded.contains("All 11 missing keys of <bdi>Localizable</bdi>"))
    #expect(
      folded.matches(of: /data-missing-key="([^"]+)"/).map { String($0.output.1) } == (2...12).map { "key.\($0)" })
    // Each language's full list is in its section.
    let french = try #require(
      html.firstMatch(of: /<details class="group language" id="lang-fr">.*?<\/details>/.dotMatchesNewlines())?.output)
    #expect(french.contains("<h4>Missing (11)</h4>"))
    #expect((2...12).allSatisfy { french.contains(">key.\($0)</bdi>") })
  }

  @Test func pageElementsAreBalanced() throws {
    let html = StatusHTMLRenderer.render(
      TranslationStatusBuilder.build(files: StatusFixture.files, config: .init()).status)
    for element in ["section", "details", "table", "tr", "summary"] {
      let opened = html.matches(of: try Regex("<\(element)[ >]")).count
      let closed = html.matches(of: try Regex("</\(element)>")).count
      #expect(opened == closed, "\(element)")
    }
  }

  @Test func escaperHandlesControlsAndMarks() {
    #expect(StatusHTMLText.content("a\nb\tc") == "a<span class=\"ctl\">\\n</span>b<span class=\"ctl\">\\t</span>c")
    #expect(StatusHTMLText.content("\u{200F}שלום") == "&#x200F;שלום")
    #expect(StatusHTMLText.content("x\u{1}y") == "x<span class=\"ctl\">U+0001</span>y")
    #expect(StatusHTMLText.attribute("a\"<b>\u{202E}") == "a&quot;&lt;b&gt;U+202E")
  }

  @Test func jsonHasASortedStableLayout() throws {
    let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: L10nGenConfig()).status
    let json = StatusJSONRenderer.render(status)
    #expect(json == StatusJSONRenderer.render(status))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(
      object.keys.sorted() == [
        "developmentLanguages", "findings", "keys", "languages", "problems", "schemaVersion", "staleKeys", "tables",
        "words",
      ])
    #expect(object["schemaVersion"] as? Int == 3)
    // Keys appear in sorted order in the text.
    let top = ["\"developmentLanguages\"", "\"findings\"", "\"keys\"", "\"languages\""].map {
      json.range(of: $0)!.lowerBound
    }
    #expect(top == top.sorted())
    let decoded = try JSONDecoder().decode(TranslationStatus.self, from: Data(json.utf8))
    #expect(decoded == status)
  }

  @Test func markdownHasARowPerLanguage() {
    let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: L10nGenConfig()).status
    let markdown = StatusMarkdownRenderer.render(status)
    #expect(markdown.hasPrefix("## Translation status\n"))
    #expect(
      markdown.contains("| Language | Translated | Same as source | Needs review | Missing | Stale | Words left |"))
    #expect(markdown.contains("| fr | 4/9 (44 %) | 0 | 2 | 3 | 2 | 11 |"))
    #expect(markdown.contains("| de | 4/9 (44 %) | 1 | 0 | 4 | 0 | 8 |"))
    #expect(
      markdown.contains("- `placeholder-mismatch` (warning): 1, first at Resources/fr.lproj/Localizable.strings:1:14"))
  }

  @Test func markdownEscapesTableCells() {
    #expect(MarkdownText.escaped("a|b<c>_d\n") == "a\\|b&lt;c&gt;\\_d ")
  }

  /// A table's name sits in `<summary>`, an HTML block in which Markdown escapes are shown as written: it is escaped
  /// as HTML there (it was Markdown-escaped, so `My_Table` showed as `My\_Table`), and as Markdown in table cells.
  @Test func markdownSummaryEscapesTheTableNameAsHTML() {
    let files = ["My_Table", "Other"].flatMap { table in
      ["en", "fr_<b>"].map { language in
        InputFile(path: "App/\(language).lproj/\(table).strings", data: Data("\"k\" = \"v\";\n".utf8))
      }
    }
    let markdown = StatusMarkdownRenderer.render(
      TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status)
    #expect(markdown.contains("<details><summary>My_Table: 1 keys</summary>"))
    #expect(markdown.contains("| fr\\_&lt;b&gt; |"))
  }
}
