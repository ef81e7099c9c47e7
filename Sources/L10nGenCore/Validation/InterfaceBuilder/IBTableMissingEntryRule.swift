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
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let severity = context.interface.missingEntrySeverity,
      let document = context.interface.documentsByTable[table.name]
    else { return [] }
    let languages = table.languages.filter { language in
      language != "Base" && !LanguageCode.isPseudoOrDocumentation(language) && context.filter.checks(language: language)
        && !(table.isStringCatalog && LanguageCode.matches(language, table.developmentLanguage))
    }
    guard !languages.isEmpty else { return [] }
    let entries = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    // A text whose object carries its lz* attribute was migrated: its key is checked in the app's table
    // (`ib-unknown-key`), and the IB table needs no entry for it.
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var migrated: Set<String> = []
    for object in document.objects {
      let parent = object.parentID.flatMap { objects[$0] }
      for property in object.properties
      where IBMigrationTarget.isSetByAttribute(property, of: object, parent: parent, platform: document.platform) {
        migrated.insert(property.key)
      }
    }
    let exportedEntries = IBStringsExporter.entries(for: document).filter { !migrated.contains($0.key) }
    var diagnostics: [Diagnostic] = []
    for language in languages {
      let file = Self.file(of: language, in: table)
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
    let folder = "\(language).lproj"
    let inFolder = table.sourceFiles.first { path in
      let components = path.split(separator: "/")
      return components.count >= 2 && components[components.count - 2] == folder
    }
    return inFolder ?? table.sourceFiles.first ?? table.name
  }
}
