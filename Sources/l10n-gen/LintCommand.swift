import Foundation
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
    options: [
      .init(
        name: "config", valueName: "file",
        help: "The configuration file (default: l10n-gen.json directly inside an input folder)."),
      .init(name: "development-language", valueName: "code", help: "The language the others are checked against."),
      .init(
        name: "format", valueName: "text|json|sarif", help: "How to print the findings (default: text, on stderr)."),
      .init(name: "disable", valueName: "rule", help: "Do not report this rule (repeatable).", isRepeatable: true),
      .init(name: "error", valueName: "rule", help: "Report this rule as an error (repeatable).", isRepeatable: true),
      .init(name: "language", valueName: "code", help: "Check only this language (repeatable).", isRepeatable: true),
      .init(
        name: "sources", valueName: "dir",
        help: "Also check the keys Swift and Objective-C files below this folder use (repeatable).",
        isRepeatable: true),
      .init(
        name: "target", valueName: "name=tables:sources",
        help: "Check the keys these sources use against these tables only; paths comma-separated (repeatable).",
        isRepeatable: true),
      InputLoader.excludeOption,
      .init(name: "verbose", help: "Print notes one by one instead of counting them."),
      .init(name: "strict", help: "Treat warnings as errors."),
    ]
  )

  /// The parsed command line, read again by ``run(console:)`` for the configuration and inputs.
  var arguments: ParsedArguments
  /// How findings are printed (`--format`, `--verbose`).
  var printer: DiagnosticPrinter

  /// Rejects a bad `--format` before any file is read.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    self.printer = try DiagnosticPrinter(arguments, spec: Self.spec)
  }

  /// Runs the pipeline without templates and with the ``ProjectValidator/lint`` rule set, which adds the completeness
  /// checks (missing translations, empty and untranslated values) to the placeholder checks `generate` runs. Exits with
  /// 1 when any diagnostic is an error after filtering (`--strict`, `--error`).
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let targets = try Self.targets(arguments)
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, inputs: arguments.positionals + targets.flatMap(\.tables), spec: Self.spec)
    let allTargets = targets + config.targets
    guard !arguments.positionals.isEmpty || !allTargets.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<path>'.", command: Self.spec)
    }
    var skippedFiles = SkippedFiles()
    let excluded = config.exclude.map(GlobPattern.init)
    guard !allTargets.isEmpty else {
      let (files, inputDiagnostics) = try InputLoader.tableFiles(
        in: arguments.positionals, exclude: config.exclude, skippedFiles: &skippedFiles, spec: Self.spec)
      var sources: [InputFile]?
      var sourceDiagnostics: [Diagnostic] = []
      if let paths = arguments.values["sources"] {
        (sources, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
          in: paths, exclude: excluded, skippedFiles: &skippedFiles, spec: Self.spec)
      }
      let result = GeneratorPipeline.run(
        files: files, config: config, templates: nil, validator: .lint(config.lint),
        extraDiagnostics: configDiagnostics + inputDiagnostics + sourceDiagnostics, sources: sources)
      let inputs = InputSummary(fileCount: files.count, tables: result.tables).description
      printer.print(result.diagnostics, summary: "lint: \(inputs) checked\(skippedFiles.summarySuffix)", to: console)
      return result.hasErrors ? .failure : .success
    }

    // One run per target: its sources against its own tables. Tables given as paths are checked once, on their own.
    var runs: [(name: String?, tables: [String], sources: [String]?)] = allTargets.map {
      ($0.name, $0.tables, $0.sources)
    }
    if !arguments.positionals.isEmpty { runs.insert((nil, arguments.positionals, arguments.values["sources"]), at: 0) }
    var diagnostics: [Diagnostic] = []
    var seen: Set<Diagnostic> = []
    var fileCount = 0
    var tables: [LocalizationTable] = []
    var hasErrors = false
    for (index, run) in runs.enumerated() {
      let (files, inputDiagnostics) = try InputLoader.tableFiles(
        in: run.tables, exclude: config.exclude, skippedFiles: &skippedFiles, spec: Self.spec)
      var sources: [InputFile]?
      var sourceDiagnostics: [Diagnostic] = []
      if let paths = run.sources {
        (sources, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
          in: paths, exclude: excluded, skippedFiles: &skippedFiles, spec: Self.spec)
      }
      let result = GeneratorPipeline.run(
        files: files, config: config, templates: nil, validator: .lint(config.lint),
        extraDiagnostics: (index == 0 ? configDiagnostics : []) + inputDiagnostics + sourceDiagnostics,
        sources: sources)
      // A table or source shared by two targets is reported once.
      for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
      hasErrors = hasErrors || result.hasErrors
      fileCount += files.count
      tables += result.tables
    }
    let inputs = InputSummary(fileCount: fileCount, tables: tables).description
    let names = allTargets.map(\.name).joined(separator: ", ")
    printer.print(
      diagnostics.sortedForOutput(),
      summary: "lint: \(inputs) checked in \(allTargets.count) target(s) (\(names))\(skippedFiles.summarySuffix)",
      to: console)
    return hasErrors ? .failure : .success
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
