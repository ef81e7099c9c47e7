/// Runs a set of validation rules over every table of a project.
package struct ProjectValidator: Sendable {
  /// The rules, in reporting order.
  package var rules: [any ValidationRule]

  package init(rules: [any ValidationRule]) {
    self.rules = rules
  }

  /// What `generate` checks (and the build plugin shows):
  /// - Tables: translations whose placeholders would crash or garble at run time (`placeholder-mismatch`; under
  ///   ``SeverityPolicy`` these are warnings, so a translator's slip never blocks a build); a missing
  ///   development-language file (`missing-development-file`), keys only translations have (`extra-key`) and broken
  ///   specifiers in development values (`DevelopmentFormatRule`), which change the generated API.
  /// - Interface Builder: storyboards' `lz*` keys that no table defines (`ib-unknown-key`) or that take arguments
  ///   (`ib-key-takes-arguments`) are errors, so the build fails at the storyboard.
  /// - Sources, only when they are given (`generate --sources`, or the plugin with `checkSources`; the `keyUsages` of
  ///   ``validate(_:filter:selectedTables:keyUsages:)``): keys the code uses that its table does not define
  ///   (`undefined-key`, an error), keys no scanned source, Interface Builder file or `dynamicKeys` pattern uses
  ///   (`unused-key`, a warning), and `String(format:)` calls that pass another number of arguments than the key
  ///   takes (`key-argument-mismatch`: too few is an error, too many a warning). Without sources these rules find
  ///   nothing.
  package static let generation = ProjectValidator(rules: [
    MissingDevelopmentFileRule(), ExtraKeyRule(), PlaceholderConsistencyRule(), DevelopmentFormatRule(),
    IBKeyRule(), UndefinedKeyRule(), UnusedKeyRule(), KeyArgumentMismatchRule(),
  ])

  /// What `lint` checks: everything.
  package static let lint = ProjectValidator(rules: [
    MissingDevelopmentFileRule(),
    ExtraKeyRule(),
    PlaceholderConsistencyRule(),
    DevelopmentFormatRule(),
    MissingTranslationRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
    IBKeyRule(),
    IBKeyTranslationRule(),
    IBTableObjectRule(),
    IBTableMissingEntryRule(),
    UndefinedKeyRule(),
    UnusedKeyRule(),
    KeyArgumentMismatchRule(),
    XcodeSymbolCollisionRule(),
  ])

  /// What `lint` checks with this configuration: ``lint``, plus the opt-in rules the configuration turns on
  /// (`translation-length` with `lint.translationLength`).
  package static func lint(_ settings: LintSettings) -> ProjectValidator {
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
      project: project, filter: filter, selectedTables: selectedTables.map(Set.init), keyUsages: keyUsages)
    return tables.flatMap { table in rules.flatMap { $0.check(table, in: context) } }
      + rules.flatMap { $0.checkProject(in: context) }
  }
}
