/// `--config <file>`: the configuration file, for every command that reads `l10n-gen.json`.
package struct ConfigFileOption: OptionGroup {
  /// `--config <file>`.
  package static let configOption: CommandSpec.Option = .init(
    name: "config", valueName: "file",
    help: "The configuration file (default: l10n-gen.json directly inside an input folder).")

  package static let options = [configOption]

  /// The file given with `--config`; `nil` lets ``InputLoader`` look for `l10n-gen.json` beside the inputs.
  package var path: String?

  /// The option as if not given: the configuration file is searched for beside the inputs.
  package init(path: String? = nil) {
    self.path = path
  }

  package init(_ arguments: ParsedArguments) {
    path = arguments.value(of: Self.configOption)
  }
}
