/// What a validation rule sees besides the table it checks: every table of the project and what the run checks.
package struct ValidationContext: Sendable {
  /// Every table of the project, sorted by name.
  package var tables: [LocalizationTable]
  /// The rules and languages the run reports; rules skip languages the filter excludes.
  package var filter: DiagnosticFilter
  /// The tables the configuration's `tables` selects for generation (all when `nil`); rules about the generated
  /// API check only these.
  package var selectedTables: Set<String>?
  /// The storyboards and xibs of the project, their `lz*` keys and the tables that translate them.
  package var interface: IBProject
  /// The keys the project's code uses, when sources were scanned (`lint --sources`); `nil` turns the source rules
  /// (`undefined-key`, `unused-key`, `key-argument-mismatch`) off. Other readers (Interface Builder files) add
  /// their usages with ``KeyUsageIndex/add(_:)``.
  package var keyUsages: KeyUsageIndex?

  /// The context of the rules over `project`: its tables come analysed (every value's format, every key's
  /// signature), so no rule parses a value again.
  package init(
    project: AnalyzedProject, filter: DiagnosticFilter = DiagnosticFilter(), selectedTables: Set<String>? = nil,
    keyUsages: KeyUsageIndex? = nil
  ) {
    self.tables = project.tables
    self.filter = filter
    self.selectedTables = selectedTables
    self.interface = project.interface
    self.keyUsages = keyUsages
  }

  /// Whether the configuration's `tables` selects `table` for generation.
  package func isSelected(_ table: LocalizationTable) -> Bool {
    selectedTables?.contains(table.name) ?? true
  }

  /// Whether `table` translates a Base storyboard or xib (an Interface Builder table, keyed `ObjectID.property`):
  /// it has no generated API, and the IB rules check it against its document instead of the development language.
  package func isInterfaceTable(_ table: LocalizationTable) -> Bool {
    interface.interfaceTables.contains(table.name)
  }

  /// The languages of `table` that count as translations to check: not the development language, not `Base`,
  /// not documentation or pseudo-locales (`qqq`, `en-XA`, `ar-XB`), and within the filter's languages.
  package func translationLanguages(of table: LocalizationTable) -> [String] {
    table.languages.filter { isCheckedTranslation($0, of: table) }
  }

  /// Whether `language` is a translation of `table` that the run checks.
  package func isCheckedTranslation(_ language: String, of table: LocalizationTable) -> Bool {
    !LanguageCode.matches(language, table.developmentLanguage) && language != "Base"
      && !LanguageCode.isPseudoOrDocumentation(language) && filter.checks(language: language)
  }
}
