/// What a validation rule sees besides the table it checks: every table of the project and what the run checks.
public struct ValidationContext: Sendable {
  /// Every table of the project, sorted by name.
  public var tables: [LocalizationTable]
  /// The rules and languages the run reports; rules skip languages the filter excludes.
  public var filter: DiagnosticFilter
  /// The keys the project's code uses, when sources were scanned (`lint --sources`); `nil` turns the source rules
  /// (`undefined-key`, `unused-key`, `key-argument-mismatch`) off. Other readers (Interface Builder files) add
  /// their usages with ``KeyUsageIndex/add(_:)``.
  public var keyUsages: KeyUsageIndex?

  /// Creates a context.
  public init(
    tables: [LocalizationTable], filter: DiagnosticFilter = DiagnosticFilter(), keyUsages: KeyUsageIndex? = nil
  ) {
    self.tables = tables
    self.filter = filter
    self.keyUsages = keyUsages
  }

  /// The languages of `table` that count as translations to check: not the development language, not `Base`,
  /// not documentation or pseudo-locales (`qqq`, `en-XA`, `ar-XB`), and within the filter's languages.
  public func translationLanguages(of table: LocalizationTable) -> [String] {
    table.languages.filter { isCheckedTranslation($0, of: table) }
  }

  /// Whether `language` is a translation of `table` that the run checks.
  public func isCheckedTranslation(_ language: String, of table: LocalizationTable) -> Bool {
    !LanguageCode.matches(language, table.developmentLanguage) && language != "Base"
      && !LanguageCode.isPseudoOrDocumentation(language) && filter.checks(language: language)
  }
}
