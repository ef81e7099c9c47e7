import Foundation
import L10nGenCommandLine
import L10nGenCore

/// `l10n-gen lint <path>...`: every check, no output files.
struct LintCommand: ToolCommand {
  /// The options of `generate` that affect checking, plus `--language` to check only some translations; nothing about
  /// output.
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check the localization tables found in the given paths without generating code.",
    discussion: """
      Reports syntax errors, placeholder mismatches between languages (the '%@' vs '%d' crash), broken specifiers,
      missing translations, keys only in translations, empty and untranslated values, and names that collide.
      With --sources, also keys the code uses that no table defines, keys no code uses, and String(format:) calls
      with the wrong number of arguments.
      Exits with 1 when an error is found (with --strict, also for warnings).
      """,
    positionals: [
      .init(
        name: "path", help: "A table file or a folder to search (none when --target or 'targets' names them).",
        isRepeatable: true, isRequired: false)
    ],
    options: ConfigFileOption.options
      + [.init(name: "development-language", valueName: "code", help: "The language the others are checked against.")]
      + DiagnosticOutputOptions.options + RuleFilterOptions.options
      + [
        .init(name: "language", valueName: "code", help: "Check only this language (repeatable).", isRepeatable: true)
      ]
      + SourcesOption.options
      + [
        .init(
          name: "target", valueName: "name=tables:sources",
          help: "Check the keys these sources use against these tables only; paths comma-separated (repeatable).",
          isRepeatable: true)
      ]
      + ExcludeOption.options
  )

  /// The parsed command line, read again by ``run(console:)`` for the configuration overrides and the inputs.
  var arguments: ParsedArguments
  /// `--config`.
  var configFile: ConfigFileOption
  /// `--exclude`.
  var exclude: ExcludeOption
  /// `--strict`, `--warnings-as-errors`, `--disable`, `--error`.
  var rules: RuleFilterOptions
  /// `--sources`.
  var sources: SourcesOption
  /// How findings are printed (`--format`, `--verbose`).
  var printer: DiagnosticPrinter

  /// Rejects a bad `--format` before any file is read.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    rules = RuleFilterOptions(arguments)
    sources = SourcesOption(arguments)
    printer = try DiagnosticOutputOptions(arguments).printer
  }

  /// Runs the pipeline without templates and with the ``ProjectValidator/lint`` rule set, which adds the completeness
  /// checks (missing translations, empty and untranslated values) to the placeholder checks `generate` runs. Exits with
  /// 1 when any diagnostic is an error after filtering (`--strict`, `--error`).
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let targets = try Self.targets(arguments)
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, rules: rules,
      inputs: arguments.positionals + targets.flatMap(\.tables), spec: Self.spec)
    let allTargets = targets + config.targets
    guard !arguments.positionals.isEmpty || !allTargets.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<path>'.", command: Self.spec)
    }
    var skippedFiles = SkippedFiles()
    let excluded = config.exclude.map(GlobPattern.init)
    var runs: [LintRun] = []
    if allTargets.isEmpty {
      var run = try loadRun(
        name: nil, tables: arguments.positionals, sources: sources.paths, config: config,
        excluded: excluded, skippedFiles: &skippedFiles)
      run.diagnostics = configDiagnostics + run.diagnostics
      runs = Self.splitByInferredTargets(
        run, folders: arguments.positionals + (sources.paths ?? []), developmentLanguage: config.developmentLanguage)
    } else {
      // One run per target: its sources against its own tables. Tables given as paths are checked once, on their own.
      if !arguments.positionals.isEmpty {
        runs.append(
          try loadRun(
            name: nil, tables: arguments.positionals, sources: sources.paths, config: config,
            excluded: excluded, skippedFiles: &skippedFiles))
      }
      for target in allTargets {
        runs.append(
          try loadRun(
            name: target.name, tables: target.tables, sources: target.sources, config: config, excluded: excluded,
            skippedFiles: &skippedFiles))
      }
      runs[0].diagnostics = configDiagnostics + runs[0].diagnostics
    }

    var diagnostics: [Diagnostic] = []
    var seen: Set<Diagnostic> = []
    var fileCount = 0
    var tables: [LocalizationTable] = []
    var hasErrors = false
    for run in runs {
      let result = GeneratorPipeline.run(
        files: run.files, config: config, templates: nil, validator: .lint(config.lint),
        extraDiagnostics: run.diagnostics, sources: run.sources)
      // A table or source shared by two targets is reported once.
      for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
      hasErrors = hasErrors || result.hasErrors
      fileCount += run.files.count
      tables += result.tables
    }
    let inputs = InputSummary(fileCount: fileCount, tables: tables).description
    let names = runs.compactMap(\.name)
    let targetSuffix = names.isEmpty ? "" : " in \(names.count) target(s) (\(names.joined(separator: ", ")))"
    printer.print(
      runs.count == 1 ? diagnostics : diagnostics.sortedForOutput(),
      summary: "lint: \(inputs) checked\(targetSuffix)\(skippedFiles.summarySuffix)", to: console)
    return hasErrors ? .failure : .success
  }

  /// One pipeline run of `lint`: tables and the sources checked against them.
  struct LintRun {
    /// The target's name, or `nil` for the paths given on the command line.
    var name: String?
    /// The table files.
    var files: [InputFile]
    /// The source files, or `nil` without `--sources`.
    var sources: [InputFile]?
    /// What loading them reported.
    var diagnostics: [Diagnostic]
  }

  /// Reads the tables and sources below the given paths.
  private func loadRun(
    name: String?, tables: [String], sources: [String]?, config: L10nGenConfig, excluded: [GlobPattern],
    skippedFiles: inout SkippedFiles
  ) throws(CommandLineError) -> LintRun {
    let (files, inputDiagnostics) = try InputLoader.tableFiles(
      in: tables, exclude: config.exclude, skippedFiles: &skippedFiles, spec: Self.spec)
    var sourceFiles: [InputFile]?
    var sourceDiagnostics: [Diagnostic] = []
    if let sources {
      (sourceFiles, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
        in: sources, exclude: excluded, skippedFiles: &skippedFiles, spec: Self.spec)
    }
    return LintRun(name: name, files: files, sources: sourceFiles, diagnostics: inputDiagnostics + sourceDiagnostics)
  }

  /// `run` split into the targets ``InferredTargets`` finds when a table name is defined in several folders (an app,
  /// its extensions, its package modules), with a note that says so and how the main target was chosen; `run` alone
  /// otherwise. The packages and Xcode projects below `folders` tell module resources from folders nothing builds.
  static func splitByInferredTargets(_ run: LintRun, folders: [String], developmentLanguage: String?) -> [LintRun] {
    guard InferredTargets(tableFiles: run.files, sourceFiles: []).targets.count > 1 else { return [run] }
    let projects = ProjectFiles(in: folders)
    let inferred = InferredTargets(
      tableFiles: run.files, sourceFiles: run.sources ?? [], manifests: projects.manifests,
      xcodeProjects: projects.xcodeProjects, developmentLanguage: developmentLanguage)
    var runs = inferred.targets.map {
      LintRun(
        name: $0.name, files: $0.tableFiles, sources: run.sources == nil ? nil : $0.sourceFiles, diagnostics: [])
    }
    runs[0].diagnostics = run.diagnostics + inferred.diagnostics
    return runs
  }

  /// The `--target` options, each `<name>=<tables>:<sources>`.
  static func targets(_ arguments: ParsedArguments) throws(CommandLineError) -> [SourceTarget] {
    var targets: [SourceTarget] = []
    for argument in arguments.values["target"] ?? [] {
      guard let target = SourceTarget(argument: argument) else {
        throw CommandLineError(
          message: "The value of '--target' must be \(SourceTarget.argumentForm); found '\(argument)'.",
          command: spec)
      }
      targets.append(target)
    }
    return targets
  }
}
