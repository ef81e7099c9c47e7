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
  ])

  /// What `lint` checks: everything.
  public static let lint = CatalogValidator(rules: [
    MissingDevelopmentFileRule(),
    ExtraKeyRule(),
    PlaceholderConsistencyRule(),
    MissingTranslationRule(),
    EmptyValueRule(),
    UntranslatedValueRule(),
  ])

  /// What `lint` checks with this configuration: ``lint``, plus the opt-in rules the configuration turns on
  /// (`translation-length` with `lint.translationLength`).
  public static func lint(_ settings: LintSettings) -> CatalogValidator {
    var validator = lint
    if let ratio = settings.translationLengthRatio {
      validator.rules.append(TranslationLengthRule(maximumRatio: ratio))
    }
    return validator
  }

  /// Every rule's findings for every table, in table order (the filter is applied to them afterwards).
  public func validate(_ tables: [LocalizationTable], filter: DiagnosticFilter = DiagnosticFilter()) -> [Diagnostic] {
    let tables = tables.analyzedIfNeeded()
    let context = ValidationContext(tables: tables, filter: filter)
    return tables.flatMap { table in rules.flatMap { $0.check(table, in: context) } }
  }
}
