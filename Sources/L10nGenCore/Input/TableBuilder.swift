/// Builds the all-languages `LocalizationTable`s of a target from its discovered localization files.
public enum TableBuilder {
  /// Parses every file and merges them per table, as ``ProjectLayout`` groups them.
  ///
  /// - `.strings` and `.stringsdict` of one language merge; a key in both resolves to the stringsdict entry, as on
  ///   Apple platforms.
  /// - Files whose table names differ only in case are one table, named as most languages' files name it; each
  ///   other spelling is a `table-name-case` warning.
  /// - The development language is `developmentLanguage` (matched case- and separator-insensitively, and spelled
  ///   as the files spell it), else the catalog's `sourceLanguage`, else `Base`, else `en`, else the first language
  ///   in sorted order. A `developmentLanguage` that no table has is an `unknown-development-language` error, and
  ///   the defaults apply.
  /// - An entry without a comment takes its `qqq` (message documentation) value as its comment.
  /// - Tables are sorted by name; entries follow the development-language file order, then keys found only in
  ///   other languages, sorted. The result does not depend on the order of `files`.
  public static func buildTables(
    from files: [InputFile], developmentLanguage: String?
  ) -> (tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let sortedFiles = files.sorted {
      $0.path != $1.path ? $0.path < $1.path : $0.data.lexicographicallyPrecedes($1.data)
    }
    let layout = ProjectLayout(paths: sortedFiles.map(\.path), developmentLanguage: developmentLanguage)
    diagnostics += layout.rejectedFiles.map(rejectionDiagnostic)
    let filesByPath = Dictionary(grouping: sortedFiles, by: \.path)
    let readTables = layout.tables.map { table in
      (
        table,
        table.files.flatMap { layoutFile in
          (filesByPath[layoutFile.path] ?? []).map {
            ReadFile(layoutFile: layoutFile, contents: layoutFile.kind.read($0.data, path: $0.path))
          }
        }
      )
    }
    for (table, _) in readTables {
      diagnostics += table.misnamedFiles.map { nameCaseDiagnostic($0, table: table) }
    }
    var requested = developmentLanguage
    if let language = developmentLanguage {
      let known = Set(
        readTables.flatMap { table, files in
          table.languages + files.flatMap { $0.contents.catalog?.languages ?? [] }
        })
      if !known.isEmpty && !known.contains(where: { LanguageCode.matches($0, language) }) {
        diagnostics.append(
          .error(
            "the development language '\(language)' is not a language of any table (languages: "
              + "\(known.sorted().joined(separator: ", "))); set developmentLanguage in \(ProjectLayout.configFileName) "
              + "(or --development-language) to one of them", at: nil, rule: .unknownDevelopmentLanguage))
        requested = nil
      }
    }
    var tables: [LocalizationTable] = []
    for (table, files) in readTables {
      if let built = buildTable(table, from: files, developmentLanguage: requested, diagnostics: &diagnostics) {
        tables.append(built)
      }
    }
    return (tables, diagnostics)
  }

  /// One file of a table with what reading it gave.
  private struct ReadFile {
    var layoutFile: ProjectLayout.TableFile
    var contents: TableFileContents

    var path: String { layoutFile.path }
    var kind: InputKind { layoutFile.kind }
  }

  private static func rejectionDiagnostic(_ file: ProjectLayout.RejectedFile) -> Diagnostic {
    let reason =
      switch file.reason {
      case .notInLanguageFolder: "is not inside a <language>.lproj folder"
      case .unnamedLanguageFolder: "is inside a folder named '.lproj', which names no language"
      }
    return .warning(
      "'\(file.path)' \(reason), so it localizes no language and is ignored; move it into e.g. en.lproj/",
      at: SourceLocation(file: file.path, line: 1, column: 1), rule: .notInLanguageFolder)
  }

  private static func nameCaseDiagnostic(_ file: ProjectLayout.TableFile, table: ProjectLayout.Table) -> Diagnostic {
    .warning(
      "'\(file.path)' spells its table '\(file.spelledTableName)', but the table is '\(table.name)' (as the files "
        + "of \(table.languagesUsingName) of \(table.languageCount) languages spell it); l10n-gen reads it as part of "
        + "'\(table.name)', but an iOS device's case-sensitive file system will not find it when the app looks up "
        + "the table '\(table.name)'; rename it to \(table.name).\(file.kind.fileExtension)",
      at: SourceLocation(file: file.path, line: 1, column: 1), rule: .tableNameCase, language: file.language)
  }

  private static func buildTable(
    _ table: ProjectLayout.Table, from files: [ReadFile], developmentLanguage: String?,
    diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let name = table.name
    let catalogs = files.filter { !$0.kind.needsLanguageFolder }
    var languageFiles: [String: [ReadFile]] = [:]
    for file in files {
      if let language = file.layoutFile.language {
        languageFiles[language, default: []].append(file)
      }
    }
    guard let catalogFile = catalogs.first else {
      return buildLanguageFolderTable(
        named: name, languageFiles: languageFiles, developmentLanguage: developmentLanguage,
        diagnostics: &diagnostics)
    }
    if !languageFiles.isEmpty {
      let others = languageFiles.values.flatMap { $0.map(\.path) }.sorted()
      diagnostics.append(
        .error(
          "table '\(name)' is defined both by this String Catalog and by \(others.joined(separator: ", ")); Xcode "
            + "refuses to build a target with both; migrate the .strings/.stringsdict files into the catalog or "
            + "remove the catalog", at: SourceLocation(file: catalogFile.path, line: 1, column: 1),
          rule: .tableConflict))
    }
    for extra in catalogs.dropFirst() {
      diagnostics.append(
        .error(
          "table '\(name)' is defined by more than one String Catalog (also '\(catalogFile.path)'); Xcode "
            + "refuses duplicate table names; rename or remove one",
          at: SourceLocation(file: extra.path, line: 1, column: 1), rule: .tableConflict))
    }
    return buildCatalogTable(
      named: name, file: catalogFile, developmentLanguage: developmentLanguage, diagnostics: &diagnostics)
  }

  private static func buildCatalogTable(
    named name: String, file: ReadFile, developmentLanguage: String?, diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    guard let catalog = file.contents.catalog else {
      diagnostics.append(contentsOf: file.contents.diagnostics)
      return nil
    }
    var language = catalog.sourceLanguage
    if let requested = developmentLanguage, !LanguageCode.matches(requested, catalog.sourceLanguage) {
      language = catalog.languages.first { LanguageCode.matches($0, requested) } ?? requested
    }
    diagnostics.append(
      contentsOf: SeverityPolicy.applying(to: file.contents.diagnostics, developmentLanguage: language))
    if language != catalog.sourceLanguage {
      diagnostics.append(
        .note(
          "the catalog's sourceLanguage is '\(catalog.sourceLanguage)' but the development language is "
            + "'\(language)'; values are looked up in '\(language)'",
          at: SourceLocation(file: file.path, line: 1, column: 1), rule: .sourceLanguageMismatch))
    }
    return LocalizationTable(
      name: name, developmentLanguage: language, languages: Set(catalog.languages).union([language]).sorted(),
      entries: documented(catalog.entries), sourceFiles: [file.path])
  }

  private struct MergedEntry {
    var key: String
    var value: LocalizedValue
    var comment: String?
    var location: SourceLocation
  }

  /// Merges one language's files: key order of first appearance, last value wins, files of a kind with a higher
  /// ``InputKind/Contribution`` (stringsdict rules) over lower ones (plain strings).
  private static func mergeLanguage(
    _ language: String, _ files: [ReadFile], diagnostics: inout [Diagnostic]
  ) -> [MergedEntry] {
    var merged: [MergedEntry] = []
    var indexByKey: [String: Int] = [:]
    let ordered = files.enumerated().sorted {
      ($0.element.kind.contribution, $0.offset) < ($1.element.kind.contribution, $1.offset)
    }.map(\.element)
    for file in ordered {
      diagnostics.append(contentsOf: file.contents.diagnostics.concerning(language))
      merged.reserveCapacity(merged.count + file.contents.entries.count)
      indexByKey.reserveCapacity(merged.count + file.contents.entries.count)
      for entry in file.contents.entries {
        if let index = indexByKey[entry.key] {
          merged[index].value = entry.value
          merged[index].location = entry.location
          merged[index].comment = entry.comment ?? merged[index].comment
        } else {
          indexByKey[entry.key] = merged.count
          merged.append(
            MergedEntry(key: entry.key, value: entry.value, comment: entry.comment, location: entry.location))
        }
      }
    }
    return merged
  }

  private static func buildLanguageFolderTable(
    named name: String, languageFiles: [String: [ReadFile]], developmentLanguage: String?,
    diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let languages = languageFiles.keys.sorted()
    guard let firstLanguage = languages.first else { return nil }
    for language in languages {
      guard let files = languageFiles[language] else { continue }
      for kind in InputKind.allCases {
        let sameKind = files.filter { $0.kind == kind }
        if sameKind.count > 1 {
          diagnostics.append(
            .warning(
              "table '\(name)' has \(sameKind.count) files for language '\(language)' "
                + "(\(sameKind.map(\.path).joined(separator: ", "))); they are merged and the last one wins "
                + "for keys they share", at: SourceLocation(file: sameKind[1].path, line: 1, column: 1),
              rule: .duplicateTableFile))
        }
      }
    }
    let development =
      ProjectLayout.developmentLanguage(among: languages, requested: developmentLanguage) ?? developmentLanguage
      ?? firstLanguage
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
    // A missing development-language file and keys only translations have are reported by
    // MissingDevelopmentFileRule and ExtraKeyRule, which see the table this builds.
    let developmentHasFile = languageFiles[development] != nil
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
      // Documentation of a key that no language has describes nothing: it is no entry of the API.
      if extra.languages.allSatisfy(LocalizationTable.isDocumentationLanguage) {
        if developmentHasFile {
          diagnostics.append(
            .warning(
              "key '\(key)' of table '\(name)' is documented in \(extra.languages.joined(separator: ", ")) but "
                + "missing from the development language '\(development)'; add it there or remove its documentation",
              at: extra.entry.location, rule: .extraKey, language: extra.languages[0]))
        }
        continue
      }
      entries.append(extra.entry)
    }
    let sourceFiles = languageFiles.values.flatMap { $0.map(\.path) }.sorted()
    return LocalizationTable(
      name: name, developmentLanguage: development, languages: languages, entries: documented(entries),
      sourceFiles: sourceFiles)
  }

  /// `entries` where an entry without a comment takes its documentation-language value as its comment, so that
  /// every template shows it.
  private static func documented(_ entries: [LocalizationEntry]) -> [LocalizationEntry] {
    entries.map { entry in
      guard entry.comment == nil,
        let language = entry.values.keys.sorted().first(where: LocalizationTable.isDocumentationLanguage),
        let value = entry.values[language],
        let text = value.plainText ?? value.root.representativeText, !text.isEmpty
      else { return entry }
      var documented = entry
      documented.comment = text
      return documented
    }
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
