/// A text of a Base storyboard or xib that a language's Interface Builder table lacks: the view shows the Base text
/// there. Compared against what ibtool exports for the document (``IBStringsExporter``), located at the language's
/// file, as `missing-translation`. Real apps delete such entries by hand (version numbers, brand names), so the
/// severity is `lint.ibMissingEntries`: `warning` (default), `note` or `off`. A text set by an `lz*` attribute
/// (migrated with `ib-migrate`) needs no entry.
package struct IBTableMissingEntryRule: ValidationRule {
  /// `missing-translation`.
  package let identifier = RuleID.missingTranslation

  package init() {}

  /// One finding per exported key and language whose file lacks it (a catalog entry marked `shouldTranslate: false`
  /// needs none). The languages are the table's, except `Base`,
  /// documentation and pseudo-locales, a String Catalog's source language and those the filter excludes.
  ///
  /// A table whose files translate several documents of its name (a macOS and an iOS one, each in its own folder
  /// tree) is checked per document, in the languages of the files paired with it.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let severity = context.interface.missingEntrySeverity else { return [] }
    let groups = context.interface.documents(of: table)
    guard !groups.isEmpty else { return [] }
    let languages = table.languages.filter { language in
      language != "Base" && !LanguageCode.isPseudoOrDocumentation(language) && context.filter.checks(language: language)
        && !(table.isStringCatalog && LanguageCode.matches(language, table.developmentLanguage))
        // A file that stops at a syntax error was not read to its end (the syntax error says so).
        && !table.partlyReadLanguages.contains(language)
    }
    guard !languages.isEmpty else { return [] }
    let entries = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    guard groups.count > 1 else {
      return check(
        groups[0].document, languages: languages, files: table.sourceFiles, table: table, entries: entries,
        severity: severity)
    }
    return groups.flatMap { group in
      let own = languages.filter { language in
        group.files.contains { Self.isFile($0, of: language) || $0.hasSuffix(".xcstrings") }
      }
      return check(
        group.document, languages: own, files: group.files, table: table, entries: entries, severity: severity)
    }
  }

  /// The findings for one document, in `languages`, whose files are among `files`.
  private func check(
    _ document: IBDocument, languages: [String], files: [String], table: LocalizationTable,
    entries: [String: LocalizationEntry], severity: DiagnosticSeverity
  ) -> [Diagnostic] {
    // A text whose object carries its lz* attribute was migrated: its key is checked in the app's table
    // (`ib-unknown-key`), and the IB table needs no entry for it.
    let migrated = IBMigrationTarget.keysSetByAttributes(in: document)
    let exportedEntries = IBStringsExporter.entries(for: document).filter { !migrated.contains($0.key) }
    var diagnostics: [Diagnostic] = []
    for language in languages {
      let file = Self.file(of: language, among: files, table: table)
      for exported in exportedEntries {
        // A catalog entry marked "Don't translate" (`shouldTranslate: false`) needs no translation.
        let entry = entries[exported.key]
        guard entry?.values[language] == nil, entry?.shouldTranslate != false else { continue }
        diagnostics.append(
          Diagnostic(
            severity,
            "'\(exported.key)' (\(exported.value.debugDescription) at \(exported.valueSpan.location)) has no "
              + "translation in \(language); the view shows the Base text there; add it to \(file) (export the "
              + "table with 'l10n-gen ib-strings'), or set \"ibMissingEntries\": \"note\" in the lint section of "
              + "\(ProjectLayout.configFileName) if entries are removed on purpose",
            at: SourceLocation(file: file, line: 1, column: 1), rule: identifier, language: language))
      }
    }
    return diagnostics
  }

  /// The file of `language` in `table`: its `<language>.lproj` file, else the table's String Catalog.
  static func file(of language: String, in table: LocalizationTable) -> String {
    file(of: language, among: table.sourceFiles, table: table)
  }

  /// The file of `language` among `files` (of `table`): its `<language>.lproj` file, else the first of them.
  static func file(of language: String, among files: [String], table: LocalizationTable) -> String {
    files.first { isFile($0, of: language) } ?? files.first ?? table.sourceFiles.first ?? table.name
  }

  /// Whether `path` is directly in the `<language>.lproj` folder.
  static func isFile(_ path: String, of language: String) -> Bool {
    let components = path.split(separator: "/")
    return components.count >= 2 && components[components.count - 2] == "\(language).lproj"
  }
}
