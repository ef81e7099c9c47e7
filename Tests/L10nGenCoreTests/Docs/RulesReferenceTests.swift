import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// The *Rules reference* article of the DocC catalog (`Docs/L10nGen.docc/RulesReference.md`) lists every rule of
/// ``RuleCatalog/all``: its tables, between two marker comments, are rendered here from the catalog and must equal
/// the committed article. `L10N_GEN_RECORD=1` rewrites the part between the markers and keeps the prose around it.
@Suite struct RulesReferenceTests {
  /// The article, relative to the package root.
  static let articlePath = "Docs/L10nGen.docc/RulesReference.md"
  /// The comment line before the generated tables.
  static let beginMarker = "<!-- BEGIN GENERATED RULES -->"
  /// The comment line after them.
  static let endMarker = "<!-- END GENERATED RULES -->"

  /// The scopes in the order the article lists them, with the heading of each one's table.
  static let sections: [(scope: RuleScope, heading: String)] = [
    (.file, "Files"),
    (.entry, "Entries"),
    (.project, "The project"),
  ]

  /// The Markdown between the markers: per scope, a heading and a table of the rules of that scope, by identifier.
  static func renderedTables(of rules: [RuleCatalog.Descriptor]) -> String {
    var lines: [String] = []
    for section in sections {
      let scoped = rules.filter { $0.scope == section.scope }.sorted { $0.id < $1.id }
      guard !scoped.isEmpty else { continue }
      lines += ["", "### \(section.heading)", "", "| Rule | What it finds |", "|---|---|"]
      lines += scoped.map { "| `\($0.id.rawValue)` | \(MarkdownText.escaped($0.summary)) |" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `article` with the text between the markers replaced by `tables`, or `nil` when a marker is missing or they are
  /// out of order.
  static func article(_ article: String, replacingGeneratedPartWith tables: String) -> String? {
    guard let begin = article.range(of: beginMarker + "\n"),
      let end = article.range(of: endMarker, range: begin.upperBound..<article.endIndex)
    else { return nil }
    return String(article[..<begin.upperBound]) + tables + "\n" + String(article[end.lowerBound...])
  }

  @Test func theArticleListsEveryRuleOfTheCatalog() throws {
    let url = PackagePaths.file(Self.articlePath)
    let committed = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let expected = try #require(
      Self.article(committed, replacingGeneratedPartWith: Self.renderedTables(of: RuleCatalog.all)),
      "\(Self.articlePath) must hold '\(Self.beginMarker)' and then '\(Self.endMarker)', each on its own line")
    Snapshot.assertMatches(expected, snapshot: url)
  }

  @Test func everyRuleIsInExactlyOneTable() {
    let tables = Self.renderedTables(of: RuleCatalog.all)
    let rows = tables.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == RuleCatalog.all.count)
    for rule in RuleCatalog.all {
      #expect(rows.filter { $0.hasPrefix("| `\(rule.id.rawValue)` |") }.count == 1, "\(rule.id)")
    }
  }

  /// Summaries go through the package's one Markdown escaping (``MarkdownText``, as the status report's), so a summary
  /// shows exactly as `l10n-gen rules` prints it; `<` and `>` are entities, which DocC shows as the characters.
  @Test func summariesAreEscapedForMarkdown() {
    #expect(MarkdownText.escaped("An lz* key | a_b `c` <d> %#@") == ##"An lz\* key \| a\_b \`c\` &lt;d&gt; %\#@"##)
    #expect(MarkdownText.escaped("'%@' vs '%d'") == "'%@' vs '%d'")
  }

  @Test func theGeneratedPartIsReplacedBetweenTheMarkers() {
    let article = "intro\n\(Self.beginMarker)\nold\n\(Self.endMarker)\noutro\n"
    #expect(
      Self.article(article, replacingGeneratedPartWith: "\nnew\n")
        == "intro\n\(Self.beginMarker)\n\nnew\n\n\(Self.endMarker)\noutro\n")
    #expect(Self.article("intro\n\(Self.endMarker)\n\(Self.beginMarker)\n", replacingGeneratedPartWith: "x") == nil)
  }
}
