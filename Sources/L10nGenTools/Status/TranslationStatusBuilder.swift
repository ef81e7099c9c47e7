package import L10nGenCore

/// Computes a ``TranslationStatus`` from a project's analysed tables and its `lint` findings.
///
/// The rules, per table and per translation language:
/// - The keys to translate are the development-language keys (``StatusTableKeys``: every key of a String Catalog,
///   whose key is its own text; for an Interface Builder table, the texts ibtool exports from the Base document of
///   each file's own folder tree), without keys marked "Don't translate" and keys the catalog marks `stale`. A plural
///   or device-varied key counts once.
/// - A key is *missing* in a language without a value, or whose catalog state is `new`; it *needs review* when its
///   catalog state is `needs_review` (or `stale`), or when a `lint` finding about that language other than
///   `untranslated-value` points into its value (a placeholder mismatch, an empty value…); it is *same as source*
///   when `untranslated-value` is the only finding (the translation is the development text); otherwise it is
///   *translated*.
/// - A key is *stale* in a language that has it when the development language no longer has it, or when the catalog
///   marks it `stale`. Over several languages a stale key counts once (``TableStatus/staleKeys``).
/// - Every translation language of the project counts in every table, so each table has one denominator, its keys:
///   a table a language has no file for is missing entirely there. The translation languages are those `lint`
///   checks, without the languages the project writes its texts in (``projectDevelopmentLanguages(tables:keys:interface:requested:)``),
///   `Base`, `qqq` or a pseudo-locale, and within `lint.languages`.
/// - A table with no key to translate and no stale key is left out.
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
      tables: result.tables, interface: interface, diagnostics: result.diagnostics, filter: config.diagnosticFilter,
      developmentLanguage: config.developmentLanguage)
    return (status, result.diagnostics)
  }

  /// The status of analysed `tables`, given the project's storyboards and xibs, its (filtered) `lint` findings and
  /// the requested development language (configuration or `--development-language`).
  package static func build(
    tables: [LocalizationTable], interface: IBProject = .empty, diagnostics: [Diagnostic],
    filter: DiagnosticFilter = DiagnosticFilter(), developmentLanguage requested: String? = nil
  ) -> TranslationStatus {
    let tables = tables.sorted { $0.name < $1.name }
    let keysByTable = tables.map { StatusTableKeys($0, interface: interface) }
    let developmentLanguages = projectDevelopmentLanguages(
      tables: tables, keys: keysByTable, interface: interface, requested: requested)
    let languages = Set(
      tables.flatMap { table in
        table.languages.filter { language in
          !developmentLanguages.contains { LanguageCode.matches($0, language) } && language != "Base"
            && !LanguageCode.isPseudoOrDocumentation(language) && filter.checks(language: language)
        }
      }
    ).sorted()
    let flags = ReviewFlags(tables: tables, diagnostics: diagnostics)

    var languageCounts: [String: TranslationCounts] = [:]
    var languageTables: [String: [LanguageStatus.TableCounts]] = [:]
    var samples: [String: [SampleKind: [KeyStatusSample]]] = [:]
    var tableStatuses: [TableStatus] = []
    for (table, tableKeys) in zip(tables, keysByTable) {
      let keys = tableKeys.keys
      var perLanguage: [TableStatus.LanguageCounts] = []
      var missingLanguages = [[String]](repeating: [], count: keys.count)
      var staleKeys: Set<String> = []
      for language in languages {
        // A `.strings` file that stops at a syntax error was not read past it: its later keys are not missing, they
        // need the file fixed (and a look at what it holds), as `lint` says.
        let isPartlyRead = table.partlyReadLanguages.contains(language)
        var counts = TranslationCounts()
        func keep(_ sample: KeyStatusSample, as kind: SampleKind) {
          if samples[language, default: [:]][kind, default: []].count < TranslationStatus.sampleLimit {
            samples[language, default: [:]][kind, default: []].append(sample)
          }
        }
        for (index, key) in keys.enumerated() {
          counts.total += 1
          let value = key.entry?.values[language]
          var reasons: [String] = []
          if let state = value?.state, state == "needs_review" || state == "stale" { reasons.append(state) }
          reasons += flags.rules(table: table.name, key: key.key, language: language)
          if value == nil, isPartlyRead {
            counts.needsReview += 1
            counts.wordsLeft += key.words
            keep(
              KeyStatusSample(
                table: table.name, key: key.key, source: key.sampleText, translation: nil,
                reasons: [RuleID.syntaxError.rawValue], location: key.location.description), as: .needsReview)
          } else if value == nil || value?.state == "new" {
            counts.missing += 1
            counts.wordsLeft += key.words
            missingLanguages[index].append(language)
            keep(
              KeyStatusSample(
                table: table.name, key: key.key, source: key.sampleText, translation: nil, reasons: ["missing"],
                location: key.location.description), as: .missing)
          } else if let value, reasons == [RuleID.untranslatedValue.rawValue] {
            counts.sameAsSource += 1
            keep(
              KeyStatusSample(
                table: table.name, key: key.key, source: key.sampleText,
                translation: StatusTableKeys.sampleText(of: value), reasons: reasons,
                location: value.location.description), as: .sameAsSource)
          } else if let value, !reasons.isEmpty {
            counts.needsReview += 1
            counts.wordsLeft += key.words
            keep(
              KeyStatusSample(
                table: table.name, key: key.key, source: key.sampleText,
                translation: StatusTableKeys.sampleText(of: value), reasons: reasons,
                location: value.location.description), as: .needsReview)
          } else {
            counts.translated += 1
          }
        }
        for entry in table.entries {
          guard let value = entry.values[language], tableKeys.isStale(entry, value: value) else { continue }
          counts.stale += 1
          staleKeys.insert(entry.key)
        }
        perLanguage.append(.init(language: language, counts: counts))
      }
      // A table with nothing to translate and nothing to remove says nothing ("0 / 0 · 100 %"): left out.
      guard !keys.isEmpty || !staleKeys.isEmpty else { continue }
      for language in perLanguage {
        languageCounts[language.language, default: TranslationCounts()].add(language.counts)
        languageTables[language.language, default: []].append(.init(table: table.name, counts: language.counts))
      }
      let missingKeys = zip(keys, missingLanguages).compactMap { key, languages in
        languages.isEmpty
          ? nil
          : MissingKey(
            key: key.key, source: key.sampleText, location: key.location.description, languages: languages)
      }
      tableStatuses.append(
        TableStatus(
          name: table.name, developmentLanguage: tableKeys.developmentLanguage, files: table.sourceFiles.sorted(),
          keys: keys.count, words: keys.reduce(0) { $0 + $1.words }, languages: perLanguage,
          staleKeys: staleKeys.count, missingKeys: missingKeys))
    }

    var findings = TranslationStatus.FindingCounts()
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error: findings.errors += 1
      case .warning: findings.warnings += 1
      case .note: findings.notes += 1
      }
    }
    let reported = Set(tableStatuses.map(\.name))
    let usedDevelopmentLanguages = zip(tables, keysByTable).compactMap { table, keys in
      reported.contains(table.name) && developmentLanguages.contains(keys.developmentLanguage)
        ? keys.developmentLanguage : nil
    }
    return TranslationStatus(
      developmentLanguages: Set(usedDevelopmentLanguages).sorted(), keys: tableStatuses.reduce(0) { $0 + $1.keys },
      words: tableStatuses.reduce(0) { $0 + $1.words }, staleKeys: tableStatuses.reduce(0) { $0 + $1.staleKeys },
      languages: languages.map { language in
        LanguageStatus(
          language: language, counts: languageCounts[language] ?? TranslationCounts(),
          tables: languageTables[language] ?? [], needsReviewSamples: samples[language]?[.needsReview] ?? [],
          missingSamples: samples[language]?[.missing] ?? [],
          sameAsSourceSamples: samples[language]?[.sameAsSource] ?? [])
      },
      tables: tableStatuses, findings: findings, problems: problems(in: diagnostics))
  }

  /// The kinds of example keys kept per language.
  private enum SampleKind {
    case needsReview, sameAsSource, missing
  }

  /// The languages the project writes its texts in, which no table counts as a translation: the development
  /// languages of the tables that have one of the project's (`StatusTableKeys.hasProjectDevelopmentLanguage`). When
  /// no table but a storyboard's has one, every table's own development language.
  static func projectDevelopmentLanguages(
    tables: [LocalizationTable], keys: [StatusTableKeys], interface: IBProject, requested: String?
  ) -> Set<String> {
    var known: Set<String> = []
    var picked: Set<String> = []
    for (table, tableKeys) in zip(tables, keys) {
      if StatusTableKeys.hasProjectDevelopmentLanguage(table, interface: interface, requested: requested) {
        known.insert(tableKeys.developmentLanguage)
      } else {
        picked.insert(tableKeys.developmentLanguage)
      }
    }
    return known.subtracting(["Base"]).isEmpty ? known.union(picked) : known
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
