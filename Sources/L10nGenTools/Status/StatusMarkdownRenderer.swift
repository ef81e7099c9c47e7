internal import L10nGenCore

/// The status as a short Markdown summary for a pull-request comment: one table with a row per language, one with a
/// row per table, and the top problems. Texts from the input go through `MarkdownText`; a table name sits in a
/// `<summary>`, an HTML block where Markdown escapes are not read, and goes through `HTMLText`.
package enum StatusMarkdownRenderer {
  /// The Markdown text of `status`.
  package static func render(_ status: TranslationStatus) -> String {
    var text = "## Translation status\n\n"
    let development = status.developmentLanguages.map { MarkdownText.escaped($0) }.joined(separator: ", ")
    text += "\(status.keys) keys (\(status.words) words) in \(development.isEmpty ? "no language" : development), "
    text += "\(status.languages.count) translation\(status.languages.count == 1 ? "" : "s"), "
    text += "\(status.tables.count) table\(status.tables.count == 1 ? "" : "s")"
    if status.staleKeys > 0 { text += ", \(count(status.staleKeys, "stale key")) to remove" }
    text += "; "
    let findings = status.findings
    text += "lint: \(count(findings.errors, "error")), \(count(findings.warnings, "warning")), "
    text += "\(count(findings.notes, "note")).\n\n"
    if !status.languages.isEmpty {
      text += "| Language | Translated | Same as source | Needs review | Missing | Stale | Words left |\n"
      text += "|---|---:|---:|---:|---:|---:|---:|\n"
      for language in status.languages {
        text += row(MarkdownText.escaped(language.language), language.counts)
      }
      text += "\n"
    }
    // A table per table only when there are several: with one, it would repeat the languages'.
    for table in status.tables where status.tables.count > 1 && !table.languages.isEmpty {
      text += "<details><summary>\(HTMLText.escaped(table.name)): \(table.keys) keys</summary>\n\n"
      text += "| Language | Translated | Same as source | Needs review | Missing | Stale | Words left |\n"
      text += "|---|---:|---:|---:|---:|---:|---:|\n"
      for language in table.languages {
        text += row(MarkdownText.escaped(language.language), language.counts)
      }
      text += "\n</details>\n\n"
    }
    if !status.problems.isEmpty {
      text += "**Top problems**\n\n"
      for problem in status.problems {
        let first = problem.findings.first.map {
          $0.location.isEmpty ? "" : ", first at \(MarkdownText.escaped($0.location))"
        }
        text += "- `\(problem.rule)` (\(problem.severity)): \(problem.count)\(first ?? "")\n"
      }
    }
    return text
  }

  /// `1 error`, `2 errors`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// One table row of counts.
  private static func row(_ label: String, _ counts: TranslationCounts) -> String {
    "| \(label) | \(counts.translated)/\(counts.total) (\(counts.translatedPercent) %) | \(counts.sameAsSource) | "
      + "\(counts.needsReview) | "
      + "\(counts.missing) | \(counts.stale) | \(counts.wordsLeft) |\n"
  }
}
