/// Runs a set of validation rules over every table of a project.
package struct CatalogValidator: Sendable {
  /// The rules, in reporting order.
  package var rules: [any ValidationRule]

  package init(rules: [any ValidationRule]) {
    self.rules = rules
  }

  /// What `generate` checks (and the build plugin shows): translations whose placeholders would crash or garble
  /// at run time. Under ``SeverityPolicy`` these are warnings, so a translator's slip never blocks a build.
  /// A missing development-language file and keys only translations have are reported too: they change the API.
  /// Problems in development values are reported too: they change the generated API. Storyboards' `lz*` keys that
  /// no table defines, or that take arguments, are errors: the build fails.
  package static let generation = CatalogValidator(rules: [
    MissingDevelopmentFileRule(), ExtraKeyRule(), PlaceholderConsistencyRule(), DevelopmentFormatRule(),
    InterfaceKeyRule(), UndefinedKeyRule(), UnusedKeyRule(), KeyArgumentMismatchRule(),
  ])

  /// What `lint` checks: everything.
  package static let lint = CatalogValidator(rules: [
    MissingDevelopmentFileRule(),
    ExtraKeyRule(),
    PlaceholderConsistencyRule(),
    DevelopmentFormatRule(),
    MissingTranslationRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
    InterfaceKeyRule(),
    InterfaceKeyTranslationRule(),
    InterfaceTableObjectRule(),
    InterfaceTableMissingEntryRule(),
    UndefinedKeyRule(),
    UnusedKeyRule(),
    KeyArgumentMismatchRule(),
  ])

  /// What `lint` checks with this configuration: ``lint``, plus the opt-in rules the configuration turns on
  /// (`translation-length` with `lint.translationLength`).
  package static func lint(_ settings: LintSettings) -> CatalogValidator {
    var validator = lint
    if let ratio = settings.translationLengthRatio {
      validator.rules.append(TranslationLengthRule(maximumRatio: ratio))
    }
    return validator
  }

  /// Every rule's findings for every table of `project`, in table order (the filter is applied to them afterwards);
  /// then the project-wide findings (its interface's keys). `selectedTables` is the configuration's `tables`
  /// selection (all tables when `nil`). The source rules run only with `keyUsages`; the `lz*` keys of the project's
  /// storyboards and xibs count as used.
  package func validate(
    _ project: AnalyzedProject, filter: DiagnosticFilter = DiagnosticFilter(), selectedTables: [String]? = nil,
    keyUsages: KeyUsageIndex? = nil
  ) -> [Diagnostic] {
    let tables = project.tables
    let context = ValidationContext(
      tables: tables, filter: filter, selectedTables: selectedTables.map(Set.init), interface: project.interface,
      keyUsages: keyUsages)
    return tables.flatMap { table in rules.flatMap { $0.check(table, in: context) } }
      + rules.flatMap { $0.checkProject(in: context) }
  }
}
