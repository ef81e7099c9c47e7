import Foundation

/// The status as one self-contained HTML page for product managers and translator leads.
///
/// No script, font, image or style sheet from elsewhere: the CSS is inline, the charts are inline SVG
/// (``StatusBarChart``), and the page follows the reader's light or dark scheme (`prefers-color-scheme`). Every text
/// from the input (keys, values, table names, paths, messages) goes through ``StatusHTMLText`` and sits in a `<bdi>`;
/// sample values carry their `lang` (and `dir="auto"`), so screen readers and fonts treat them as that language.
/// Cells holding counts have `data-field` and rows `data-language`/`data-table`, which tests read back.
package enum StatusHTMLRenderer {
  /// The missing keys shown open per table, those missing in the most languages first.
  package static let openMissingKeyLimit = 10

  /// The page for `status`.
  package static func render(_ status: TranslationStatus) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="l10n-gen status">
      <title>Translation status</title>
      <style>\(style)</style>
      </head>
      <body>
      <header>
      <h1>Translation status</h1>

      """
    html += "<p class=\"subtitle\">\(summaryLine(status))</p>\n</header>\n<main>\n"
    html += overview(status)
    html += languagesSection(status)
    html += missingSection(status)
    html += tablesSection(status)
    html += problemsSection(status)
    html += languageDetails(status)
    html += definitions
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  // MARK: - Sections

  private static func summaryLine(_ status: TranslationStatus) -> String {
    let development = status.developmentLanguages.map { text($0) }.joined(separator: ", ")
    return
      "\(status.keys) keys · \(status.words) words · development language \(development.isEmpty ? "none" : development)"
      + " · \(status.languages.count) translation\(plural(status.languages.count)) · "
      + "\(status.tables.count) table\(plural(status.tables.count))"
  }

  /// The cards at the top: overall progress, review work, what is missing and stale, the words left and the `lint`
  /// findings. Each caption counts what its card counts: key translations (a key in one language) or keys.
  private static func overview(_ status: TranslationStatus) -> String {
    var total = TranslationCounts()
    for language in status.languages { total.add(language.counts) }
    let missingKeys = status.tables.reduce(0) { $0 + $1.missingKeys.count }
    let missingLanguages = status.languages.filter { $0.counts.missing > 0 }.count
    var html = "<section class=\"cards\" aria-label=\"Summary\">\n"
    html += card(
      "Translated", "\(total.translatedPercent) %",
      "\(total.translated) of \(total.total) key translations (\(count(status.keys, "key")) × "
        + "\(count(status.languages.count, "language")))",
      field: "translatedPercent")
    html += card("Needs review", "\(total.needsReview)", "key translations to check again", field: "needsReview")
    html += card(
      "Same as source", "\(total.sameAsSource)", "the development text, untranslated or intended",
      field: "sameAsSource")
    html += card(
      "Missing", "\(total.missing)",
      total.missing == 0
        ? "no translation to write"
        : "key translations to write: \(count(missingKeys, "key")) in "
          + "\(count(missingLanguages, "language"))",
      field: "missing")
    html += card(
      "Stale", "\(status.staleKeys)",
      status.staleKeys == 0
        ? "no key to remove"
        : "\(status.staleKeys == 1 ? "key" : "keys") to remove, gone from the development language",
      field: "staleKeys")
    html += card("Words left", "\(total.wordsLeft)", "to translate or review", field: "wordsLeft")
    html += card(
      "Lint findings", "\(status.findings.errors + status.findings.warnings)",
      "\(count(status.findings.errors, "error")) · \(count(status.findings.warnings, "warning")) · "
        + "\(count(status.findings.notes, "note"))",
      field: "findings")
    return html + "</section>\n"
  }

  private static func card(_ title: String, _ value: String, _ detail: String, field: String) -> String {
    "<div class=\"card\"><h2>\(title)</h2><p class=\"big\" data-field=\"\(field)\">\(value)</p>"
      + "<p class=\"muted\">\(detail)</p></div>\n"
  }

  /// The chart and table of every language, then one section per language with its tables and example keys.
  private static func languagesSection(_ status: TranslationStatus) -> String {
    var html = "<section aria-labelledby=\"languages\">\n<h2 id=\"languages\">Languages</h2>\n"
    guard !status.languages.isEmpty else {
      return html + "<p>No translation yet: the project has only its development language.</p>\n</section>\n"
    }
    html += legend
    html += "<table class=\"counts\">\n<caption>Keys per language, over every table</caption>\n"
    html += headerRow(first: "Language")
    for language in status.languages {
      html += countsRow(
        label:
          "<a href=\"#lang-\(StatusHTMLText.attribute(language.language))\">\(languageLabel(language.language))</a>",
        subject: text(language.language), counts: language.counts,
        attributes: "data-language=\"\(StatusHTMLText.attribute(language.language))\"")
    }
    return html + "</table>\n</section>\n"
  }

  /// The keys missing in the most languages, per table, open so that a printed or screenshotted page shows them
  /// (the first ``openMissingKeyLimit``); each table's full list follows, folded.
  private static func missingSection(_ status: TranslationStatus) -> String {
    var html = "<section aria-labelledby=\"missing\">\n<h2 id=\"missing\">Missing translations</h2>\n"
    let tables = status.tables.filter { !$0.missingKeys.isEmpty }
    guard !tables.isEmpty else { return html + "<p>Every key is translated in every language.</p>\n</section>\n" }
    html += "<p class=\"muted\">Per table, the keys missing in the most languages; the full list of each table is "
    html += "folded below it, and each language's in <a href=\"#details\">Languages in detail</a>.</p>\n"
    for table in tables {
      let languages = table.languages.map(\.language)
      let name = StatusHTMLText.attribute(table.name)
      let missing = table.missingKeys
      html += "<h3 data-table=\"\(name)\">\(text(table.name)) <span class=\"muted\">"
      html += "\(count(missing.count, "key")) of \(table.keys) missing in at least one language</span></h3>\n"
      // The keys missing in the most languages first; among equals, in table order.
      let top = missing.enumerated().sorted {
        $0.element.languages.count != $1.element.languages.count
          ? $0.element.languages.count > $1.element.languages.count : $0.offset < $1.offset
      }
      .prefix(openMissingKeyLimit).map(\.element)
      html += missingKeysTable(top, of: table, languages: languages, status: status)
      if missing.count > top.count {
        html += "<details class=\"group full\"><summary>All \(missing.count) missing keys of \(text(table.name))"
        html += "</summary>\n\(missingKeysTable(missing, of: table, languages: languages, status: status))</details>\n"
      }
    }
    return html + "</section>\n"
  }

  /// A table of missing keys: the key, its development text, the languages it is missing in and where it is.
  private static func missingKeysTable(
    _ keys: [MissingKey], of table: TableStatus, languages: [String], status: TranslationStatus
  ) -> String {
    let name = StatusHTMLText.attribute(table.name)
    var html = "<table class=\"keys missing\">\n<thead><tr><th scope=\"col\">Key</th>"
    html += "<th scope=\"col\">Development text</th><th scope=\"col\">Missing in</th>"
    html += "<th scope=\"col\">Where</th></tr></thead>\n<tbody>\n"
    let development = sourceLanguage(of: table, status: status)
    for key in keys {
      html += "<tr data-missing-key=\"\(StatusHTMLText.attribute(key.key))\" data-table=\"\(name)\" "
      html += "data-missing-languages=\"\(key.languages.count)\">"
      html += "<td class=\"key\">\(text(key.key))</td><td>\(value(key.source, language: development))</td>"
      html += "<td class=\"langs\">\(languageList(key.languages, of: languages))</td>"
      html += "<td class=\"location\">\(text(key.location))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// `missing` among `all` in few words: `every language (9)`, `all but de fr (7 of 9)`, or the codes.
  private static func languageList(_ missing: [String], of all: [String]) -> String {
    func codes(_ list: [String]) -> String { list.map { "<code>\(text($0))</code>" }.joined(separator: " ") }
    if missing.count == all.count && all.count > 1 { return "every language (\(all.count))" }
    let present = all.filter { !missing.contains($0) }
    if missing.count > present.count && present.count <= 3 {
      return "all but \(codes(present)) (\(missing.count) of \(all.count))"
    }
    return codes(missing) + (missing.count > 3 ? " (\(missing.count))" : "")
  }

  /// One section per language: its tables, and the first keys that need review or are missing.
  private static func languageDetails(_ status: TranslationStatus) -> String {
    guard !status.languages.isEmpty else { return "" }
    var html = "<section aria-labelledby=\"details\">\n<h2 id=\"details\">Languages in detail</h2>\n"
    for language in status.languages {
      html += languageDetail(language, status: status)
    }
    return html + "</section>\n"
  }

  private static func languageDetail(_ language: LanguageStatus, status: TranslationStatus) -> String {
    let code = StatusHTMLText.attribute(language.language)
    var html = "<details class=\"group language\" id=\"lang-\(code)\"><summary><strong>"
    html += "\(languageLabel(language.language))</strong> <span class=\"muted\">"
    html += "\(language.counts.translatedPercent) % translated · \(language.counts.needsReview) to review · "
    html += "\(language.counts.sameAsSource) same as source · "
    html += "\(language.counts.missing) missing · \(language.counts.wordsLeft) words left</span></summary>\n"
    html += "<table class=\"counts\">\n<caption>\(text(language.language)) per table</caption>\n"
    html += headerRow(first: "Table")
    for table in language.tables {
      html += countsRow(
        label: text(table.table), subject: text(table.table), counts: table.counts,
        attributes: "data-language=\"\(code)\" data-table=\"\(StatusHTMLText.attribute(table.table))\"")
    }
    html += "</table>\n"
    var sourceLanguages: [String: String] = [:]
    for table in status.tables { sourceLanguages[table.name] = sourceLanguage(of: table, status: status) }
    if !language.needsReviewSamples.isEmpty {
      html += samples(
        "Needs review", language.needsReviewSamples, total: language.counts.needsReview, language: language.language,
        sourceLanguages: sourceLanguages, showsTranslation: true)
    }
    if !language.sameAsSourceSamples.isEmpty {
      html += samples(
        "Same as source", language.sameAsSourceSamples, total: language.counts.sameAsSource,
        language: language.language, sourceLanguages: sourceLanguages, showsTranslation: true)
    }
    // Every missing key of the language (the tables' lists), not only the first ones.
    let missing = status.tables.flatMap { table in
      table.missingKeys.filter { $0.languages.contains(language.language) }.map {
        KeyStatusSample(
          table: table.name, key: $0.key, source: $0.source, translation: nil, reasons: ["missing"],
          location: $0.location)
      }
    }
    if !missing.isEmpty {
      html += samples(
        "Missing", missing, total: missing.count, language: language.language, sourceLanguages: sourceLanguages,
        showsTranslation: false)
    }
    return html + "</details>\n"
  }

  private static func samples(
    _ title: String, _ samples: [KeyStatusSample], total: Int, language: String, sourceLanguages: [String: String],
    showsTranslation: Bool
  ) -> String {
    let shown = total > samples.count ? " (first \(samples.count) of \(total))" : " (\(total))"
    var html = "<h4>\(title)\(shown)</h4>\n<table class=\"keys\">\n"
    html += "<thead><tr><th scope=\"col\">Table</th><th scope=\"col\">Key</th>"
    html += "<th scope=\"col\">Development text</th>"
    if showsTranslation { html += "<th scope=\"col\">Translation</th><th scope=\"col\">Why</th>" }
    html += "<th scope=\"col\">Where</th></tr></thead>\n<tbody>\n"
    for sample in samples {
      html += "<tr><td>\(text(sample.table))</td><td class=\"key\">\(text(sample.key))</td>"
      html += "<td>\(value(sample.source, language: sourceLanguages[sample.table] ?? "und"))</td>"
      if showsTranslation {
        html += "<td>\(value(sample.translation ?? "", language: language))</td>"
        html += "<td>\(sample.reasons.map { "<code>\(text($0))</code>" }.joined(separator: " "))</td>"
      }
      html += "<td class=\"location\">\(text(sample.location))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// One row per table (its keys and words, and its counts over every language), then each table's rows per
  /// language, folded.
  private static func tablesSection(_ status: TranslationStatus) -> String {
    var html = "<section aria-labelledby=\"tables\">\n<h2 id=\"tables\">Tables</h2>\n"
    html += "<table class=\"counts\">\n<caption>Key translations per table, over every language (a stale key counts "
    html += "once)</caption>\n"
    html += headerRow(first: "Table", extra: ["Keys", "Words"])
    for table in status.tables {
      var total = TranslationCounts()
      for language in table.languages { total.add(language.counts) }
      total.stale = table.staleKeys
      html += countsRow(
        label: text(table.name), subject: text(table.name), counts: total,
        attributes: "data-table=\"\(StatusHTMLText.attribute(table.name))\"",
        extra: ["<td data-field=\"keys\">\(table.keys)</td>", "<td data-field=\"words\">\(table.words)</td>"])
    }
    html += "</table>\n"
    for table in status.tables where !table.languages.isEmpty {
      let name = StatusHTMLText.attribute(table.name)
      html += "<details class=\"group\"><summary><strong>\(text(table.name))</strong> <span class=\"muted\">"
      html += "\(table.keys) keys · \(table.words) words · development language "
      html +=
        "\(text(table.developmentLanguage)) · \(table.files.count) file\(plural(table.files.count))</span></summary>\n"
      html += "<table class=\"counts\">\n<caption>\(text(table.name)) per language</caption>\n"
      html += headerRow(first: "Language")
      for language in table.languages {
        html += countsRow(
          label: languageLabel(language.language), subject: text(language.language), counts: language.counts,
          attributes: "data-table=\"\(name)\" data-language=\"\(StatusHTMLText.attribute(language.language))\"")
      }
      html += "</table>\n</details>\n"
    }
    return html + "</section>\n"
  }

  /// The rules with the most findings, each with its first locations.
  private static func problemsSection(_ status: TranslationStatus) -> String {
    var html = "<section aria-labelledby=\"problems\">\n<h2 id=\"problems\">Top problems</h2>\n"
    guard !status.problems.isEmpty else { return html + "<p>No lint findings.</p>\n</section>\n" }
    html += "<p class=\"muted\">From <code>l10n-gen lint</code>, most severe first.</p>\n"
    for problem in status.problems {
      let rule = StatusHTMLText.attribute(problem.rule)
      html += "<details class=\"problem\" data-rule=\"\(rule)\"><summary>"
      html += "<span class=\"badge \(StatusHTMLText.attribute(problem.severity))\">\(text(problem.severity))</span> "
      html += "<code>\(text(problem.rule))</code> <span class=\"count\" data-field=\"count\">\(problem.count)</span>"
      html += " <span class=\"muted\">\(text(problem.summary))</span></summary>\n<ul>\n"
      for finding in problem.findings {
        html += "<li><span class=\"location\">\(text(finding.location.isEmpty ? "(no file)" : finding.location))</span>"
        if let language = finding.language { html += " <span class=\"lang\">\(text(language))</span>" }
        html += "<br>\(text(finding.message))</li>\n"
      }
      if problem.count > problem.findings.count {
        html += "<li class=\"muted\">and \(problem.count - problem.findings.count) more</li>\n"
      }
      html += "</ul>\n</details>\n"
    }
    return html + "</section>\n"
  }

  // MARK: - Rows and cells

  private static func headerRow(first: String, extra: [String] = []) -> String {
    "<thead><tr><th scope=\"col\">\(first)</th>"
      + extra.map { "<th scope=\"col\">\($0)</th>" }.joined() + "<th scope=\"col\" class=\"chart\">Progress</th>"
      + "<th scope=\"col\">Translated</th><th scope=\"col\">Same as source</th>"
      + "<th scope=\"col\">Needs review</th><th scope=\"col\">Missing</th>"
      + "<th scope=\"col\">Stale</th><th scope=\"col\">Words left</th></tr></thead>\n"
  }

  private static func countsRow(
    label: String, subject: String, counts: TranslationCounts, attributes: String, extra: [String] = []
  ) -> String {
    "<tr \(attributes)><th scope=\"row\">\(label)</th>" + extra.joined()
      + "<td class=\"chart\">\(StatusBarChart.svg(counts, subject: subject))</td>"
      + "<td><span data-field=\"translated\">\(counts.translated)</span>"
      + "<span class=\"muted\"> / <span data-field=\"total\">\(counts.total)</span> · "
      + "<span data-field=\"percent\">\(counts.translatedPercent)</span> %</span></td>"
      + "<td data-field=\"sameAsSource\">\(counts.sameAsSource)</td>"
      + "<td data-field=\"needsReview\">\(counts.needsReview)</td><td data-field=\"missing\">\(counts.missing)</td>"
      + "<td data-field=\"stale\">\(counts.stale)</td><td data-field=\"wordsLeft\">\(counts.wordsLeft)</td></tr>\n"
  }

  /// The language's English name and its code: `French <code>fr</code>`.
  private static func languageLabel(_ code: String) -> String {
    let name = Locale(identifier: "en").localizedString(forIdentifier: code)
    guard let name, name != code else { return "<code>\(text(code))</code>" }
    return "\(text(name)) <code>\(text(code))</code>"
  }

  /// An input text, escaped and isolated.
  private static func text(_ string: String) -> String {
    "<bdi>\(StatusHTMLText.content(string))</bdi>"
  }

  /// A value in `language`, escaped, isolated and marked with its language and direction.
  private static func value(_ string: String, language: String) -> String {
    // `lang` takes BCP 47 tags, written with hyphens (`pt_BR` is `pt-BR`).
    "<bdi class=\"value\" lang=\"\(StatusHTMLText.attribute(language.replacingOccurrences(of: "_", with: "-")))\" "
      + "dir=\"auto\">"
      + "\(StatusHTMLText.content(string))</bdi>"
  }

  private static func plural(_ count: Int) -> String { count == 1 ? "" : "s" }

  /// `1 key`, `2 keys`.
  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(plural(number))" }

  /// The language `table`'s development texts are written in, for their `lang`: its development language, or for a
  /// storyboard's table (`Base`) the project's, else `und` (undetermined).
  private static func sourceLanguage(of table: TableStatus, status: TranslationStatus) -> String {
    guard table.developmentLanguage == "Base" else { return table.developmentLanguage }
    return status.developmentLanguages.first { $0 != "Base" } ?? "und"
  }

  // MARK: - Fixed parts

  private static let legend = """
    <p class="legend" aria-hidden="true"><span class="swatch seg-translated"></span>Translated \
    <span class="swatch seg-same"></span>Same as source \
    <span class="swatch seg-review"></span>Needs review <span class="swatch seg-missing"></span>Missing \
    <span class="swatch seg-stale"></span>Stale</p>

    """

  private static let definitions = """
    <section aria-labelledby="counting">
    <h2 id="counting">How this is counted</h2>
    <ul class="muted">
    <li>Keys to translate: the development-language keys of every table (a plural key counts once), without keys \
    marked “Don't translate” and stale keys.</li>
    <li>Needs review: the String Catalog marks the translation <code>needs_review</code> (as Xcode does when the \
    source changed since), or a <code>lint</code> rule flags it (a placeholder that does not match, an empty \
    value…).</li>
    <li>Same as source: the translation is the development text itself and nothing else is wrong with it: often a \
    copy left untranslated, sometimes intended (a name, “OK”); counted neither as translated nor in the words \
    left.</li>
    <li>Missing: no translation, or a catalog state <code>new</code>. Stale: a key the language still has but the \
    development language no longer has, or that the catalog marks stale; per language the keys it still has, over \
    several languages each key once.</li>
    <li>Every translation language counts in every table, so all languages share one denominator per table, its \
    keys; a table a language has no file for is missing there entirely. The languages the development texts are \
    written in are no translations, and tables with no key to translate are left out.</li>
    <li>Words left: the words of the development text of every missing or needs-review key, each plural variant \
    included; format specifiers are not words; in Chinese, Japanese, Thai, Lao, Khmer and Myanmar text each \
    character counts as one word.</li>
    </ul>
    </section>

    """

  private static let style = """

    :root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2328;--muted:#57606a;--card:#f6f8fa;--line:#d0d7de;\
    --ok:#1a7f37;--review:#b35900;--same:#8250df;--missing:#cf222e;--stale:#6e7781;--empty:#eaeef2;--accent:#0969da}
    @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--card:#161b22;\
    --line:#30363d;--ok:#3fb950;--review:#d29922;--same:#a371f7;--missing:#f85149;--stale:#8b949e;--empty:#21262d;--accent:#58a6ff}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",\
    "Noto Sans",Helvetica,Arial,sans-serif}
    header,main{max-width:1100px;margin:0 auto;padding:0 24px}
    header{padding-top:32px}
    h1{font-size:28px;margin:0 0 4px}
    h2{font-size:20px;margin:36px 0 12px;padding-bottom:6px;border-bottom:1px solid var(--line)}
    h3{font-size:17px;margin:28px 0 4px}
    a{color:var(--accent)}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--card);padding:1px 5px;\
    border-radius:4px}
    .subtitle,.muted{color:var(--muted)}
    .subtitle{margin:0 0 8px}
    .cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px;margin-top:20px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px 16px}
    .card h2{font-size:13px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);\
    margin:0;padding:0;border:0}
    .card .big{font-size:30px;font-weight:600;margin:2px 0}
    .card p{margin:0}
    table{border-collapse:collapse;width:100%;margin:8px 0 4px;font-variant-numeric:tabular-nums}
    caption{text-align:left;color:var(--muted);font-size:13px;padding-bottom:4px}
    th,td{padding:6px 10px;border-bottom:1px solid var(--line);text-align:right;vertical-align:middle}
    th:first-child,td:first-child{text-align:left}
    thead th{font-size:13px;color:var(--muted);font-weight:600}
    tbody th{font-weight:500}
    .counts th[scope=row]{white-space:nowrap}
    td.chart,th.chart{width:30%;min-width:160px;text-align:left}
    td{white-space:nowrap}
    .keys td{white-space:normal}
    .langs code{margin-right:2px}
    .missing td.key{width:24%}
    .missing td.location{width:28%;font-size:12px}
    svg.bar{display:block;width:100%;height:14px;border-radius:3px;overflow:hidden}
    .seg-translated{fill:var(--ok);background:var(--ok)}
    .seg-review{fill:var(--review);background:var(--review)}
    .seg-same{fill:var(--same);background:var(--same)}
    .seg-missing{fill:var(--missing);background:var(--missing)}
    .seg-stale{fill:var(--stale);background:var(--stale)}
    .seg-empty{fill:var(--empty)}
    .legend{font-size:13px;color:var(--muted)}
    .swatch{display:inline-block;width:12px;height:12px;border-radius:2px;margin:0 6px 0 14px;vertical-align:-1px}
    .swatch:first-child{margin-left:0}
    details{margin:8px 0}
    summary{cursor:pointer}
    details.group{border:1px solid var(--line);border-radius:8px;padding:8px 14px}
    details.group[open]{padding-bottom:14px}
    details.group>summary{padding:2px 0}
    h4{font-size:14px;margin:16px 0 4px}
    .keys td,.keys th{text-align:left;vertical-align:top;font-size:14px}
    .key,.location{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;\
    overflow-wrap:anywhere}
    .value{white-space:pre-wrap}
    .ctl{font:11px ui-monospace,monospace;color:var(--missing);border:1px solid currentColor;border-radius:3px;\
    padding:0 2px;margin:0 1px}
    .problem{border:1px solid var(--line);border-radius:8px;padding:8px 12px}
    .problem ul{margin:8px 0 0;padding-left:20px}
    .problem li{margin:6px 0;overflow-wrap:anywhere}
    .count{font-weight:600}
    .badge{display:inline-block;font-size:12px;font-weight:600;border-radius:10px;padding:0 8px;color:#fff}
    .badge.error{background:var(--missing)}
    .badge.warning{background:var(--review)}
    .badge.note{background:var(--stale)}
    @media (prefers-color-scheme: dark){.badge{color:#0d1117}}
    .lang{font-size:12px;color:var(--muted);border:1px solid var(--line);border-radius:10px;padding:0 6px}
    @media print{:root{color-scheme:light;--bg:#ffffff;--fg:#000000;--muted:#4b535c;--card:#ffffff;--line:#c4cbd3;\
    --ok:#1a7f37;--review:#b35900;--same:#8250df;--missing:#cf222e;--stale:#6e7781;--empty:#eaeef2;--accent:#0550ae}
    *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
    body{font-size:12px}
    header,main{max-width:none;padding:0}
    header{padding-top:0}
    .cards{grid-template-columns:repeat(4,1fr);gap:8px}
    .card .big{font-size:22px}
    td.chart,th.chart{min-width:90px;width:22%}
    th,td{padding:3px 6px}
    tr,.card,summary{break-inside:avoid}
    h2,h3,h4{break-after:avoid}
    details.full:not([open]){display:none}
    .missing td.location,.missing th:last-child{display:none}
    .badge{color:#fff}}

    """
}
