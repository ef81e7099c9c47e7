/// `--strict`, `--warnings-as-errors`, `--disable <rule>` and `--error <rule>`: how the rules' findings count.
///
/// Each overrides its key of `l10n-gen.json` (`warningsAsErrors`, `lint.disable`, `lint.error`), in
/// ``InputLoader/configuration(for:file:exclude:rules:pluginMode:inputs:spec:)``; the rule ids are checked there, with
/// the configuration file's own, so an unknown id gets the same "Did you mean" in both places.
package struct RuleFilterOptions: OptionGroup {
  /// `--strict`.
  package static let strictOption: CommandSpec.Option = .init(name: "strict", help: "Treat warnings as errors.")
  /// `--warnings-as-errors`: the name other tools use for `--strict`.
  package static let warningsAsErrorsOption: CommandSpec.Option = .init(
    name: "warnings-as-errors", help: "Same as --strict.")
  /// `--disable <rule>`, repeatable.
  package static let disableOption: CommandSpec.Option = .init(
    name: "disable", valueName: "rule", help: "Do not report this rule (repeatable).", isRepeatable: true)
  /// `--error <rule>`, repeatable.
  package static let errorOption: CommandSpec.Option = .init(
    name: "error", valueName: "rule", help: "Report this rule as an error (repeatable).", isRepeatable: true)

  package static let options = [strictOption, warningsAsErrorsOption, disableOption, errorOption]

  /// `--strict` or `--warnings-as-errors` was given.
  package var warningsAsErrors: Bool
  /// The `--disable` rule ids, in the order given; `nil` keeps the configuration's `lint.disable`.
  package var disabledRules: [String]?
  /// The `--error` rule ids, in the order given; `nil` keeps the configuration's `lint.error`.
  package var errorRules: [String]?

  /// The options as if not given: the configuration decides.
  package init(warningsAsErrors: Bool = false, disabledRules: [String]? = nil, errorRules: [String]? = nil) {
    self.warningsAsErrors = warningsAsErrors
    self.disabledRules = disabledRules
    self.errorRules = errorRules
  }

  package init(_ arguments: ParsedArguments) {
    warningsAsErrors = arguments.contains(Self.strictOption) || arguments.contains(Self.warningsAsErrorsOption)
    disabledRules = arguments.values(of: Self.disableOption)
    errorRules = arguments.values(of: Self.errorOption)
  }
}
