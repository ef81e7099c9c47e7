/// Runs a set of validation rules over every table of a project.
public struct CatalogValidator: Sendable {
  /// The rules, in reporting order.
  public var rules: [any ValidationRule]

  /// Creates a validator with the given rules.
  public init(rules: [any ValidationRule]) {
    self.rules = rules
  }

  /// What `generate` checks (and the build plugin shows): translations whose placeholders would crash or garble
  /// at run time. Under ``SeverityPolicy`` these are warnings, so a translator's slip never blocks a build.
  /// A missing development-language file and keys only translations have are reported too: they change the API.
  /// Storyboards' `lz*` keys that no table defines, or that take arguments, are errors: the build fails.
  public static let generation = CatalogValidator(rules: [
    MissingDevelopmentFileRule(), ExtraKeyRule(), PlaceholderConsistencyRule(), InterfaceKeyRule(),
  ])

  /// What `lint` checks: everything.
  public static let lint = CatalogValidator(rules: [
    MissingDevelopmentFileRule(),
    ExtraKeyRule(),
    PlaceholderConsistencyRule(),
    MissingTranslationRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
    InterfaceKeyRule(),
    InterfaceKeyTranslationRule(),
    InterfaceTableObjectRule(),
    InterfaceTableMissingEntryRule(),
  ])

  /// Every rule's findings for every table, in table order (the filter is applied to them afterwards).
  /// The project-wide findings (`interface`'s keys) follow.
  public func validate(
    _ tables: [LocalizationTable], filter: DiagnosticFilter = DiagnosticFilter(), interface: InterfaceProject = .empty
  ) -> [Diagnostic] {
    let tables = tables.analyzedIfNeeded()
    let context = ValidationContext(tables: tables, filter: filter, interface: interface)
    return tables.flatMap { table in rules.flatMap { $0.check(table, in: context) } }
      + rules.flatMap { $0.checkProject(in: context) }
  }
}
