/// `--config <file>`: the configuration file, for every command that reads `l10n-gen.json`.
struct ConfigFileOption: OptionGroup {
  /// `--config <file>`.
  static let configOption: CommandSpec.Option = .init(
    name: "config", valueName: "file",
    help: "The configuration file (default: l10n-gen.json directly inside an input folder).")

  static let options = [configOption]

  /// The file given with `--config`; `nil` lets ``InputLoader`` look for `l10n-gen.json` beside the inputs.
  var path: String?

  /// The option as if not given: the configuration file is searched for beside the inputs.
  init(path: String? = nil) {
    self.path = path
  }

  init(_ arguments: ParsedArguments) {
    path = arguments.value(of: Self.configOption)
  }
}
