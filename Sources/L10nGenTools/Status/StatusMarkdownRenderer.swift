/// The status as a short Markdown summary for a pull-request comment: one table with a row per language, one with a
/// row per table, and the top problems.
package enum StatusMarkdownRenderer {
  /// The Markdown text of `status`.
  package static func render(_ status: TranslationStatus) -> String {
    var text = "## Translation status\n\n"
    let development = status.developmentLanguages.map { escape($0) }.joined(separator: ", ")
    text += "\(status.keys) keys (\(status.words) words) in \(development.isEmpty ? "no language" : development), "
    text += "\(status.languages.count) translation\(status.languages.count == 1 ? "" : "s"), "
    text += "\(status.tables.count) table\(status.tables.count == 1 ? "" : "s"); "
    let findings = status.findings
    text += "lint: \(count(findings.errors, "error")), \(count(findings.warnings, "warning")), "
    text += "\(count(findings.notes, "note")).\n\n"
    if !status.languages.isEmpty {
      text += "| Language | Translated | Same as source | Needs review | Missing | Stale | Words left |\n"
      text += "|---|---:|---:|---:|---:|---:|---:|\n"
      for language in status.languages {
        text += row(escape(language.language), language.counts)
      }
      text += "\n"
    }
    // A table per table only when there are several: with one, it would repeat the languages'.
    for table in status.tables where status.tables.count > 1 && !table.languages.isEmpty {
      text += "<details><summary>\(escape(table.name)): \(table.keys) keys</summary>\n\n"
      text += "| Language | Translated | Same as source | Needs review | Missing | Stale | Words left |\n"
      text += "|---|---:|---:|---:|---:|---:|---:|\n"
      for language in table.languages {
        text += row(escape(language.language), language.counts)
      }
      text += "\n</details>\n\n"
    }
    if !status.problems.isEmpty {
      text += "**Top problems**\n\n"
      for problem in status.problems {
        let first = problem.findings.first.map { $0.location.isEmpty ? "" : ", first at \(escape($0.location))" }
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

  /// `text` safe inside a Markdown table cell: `|`, `*`, `_`, brackets and backslashes escaped, backticks as
  /// quotes, `<`, `>` and `&` as entities, line breaks as spaces.
  package static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|", "*", "_", "[", "]", "\\": result += "\\" + String(character)
      case "`": result += "'"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
