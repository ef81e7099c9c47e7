/// Runs a set of validation rules over every table.
public struct CatalogValidator: Sendable {
  /// The rules, in reporting order.
  public var rules: [any ValidationRule]

  /// Creates a validator with the given rules.
  public init(rules: [any ValidationRule]) {
    self.rules = rules
  }

  /// What `generate` checks (and the build plugin shows as warnings): translations whose placeholders
  /// would crash or garble at run time. Entry-level problems are warnings so that the rest still generates.
  public static let generation = CatalogValidator(rules: [PlaceholderConsistencyRule(errorsAsWarnings: true)])

  /// What `lint` checks: everything.
  public static let lint = CatalogValidator(rules: [
    PlaceholderConsistencyRule(errorsAsWarnings: false),
    MissingTranslationRule(),
    OrphanKeyRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
  ])

  /// Every rule's findings for every table, in table order.
  public func validate(_ tables: [LocalizationTable]) -> [Diagnostic] {
    tables.flatMap { table in rules.flatMap { $0.check(table) } }
  }
}
