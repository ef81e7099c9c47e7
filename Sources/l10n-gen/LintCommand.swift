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
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "config", valueName: "file", help: "The configuration file (default: l10n-gen.json beside the inputs)."),
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
    let (config, configDiagnostics) = try InputLoader.configuration(for: arguments, spec: Self.spec)
    let (files, inputDiagnostics) = try InputLoader.tableFiles(in: arguments.positionals, spec: Self.spec)
    var sources: [InputFile]?
    var sourceDiagnostics: [Diagnostic] = []
    if let paths = arguments.values["sources"] {
      (sources, sourceDiagnostics) = try SourceDiscovery.sourceFiles(in: paths, spec: Self.spec)
    }
    let result = GeneratorPipeline.run(
      files: files, config: config, templates: nil, validator: .lint(config.lint),
      extraDiagnostics: configDiagnostics + inputDiagnostics + sourceDiagnostics, sources: sources)
    let inputs = InputSummary(fileCount: files.count, tables: result.tables).description
    printer.print(result.diagnostics, summary: "lint: \(inputs) checked", to: console)
    return result.hasErrors ? .failure : .success
  }
}
