import Foundation
package import L10nGenCore

/// What `generate`, `lint` and `preview` share: the configuration (file + command-line overrides) and the table files.
package enum InputLoader {
  /// The configuration from `--config` or `l10n-gen.json` beside the inputs, with command-line overrides applied.
  ///
  /// An unreadable configuration file is a usage error (the path was given or found, so it must be read); a file with
  /// bad keys or values yields diagnostics and defaults for those keys, so the run still reports every problem. In
  /// plugin mode only an explicit `--config` counts: the plugin declared exactly that file as an input. A command
  /// passes the option groups it offers; the others keep their empty value, which overrides nothing.
  package static func configuration(
    for arguments: ParsedArguments, file: ConfigFileOption, exclude: ExcludeOption = .init(),
    rules: RuleFilterOptions = .init(), pluginMode: Bool = false, inputs: [String]? = nil, spec: CommandSpec
  ) throws(CommandLineError) -> (config: L10nGenConfig, diagnostics: [Diagnostic]) {
    var config = L10nGenConfig()
    var diagnostics: [Diagnostic] = []
    // The build plugin passes its configuration explicitly: a file it did not declare as an input must not count.
    let discovered = pluginMode ? nil : InputDiscovery.configFile(beside: inputs ?? arguments.positionals)
    if let configPath = file.path ?? discovered {
      guard let data = FileManager.default.contents(atPath: configPath) else {
        throw CommandLineError(message: "Cannot read the configuration file '\(configPath)'.", command: spec)
      }
      let loaded = ConfigLoader.load(data, path: configPath)
      config = loaded.config
      config.template = templatePath(config.template, relativeTo: configPath)
      config.targets = config.targets.map { target in
        SourceTarget(
          name: target.name, tables: target.tables.map { path($0, relativeTo: configPath) },
          sources: target.sources.map { path($0, relativeTo: configPath) })
      }
      diagnostics += loaded.diagnostics
    }
    try applyOverrides(arguments, exclude: exclude, rules: rules, to: &config, spec: spec)
    return (config, diagnostics)
  }

  /// A template file named in a configuration file is found relative to that file's folder, so the build plugin
  /// (whose working directory is not the package's) and a run from any folder read the same template. Built-in names
  /// and absolute paths are kept; `--template` on the command line stays relative to the working directory.
  package static func templatePath(_ template: String, relativeTo configPath: String) -> String {
    BuildCommandPlan.templatePath(template, configurationPath: configPath) ?? template
  }

  /// A path named in a configuration file (a target's tables and sources) is relative to that file's folder, so a
  /// run from any folder reads the same files; absolute paths are kept.
  package static func path(_ path: String, relativeTo configPath: String) -> String {
    let folder = FilePath.parent(of: configPath)
    return path.hasPrefix("/") || folder == "." ? path : FilePath.join(folder, path)
  }

  /// The bytes of every table file below `paths`, leaving out what `exclude` (the configuration's `exclude` with
  /// `--exclude`) matches; `skippedFiles` counts the files left out, by cause.
  ///
  /// A file that cannot be read is an `unreadable-file` error at that file and the others are still read, so one run
  /// reports every problem. A folder without tables is a `no-tables` error, and a folder the search skipped a
  /// `skipped-folder` note (see ``InputDiscovery/tableFiles(in:exclude:skippedFiles:spec:)``).
  package static func tableFiles(
    in paths: [String], exclude: [String] = [], skippedFiles: inout SkippedFiles, spec: CommandSpec
  ) throws(CommandLineError) -> (files: [InputFile], diagnostics: [Diagnostic]) {
    let (found, emptyFolders, skipped) = try InputDiscovery.tableFiles(
      in: paths, exclude: exclude.map(GlobPattern.init), skippedFiles: &skippedFiles, spec: spec)
    var files: [InputFile] = []
    var diagnostics: [Diagnostic] = []
    for path in found {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(
          .error(
            "cannot read the file; check that it is readable", at: .init(file: path, line: 1, column: 1),
            rule: .unreadableFile))
        continue
      }
      files.append(InputFile(path: path, data: data))
    }
    for (folder, reason) in skipped {
      diagnostics.append(
        .note(
          "skipped '\(folder)': \(reason); pass the folder itself as an input path to read it",
          at: .init(file: folder, line: 1, column: 1), rule: .skippedFolder))
    }
    for folder in emptyFolders {
      diagnostics.append(
        .error(
          "the folder '\(folder)' holds no localization table (looked for \(InputKind.pathPatternList), "
            + "recursively); check the path, and that it is the folder with the .lproj folders in it; nothing was "
            + "written",
          at: nil, rule: .noTables))
    }
    return (files, diagnostics)
  }

  /// ``tableFiles(in:exclude:skippedFiles:spec:)`` without the count of skipped files.
  package static func tableFiles(in paths: [String], exclude: [String] = [], spec: CommandSpec) throws(CommandLineError)
    -> (
      files: [InputFile], diagnostics: [Diagnostic]
    )
  {
    var skippedFiles = SkippedFiles()
    return try tableFiles(in: paths, exclude: exclude, skippedFiles: &skippedFiles, spec: spec)
  }

  /// The command-line options that override configuration keys, by option name.
  ///
  /// The list options (`--table`, `--disable`, `--error`, `--language`) and `--strict` are handled apart in
  /// ``applyOverrides(_:exclude:rules:to:spec:)``.
  package static let overriddenKeys: [(option: String, key: String)] = [
    ("enum-name", "enumName"), ("access-level", "accessLevel"), ("structure", "structure"),
    ("separator", "separator"), ("development-language", "developmentLanguage"), ("bundle", "bundle"),
    ("template", "template"), ("style", "style"), ("context", "context"),
  ]

  /// Applies the command-line options on top of the configuration, through the same checks as the file's keys.
  ///
  /// Each option becomes a ``ConfigOverride`` applied in a fixed order; the first rejected value is a usage error
  /// naming the option (`The value of '--access-level' must be ...`). List options replace the file's list rather than
  /// extend it; `--exclude` adds to it. `preview` takes `--table` as the table to show, not as a filter, so its own
  /// list options are skipped there.
  private static func applyOverrides(
    _ arguments: ParsedArguments, exclude: ExcludeOption, rules: RuleFilterOptions, to config: inout L10nGenConfig,
    spec: CommandSpec
  ) throws(CommandLineError) {
    var overrides: [(option: String, ConfigOverride)] = []
    for (option, key) in overriddenKeys {
      if let value = arguments.value(option) {
        overrides.append((option, ConfigOverride(key: key, value: .text(value))))
      }
    }
    // A command's own list option, when it declares it as a filter.
    func listOption(_ option: String) -> [String]? {
      spec.name != "preview" && spec.options.contains(where: { $0.name == option }) ? arguments.values[option] : nil
    }
    let lists = [
      ("table", "tables", listOption("table")),
      (RuleFilterOptions.disableOption.name, "lint.disable", rules.disabledRules),
      (RuleFilterOptions.errorOption.name, "lint.error", rules.errorRules),
      ("language", "lint.languages", listOption("language")),
    ]
    for (option, key, values) in lists {
      if let values {
        overrides.append((option, ConfigOverride(key: key, value: .texts(values))))
      }
    }
    // Added to the file's patterns, not in their place: the file's exclusions hold for every run.
    config.exclude += exclude.patterns
    if rules.warningsAsErrors {
      overrides.append(
        (RuleFilterOptions.strictOption.name, ConfigOverride(key: "warningsAsErrors", value: .flag(true))))
    }
    for (option, override) in overrides {
      if let problem = override.apply(to: &config) {
        throw CommandLineError(message: "The value of '--\(option)' \(problem).", command: spec)
      }
    }
  }
}
