/// Builds the all-languages `LocalizationTable`s of a target from its discovered localization files.
public enum TableBuilder {
  /// Parses every file and merges them per table name.
  ///
  /// - `.strings` and `.stringsdict` of one language merge; a key in both resolves to the stringsdict entry, as on
  ///   Apple platforms.
  /// - The development language is `developmentLanguage`, else the catalog's `sourceLanguage`, else `Base`, else
  ///   `en`, else the first language in sorted order.
  /// - Tables are sorted by name; entries follow the development-language file order, then keys found only in
  ///   other languages, sorted. The result does not depend on the order of `files`.
  public static func buildTables(
    from files: [InputFile], developmentLanguage: String?
  ) -> (tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var groups: [String: TableFiles] = [:]
    let sortedFiles = files.sorted {
      $0.path != $1.path ? $0.path < $1.path : $0.data.lexicographicallyPrecedes($1.data)
    }
    for file in sortedFiles {
      guard let classified = InputClassifier.classifyExplaining(path: file.path) else { continue }
      switch classified {
      case .failure:
        diagnostics.append(
          .warning(
            "'\(file.path)' is not inside a <language>.lproj folder, so it localizes no language and is ignored; "
              + "move it into e.g. en.lproj/", at: SourceLocation(file: file.path, line: 1, column: 1),
            rule: .notInLanguageFolder))
      case let .success(classification):
        groups[classification.table, default: TableFiles()].append(file, classification)
      }
    }
    var tables: [LocalizationTable] = []
    for name in groups.keys.sorted() {
      guard let group = groups[name] else { continue }
      if let table = buildTable(
        named: name, from: group, developmentLanguage: developmentLanguage, diagnostics: &diagnostics)
      {
        tables.append(table)
      }
    }
    return (tables, diagnostics)
  }

  private struct TableFiles {
    var catalogs: [InputFile] = []
    /// Language → files (`.strings` before `.stringsdict`, each sorted by path).
    var languageFiles: [String: [(file: InputFile, kind: InputClassification.Kind)]] = [:]

    mutating func append(_ file: InputFile, _ classification: InputClassification) {
      if let language = classification.language {
        languageFiles[language, default: []].append((file, classification.kind))
      } else {
        catalogs.append(file)
      }
    }
  }

  private static func buildTable(
    named name: String, from group: TableFiles, developmentLanguage: String?, diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    if let catalogFile = group.catalogs.first {
      if !group.languageFiles.isEmpty {
        let others = group.languageFiles.values.flatMap { $0.map(\.file.path) }.sorted()
        diagnostics.append(
          .error(
            "table '\(name)' is defined both by this String Catalog and by \(others.joined(separator: ", ")); Xcode "
              + "refuses to build a target with both; migrate the .strings/.stringsdict files into the catalog or "
              + "remove the catalog", at: SourceLocation(file: catalogFile.path, line: 1, column: 1),
            rule: .tableConflict))
      }
      for extra in group.catalogs.dropFirst() {
        diagnostics.append(
          .error(
            "table '\(name)' is defined by more than one String Catalog (also '\(catalogFile.path)'); Xcode "
              + "refuses duplicate table names; rename or remove one",
            at: SourceLocation(file: extra.path, line: 1, column: 1), rule: .tableConflict))
      }
      return buildCatalogTable(
        named: name, file: catalogFile, developmentLanguage: developmentLanguage, diagnostics: &diagnostics)
    }
    return buildLanguageFolderTable(
      named: name, languageFiles: group.languageFiles, developmentLanguage: developmentLanguage,
      diagnostics: &diagnostics)
  }

  private static func buildCatalogTable(
    named name: String, file: InputFile, developmentLanguage: String?, diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let result = StringCatalogParser.parse(file.data, path: file.path)
    guard let catalog = result.catalog else {
      diagnostics.append(contentsOf: result.diagnostics)
      return nil
    }
    let language = developmentLanguage ?? catalog.sourceLanguage
    diagnostics.append(contentsOf: SeverityPolicy.applying(to: result.diagnostics, developmentLanguage: language))
    if language != catalog.sourceLanguage {
      diagnostics.append(
        .note(
          "the catalog's sourceLanguage is '\(catalog.sourceLanguage)' but the development language is "
            + "'\(language)'; values are looked up in '\(language)'",
          at: SourceLocation(file: file.path, line: 1, column: 1), rule: .sourceLanguageMismatch))
    }
    return LocalizationTable(
      name: name, developmentLanguage: language, languages: Set(catalog.languages).union([language]).sorted(),
      entries: catalog.entries, sourceFiles: [file.path])
  }

  private struct MergedEntry {
    var key: String
    var value: LocalizedValue
    var comment: String?
    var location: SourceLocation
  }

  /// Merges one language's `.strings` and `.stringsdict` files: key order of first appearance, last value wins,
  /// stringsdict entries over strings entries.
  private static func mergeLanguage(
    _ language: String, _ files: [(file: InputFile, kind: InputClassification.Kind)],
    diagnostics: inout [Diagnostic]
  ) -> [MergedEntry] {
    var merged: [MergedEntry] = []
    var indexByKey: [String: Int] = [:]
    func put(_ entry: MergedEntry) {
      if let index = indexByKey[entry.key] {
        merged[index].value = entry.value
        merged[index].location = entry.location
        merged[index].comment = entry.comment ?? merged[index].comment
      } else {
        indexByKey[entry.key] = merged.count
        merged.append(entry)
      }
    }
    let ordered = files.filter { $0.kind == .strings } + files.filter { $0.kind == .stringsDict }
    for (file, kind) in ordered {
      if kind == .strings {
        let result = StringsFileParser.parse(file.data, path: file.path)
        diagnostics.append(contentsOf: result.diagnostics.concerning(language))
        merged.reserveCapacity(merged.count + result.entries.count)
        indexByKey.reserveCapacity(merged.count + result.entries.count)
        for entry in result.entries {
          put(
            MergedEntry(
              key: entry.key, value: .text(entry.value, at: entry.valueLocation), comment: entry.comment,
              location: entry.keyLocation))
        }
      } else {
        let result = StringsDictParser.parse(file.data, path: file.path)
        diagnostics.append(contentsOf: result.diagnostics.concerning(language))
        for entry in result.entries {
          put(MergedEntry(key: entry.key, value: entry.value, comment: entry.comment, location: entry.location))
        }
      }
    }
    return merged
  }

  private static func buildLanguageFolderTable(
    named name: String, languageFiles: [String: [(file: InputFile, kind: InputClassification.Kind)]],
    developmentLanguage: String?, diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let languages = languageFiles.keys.sorted()
    guard let firstLanguage = languages.first else { return nil }
    for language in languages {
      guard let files = languageFiles[language] else { continue }
      for kind in InputClassification.Kind.allCases {
        let sameKind = files.filter { $0.kind == kind }
        if sameKind.count > 1 {
          diagnostics.append(
            .warning(
              "table '\(name)' has \(sameKind.count) files for language '\(language)' "
                + "(\(sameKind.map(\.file.path).joined(separator: ", "))); they are merged and the last one wins "
                + "for keys they share", at: SourceLocation(file: sameKind[1].file.path, line: 1, column: 1),
              rule: .duplicateTableFile))
        }
      }
    }
    let development: String
    if let developmentLanguage {
      if languageFiles[developmentLanguage] != nil {
        development = developmentLanguage
      } else if languageFiles["Base"] != nil {
        development = "Base"
      } else {
        development = developmentLanguage
      }
    } else if languageFiles["Base"] != nil {
      development = "Base"
    } else if languageFiles["en"] != nil {
      development = "en"
    } else {
      development = firstLanguage
    }
    var mergedByLanguage: [String: [MergedEntry]] = [:]
    var parseDiagnostics: [Diagnostic] = []
    for language in languages {
      mergedByLanguage[language] = mergeLanguage(
        language, languageFiles[language] ?? [], diagnostics: &parseDiagnostics)
    }
    diagnostics.append(contentsOf: SeverityPolicy.applying(to: parseDiagnostics, developmentLanguage: development))
    let developmentMerged = mergedByLanguage[development] ?? []
    var entries: [LocalizationEntry] = []
    var indexByKey: [String: Int] = [:]
    entries.reserveCapacity(developmentMerged.count)
    indexByKey.reserveCapacity(developmentMerged.count)
    for merged in developmentMerged {
      indexByKey[merged.key] = entries.count
      var values: [String: LocalizedValue] = [:]
      values.reserveCapacity(languages.count)
      values[development] = merged.value
      entries.append(
        LocalizationEntry(key: merged.key, comment: merged.comment, values: values, location: merged.location))
    }
    let developmentHasFile = languageFiles[development] != nil
    if !developmentHasFile {
      let anyFile = languageFiles[firstLanguage]?.first?.file.path ?? name
      diagnostics.append(
        .warning(
          "table '\(name)' has no file for the development language '\(development)' (languages: "
            + "\(languages.joined(separator: ", "))); its keys come from the translations, and code will fall back "
            + "to the keys themselves; add \(development).lproj/\(name).strings",
          at: SourceLocation(file: anyFile, line: 1, column: 1), rule: .missingDevelopmentFile))
    }
    var extraKeys: [String: (languages: [String], entry: LocalizationEntry)] = [:]
    for language in languages where language != development {
      for merged in mergedByLanguage[language] ?? [] {
        if let index = indexByKey[merged.key] {
          entries[index].values[language] = merged.value
        } else if var extra = extraKeys[merged.key] {
          extra.entry.values[language] = merged.value
          extra.languages.append(language)
          extraKeys[merged.key] = extra
        } else {
          let entry = LocalizationEntry(
            key: merged.key, values: [language: merged.value], location: merged.location)
          extraKeys[merged.key] = ([language], entry)
        }
      }
    }
    for key in extraKeys.keys.sorted() {
      guard let extra = extraKeys[key] else { continue }
      if developmentHasFile {
        diagnostics.append(
          .warning(
            "key '\(key)' of table '\(name)' is translated in \(extra.languages.joined(separator: ", ")) but missing "
              + "from the development language '\(development)'; add it there or remove the translations",
            at: extra.entry.location, rule: .extraKey))
      }
      entries.append(extra.entry)
    }
    let sourceFiles = languageFiles.values.flatMap { $0.map(\.file.path) }.sorted()
    return LocalizationTable(
      name: name, developmentLanguage: development, languages: languages, entries: entries, sourceFiles: sourceFiles)
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics of one language's file, tagged with that language unless they already name one.
  fileprivate func concerning(_ language: String) -> [Diagnostic] {
    map { diagnostic in
      var tagged = diagnostic
      tagged.language = tagged.language ?? language
      return tagged
    }
  }
}
