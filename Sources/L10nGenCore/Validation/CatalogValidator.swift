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
  public static let generation = CatalogValidator(rules: [
    MissingDevelopmentFileRule(), ExtraKeyRule(), PlaceholderConsistencyRule(),
    UndefinedKeyRule(), UnusedKeyRule(), KeyArgumentMismatchRule(),
  ])

  /// What `lint` checks: everything.
  public static let lint = CatalogValidator(rules: [
    MissingDevelopmentFileRule(),
    ExtraKeyRule(),
    PlaceholderConsistencyRule(),
    MissingTranslationRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
    UndefinedKeyRule(),
    UnusedKeyRule(),
    KeyArgumentMismatchRule(),
  ])

  /// Every rule's findings for every table, in table order (the filter is applied to them afterwards); the source
  /// rules run only with `keyUsages`.
  public func validate(
    _ tables: [LocalizationTable], filter: DiagnosticFilter = DiagnosticFilter(), keyUsages: KeyUsageIndex? = nil
  ) -> [Diagnostic] {
    let tables = tables.analyzedIfNeeded()
    let context = ValidationContext(tables: tables, filter: filter, keyUsages: keyUsages)
    return tables.flatMap { table in rules.flatMap { $0.check(table, in: context) } }
  }
}
