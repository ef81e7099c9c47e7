package import L10nGenCore

/// Computes a ``TranslationStatus`` from a project's analysed tables and its `lint` findings.
///
/// The rules, per table and per translation language:
/// - The keys to translate are the development-language keys (every key of a String Catalog, whose key is its own
///   text; for an Interface Builder table, the texts ibtool exports from its Base document), without keys marked
///   "Don't translate" and keys the catalog marks `stale`. A plural or device-varied key counts once.
/// - A key is *missing* in a language without a value, or whose catalog state is `new`; it *needs review* when its
///   catalog state is `needs_review` (or `stale`), or when a `lint` finding about that language other than
///   `untranslated-value` points into its value (a placeholder mismatch, an empty value…); it is *same as source*
///   when `untranslated-value` is the only finding (the translation is the development text); otherwise it is
///   *translated*.
/// - A key is *stale* in a language that has it when the development language no longer has it, or when the catalog
///   marks it `stale`.
/// - Every translation language of the project counts in every table: a table a language has no file for is missing
///   entirely there. The translation languages are those `lint` checks: not the development language, `Base`, `qqq`
///   or a pseudo-locale, and within `lint.languages`.
/// - The words left are the words (``WordCounter``) of the development values of the missing and needs-review keys,
///   every plural and device variant included (each is a text to translate).
package enum TranslationStatusBuilder {
  /// Reads `files` (tables, storyboards and xibs) as `lint` does and computes their status; the diagnostics are those
  /// of `lint`, for the caller to print.
  package static func build(files: [InputFile], config: L10nGenConfig, extraDiagnostics: [Diagnostic] = []) -> (
    status: TranslationStatus, diagnostics: [Diagnostic]
  ) {
    let result = GeneratorPipeline.run(
      files: files, config: config, templates: nil, validator: .lint(config.lint), extraDiagnostics: extraDiagnostics)
    let (interface, _) = IBProject.read(files, config: config)
    let status = build(
      tables: result.tables, interface: interface, diagnostics: result.diagnostics, filter: config.diagnosticFilter)
    return (status, result.diagnostics)
  }

  /// The status of analysed `tables`, given the project's storyboards and xibs and its (filtered) `lint` findings.
  package static func build(
    tables: [LocalizationTable], interface: IBProject = .empty, diagnostics: [Diagnostic],
    filter: DiagnosticFilter = DiagnosticFilter()
  ) -> TranslationStatus {
    let tables = tables.sorted { $0.name < $1.name }
    let languages = Set(tables.flatMap { translationLanguages(of: $0, interface: interface, filter: filter) }).sorted()
    let flags = ReviewFlags(tables: tables, diagnostics: diagnostics)

    var languageCounts: [String: TranslationCounts] = [:]
    var languageTables: [String: [LanguageStatus.TableCounts]] = [:]
    var reviewSamples: [String: [KeyStatusSample]] = [:]
    var missingSamples: [String: [KeyStatusSample]] = [:]
    var sameSamples: [String: [KeyStatusSample]] = [:]
    var tableStatuses: [TableStatus] = []
    var totalKeys = 0
    var totalWords = 0
    for table in tables {
      let development = developmentLanguage(of: table, interface: interface)
      let keys = developmentKeys(of: table, developmentLanguage: development, interface: interface)
      let keySet = Set(keys.map(\.key))
      let tableWords = keys.reduce(0) { $0 + $1.words }
      var perLanguage: [TableStatus.LanguageCounts] = []
      for language in languages where !LanguageCode.matches(language, development) {
        var counts = TranslationCounts()
        for key in keys {
          counts.total += 1
          let value = key.entry?.values[language]
          var reasons: [String] = []
          if let state = value?.state, state == "needs_review" || state == "stale" { reasons.append(state) }
          reasons += flags.rules(table: table.name, key: key.key, language: language)
          if value == nil || value?.state == "new" {
            counts.missing += 1
            counts.wordsLeft += key.words
            if missingSamples[language, default: []].count < TranslationStatus.sampleLimit {
              missingSamples[language, default: []].append(
                KeyStatusSample(
                  table: table.name, key: key.key, source: key.sampleText, translation: nil, reasons: ["missing"],
                  location: key.location.description))
            }
          } else if let value, reasons == [RuleID.untranslatedValue.rawValue] {
            counts.sameAsSource += 1
            if sameSamples[language, default: []].count < TranslationStatus.sampleLimit {
              sameSamples[language, default: []].append(
                KeyStatusSample(
                  table: table.name, key: key.key, source: key.sampleText, translation: sampleText(of: value),
                  reasons: reasons, location: value.location.description))
            }
          } else if let value, !reasons.isEmpty {
            counts.needsReview += 1
            counts.wordsLeft += key.words
            if reviewSamples[language, default: []].count < TranslationStatus.sampleLimit {
              reviewSamples[language, default: []].append(
                KeyStatusSample(
                  table: table.name, key: key.key, source: key.sampleText, translation: sampleText(of: value),
                  reasons: reasons, location: value.location.description))
            }
          } else {
            counts.translated += 1
          }
        }
        for entry in table.entries where entry.values[language] != nil {
          if entry.extractionState == .stale || (entry.shouldTranslate && !keySet.contains(entry.key)) {
            counts.stale += 1
          }
        }
        perLanguage.append(.init(language: language, counts: counts))
        languageCounts[language, default: TranslationCounts()].add(counts)
        languageTables[language, default: []].append(.init(table: table.name, counts: counts))
      }
      totalKeys += keys.count
      totalWords += tableWords
      tableStatuses.append(
        TableStatus(
          name: table.name, developmentLanguage: development, files: table.sourceFiles.sorted(),
          keys: keys.count, words: tableWords, languages: perLanguage))
    }

    var findings = TranslationStatus.FindingCounts()
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error: findings.errors += 1
      case .warning: findings.warnings += 1
      case .note: findings.notes += 1
      }
    }
    return TranslationStatus(
      developmentLanguages: Set(tableStatuses.map(\.developmentLanguage)).sorted(), keys: totalKeys, words: totalWords,
      languages: languages.map { language in
        LanguageStatus(
          language: language, counts: languageCounts[language] ?? TranslationCounts(),
          tables: languageTables[language] ?? [], needsReviewSamples: reviewSamples[language] ?? [],
          missingSamples: missingSamples[language] ?? [], sameAsSourceSamples: sameSamples[language] ?? [])
      },
      tables: tableStatuses, findings: findings, problems: problems(in: diagnostics))
  }

  // MARK: - Development keys

  /// The language `table` is translated from: `Base` for the `.strings` tables that translate a Base storyboard or
  /// xib (whatever language the project's picker chose for them), else the table's development language.
  static func developmentLanguage(of table: LocalizationTable, interface: IBProject) -> String {
    interface.documentsByTable[table.name] != nil && !table.isStringCatalog ? "Base" : table.developmentLanguage
  }

  /// The languages of `table` that are translations: not its development language, not `Base`, not documentation
  /// or a pseudo-locale, and within the filter's languages (as `lint` checks them).
  static func translationLanguages(of table: LocalizationTable, interface: IBProject, filter: DiagnosticFilter)
    -> [String]
  {
    let development = developmentLanguage(of: table, interface: interface)
    return table.languages.filter {
      !LanguageCode.matches($0, development) && $0 != "Base" && !LanguageCode.isPseudoOrDocumentation($0)
        && filter.checks(language: $0)
    }
  }

  /// One key to translate: its entry (none for an Interface Builder text no table has yet), text and words.
  struct DevelopmentKey {
    var key: String
    var entry: LocalizationEntry?
    var sampleText: String
    var words: Int
    var location: SourceLocation
  }

  /// The keys of `table` that translators translate, in table order (Interface Builder texts not in the table last).
  static func developmentKeys(of table: LocalizationTable, developmentLanguage: String, interface: IBProject)
    -> [DevelopmentKey]
  {
    var keys: [DevelopmentKey] = []
    var seen: Set<String> = []
    for entry in table.entries where entry.shouldTranslate && entry.extractionState != .stale {
      if let value = entry.values[developmentLanguage] {
        keys.append(
          DevelopmentKey(
            key: entry.key, entry: entry, sampleText: sampleText(of: value), words: words(of: value),
            location: value.location))
      } else if table.isStringCatalog {
        // A catalog key without a source-language value is its own text.
        keys.append(
          DevelopmentKey(
            key: entry.key, entry: entry, sampleText: entry.key, words: WordCounter.count(entry.key),
            location: entry.location))
      } else {
        continue
      }
      seen.insert(entry.key)
    }
    guard let document = interface.documentsByTable[table.name] else { return keys }
    let entries = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for exported in exportedTexts(of: document) where !seen.contains(exported.key) {
      let entry = entries[exported.key]
      guard entry?.shouldTranslate != false, entry?.extractionState != .stale else { continue }
      seen.insert(exported.key)
      keys.append(
        DevelopmentKey(
          key: exported.key, entry: entry, sampleText: exported.value, words: WordCounter.count(exported.value),
          location: exported.valueSpan.location))
    }
    return keys
  }

  /// The texts ibtool exports from `document`, without those an `lz*` attribute sets (migrated with `ib-migrate`),
  /// as `IBTableMissingEntryRule` counts them.
  private static func exportedTexts(of document: IBDocument) -> [IBStringsExporter.Entry] {
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var migrated: Set<String> = []
    for object in document.objects {
      let parent = object.parentID.flatMap { objects[$0] }
      for property in object.properties
      where IBMigrationTarget.isSetByAttribute(property, of: object, parent: parent, platform: document.platform) {
        migrated.insert(property.key)
      }
    }
    return IBStringsExporter.entries(for: document).filter { !migrated.contains($0.key) }
  }

  /// The words of every text of `value`: the root and each substitution's variants.
  static func words(of value: LocalizedValue) -> Int {
    WordCounter.count(value.root) + value.substitutions.reduce(0) { $0 + WordCounter.count($1.variants) }
  }

  /// The text that shows `value` in the report: the plain text, else the `other` form of its first variation.
  static func sampleText(of value: LocalizedValue) -> String {
    let root = value.root.representativeText ?? ""
    if root.contains("%#@"), let substitution = value.substitutions.first,
      let text = substitution.variants.representativeText
    {
      return text
    }
    return root
  }

  // MARK: - Problems

  /// The findings grouped by rule: errors before warnings before notes, then the most frequent first.
  static func problems(in diagnostics: [Diagnostic]) -> [RuleProblemSummary] {
    var byRule: [RuleID: [Diagnostic]] = [:]
    for diagnostic in diagnostics { byRule[diagnostic.rule, default: []].append(diagnostic) }
    let groups = byRule.map { rule, found in
      (rule: rule, severity: found.map(\.severity).max() ?? .note, found: found)
    }
    .sorted { lhs, rhs in
      if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
      if lhs.found.count != rhs.found.count { return lhs.found.count > rhs.found.count }
      return lhs.rule < rhs.rule
    }
    return groups.prefix(TranslationStatus.problemRuleLimit).map { group in
      RuleProblemSummary(
        rule: group.rule.rawValue,
        summary: RuleCatalog.all.first { $0.id == group.rule }?.summary ?? "",
        severity: group.severity.rawValue, count: group.found.count,
        findings: group.found.sortedForOutput().prefix(TranslationStatus.problemLocationLimit).map {
          .init(location: $0.location?.description ?? "", language: $0.language, message: $0.singleLineMessage)
        })
    }
  }
}
