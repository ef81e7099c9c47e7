import Foundation
import L10nGenCore

/// What `generate`, `lint` and `preview` share: the configuration (file + command-line overrides) and the table files.
enum InputLoader {
  /// The configuration from `--config` or `l10n-gen.json` beside the inputs, with command-line overrides applied.
  static func configuration(
    for arguments: ParsedArguments, inputs: [String]? = nil, spec: CommandSpec
  ) throws(CommandLineError) -> (config: L10nGenConfig, diagnostics: [Diagnostic]) {
    var config = L10nGenConfig()
    var diagnostics: [Diagnostic] = []
    // The build plugin passes its configuration explicitly: a file it did not declare as an input must not count.
    let discovered =
      arguments.flags.contains("plugin-mode") ? nil : InputDiscovery.configFile(beside: inputs ?? arguments.positionals)
    if let configPath = arguments.value("config") ?? discovered {
      guard let data = FileManager.default.contents(atPath: configPath) else {
        throw CommandLineError(message: "Cannot read the configuration file '\(configPath)'.", command: spec)
      }
      let loaded = ConfigLoader.load(data, path: configPath)
      config = loaded.config
      diagnostics += loaded.diagnostics
    }
    try applyOverrides(arguments, to: &config, spec: spec)
    return (config, diagnostics)
  }

  /// The bytes of every table file below `paths`.
  static func tableFiles(in paths: [String], spec: CommandSpec) throws(CommandLineError) -> (
    files: [InputFile], diagnostics: [Diagnostic]
  ) {
    let found = try InputDiscovery.tableFiles(in: paths, spec: spec)
    var files: [InputFile] = []
    var diagnostics: [Diagnostic] = []
    for path in found {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(
          .error("cannot read the file; check that it is readable", at: .init(file: path, line: 1, column: 1)))
        continue
      }
      files.append(InputFile(path: path, data: data))
    }
    if found.isEmpty {
      diagnostics.append(
        .warning(
          "no localization tables (*.lproj/*.strings, *.lproj/*.stringsdict, *.xcstrings) found in "
            + paths.joined(separator: ", "), at: nil))
    }
    return (files, diagnostics)
  }

  private static func applyOverrides(
    _ arguments: ParsedArguments, to config: inout L10nGenConfig, spec: CommandSpec
  ) throws(CommandLineError) {
    if let name = arguments.value("enum-name") { config.enumName = name }
    if let level = arguments.value("access-level") {
      guard let parsed = AccessLevel(rawValue: level) else {
        throw CommandLineError(
          message: "The value '\(level)' is invalid for '--access-level'; use internal, public or package.",
          command: spec)
      }
      config.accessLevel = parsed
    }
    if let structure = arguments.value("structure") {
      guard let parsed = L10nGenConfig.Structure(rawValue: structure) else {
        throw CommandLineError(
          message: "The value '\(structure)' is invalid for '--structure'; use nested or flat.", command: spec)
      }
      config.structure = parsed
    }
    if let separator = arguments.value("separator") {
      guard !separator.isEmpty else {
        throw CommandLineError(message: "The separator must not be empty.", command: spec)
      }
      config.separator = separator
    }
    if let language = arguments.value("development-language") { config.developmentLanguage = language }
    if let bundle = arguments.value("bundle") { config.bundle = bundle }
    if let template = arguments.value("template") { config.template = template }
    if let tables = arguments.values["table"] { config.tables = tables }
    if arguments.flags.contains("strict") || arguments.flags.contains("warnings-as-errors") {
      config.warningsAsErrors = true
    }
  }
}
