import Foundation
import L10nGenCore

/// `l10n-gen generate <path>... --output <dir>`: parse, check and write one Swift file per table.
package struct GenerateCommand: ToolCommand {
  /// Mirrors the keys of `l10n-gen.json`: each option of ``InputLoader/overriddenKeys`` overrides its key after the
  /// file is read. `--plugin-mode` is hidden: the build plugin passes it with an explicit list of inputs after `--`.
  package static let spec = CommandSpec(
    name: "generate",
    abstract: "Generate Swift code for the localization tables found in the given paths.",
    discussion: """
      A path is a table file or a folder searched for *.lproj/*.strings, *.lproj/*.stringsdict and *.xcstrings.
      Writes \(OutputPlan.supportFileName) and one <Table>+L10nGen.swift per table (with the <Table>+Shard<i>.swift
      files of a sharded table) into the output folder, atomically and only when the contents change. Nothing is
      written when an error is found.
      Options given here override the configuration file: --config, else l10n-gen.json directly inside an input
      folder (parent folders are not searched: for the l10n-gen.json at a target's root, pass --config).
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "output", valueName: "dir", help: "The folder to write the Swift files into (required).",
        isRequired: true,
        shortName: "o")
    ]
      + ConfigFileOption.options
      + [
        .init(name: "enum-name", valueName: "name", help: "The root enum (default: L10n)."),
        .init(name: "access-level", valueName: "level", help: "internal, public or package (default: internal)."),
        .init(name: "structure", valueName: "kind", help: "nested or flat (default: nested)."),
        .init(name: "separator", valueName: "text", help: "The key separator for nesting (default: .)."),
        .init(name: "development-language", valueName: "code", help: "The language that defines the API."),
        .init(name: "bundle", valueName: "expression", help: "A Swift expression of type Bundle for lookups."),
        .init(
          name: "style", valueName: "name",
          help: "The output style: structured (default), flat, swiftgen or xcode-symbols."),
        .init(name: "template", valueName: "name-or-path", help: "A .mustache file (or a built-in style's name)."),
        .init(
          name: "context", valueName: "structured|swiftgen|xcode-symbols",
          help: "The context a .mustache file is rendered with (default: structured)."),
        .init(name: "table", valueName: "name", help: "Generate only this table (repeatable).", isRepeatable: true),
      ]
      + RuleFilterOptions.options + DiagnosticOutputOptions.options + SourcesOption.options + ExcludeOption.options
      + [.init(name: "plugin-mode", help: "Set by the build plugin: the inputs are listed explicitly.", isHidden: true)]
  )

  /// The parsed command line, read again by ``run(console:)`` for the configuration overrides and the inputs.
  package var arguments: ParsedArguments
  /// `--config`.
  package var configFile: ConfigFileOption
  /// `--exclude`.
  package var exclude: ExcludeOption
  /// `--strict`, `--warnings-as-errors`, `--disable`, `--error`.
  package var rules: RuleFilterOptions
  /// `--sources`.
  package var sources: SourcesOption
  /// How diagnostics are printed (`--format`, `--verbose`).
  package var printer: DiagnosticPrinter
  /// `--plugin-mode`: the build plugin runs the command, with the inputs and the configuration file listed explicitly.
  package var pluginMode: Bool

  /// Rejects a missing `--output` and a bad `--format` before any file is read.
  package init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard arguments.value("output") != nil else {
      throw CommandLineError(message: "Missing expected option '--output <dir>'.", command: Self.spec)
    }
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    rules = RuleFilterOptions(arguments)
    sources = SourcesOption(arguments)
    printer = try DiagnosticOutputOptions(arguments).printer
    pluginMode = arguments.flags.contains("plugin-mode")
  }

  /// The steps: load the configuration (file, then options) and the template, read every table file below the paths,
  /// and run ``GeneratorPipeline/run(files:config:templates:validator:extraDiagnostics:sources:into:)``, which streams
  /// each file to a temporary file. With any error nothing is written, so a broken table never replaces a working API.
  /// Otherwise every planned file is written (only those whose bytes changed are touched, so the build does not
  /// recompile needlessly) and, outside plugin mode, generated files of tables that no longer exist are removed. In
  /// plugin mode nothing is removed: SwiftPM owns the output folder and the declared outputs. Ends with the
  /// diagnostics and a summary line.
  package func run(console: Console) throws(CommandLineError) -> ExitCode {
    let output = arguments.value("output")!
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, rules: rules, pluginMode: pluginMode, spec: Self.spec)
    let templates: TemplateSet
    do {
      templates = try TemplateLoader.load(config.templateMode)
    } catch {
      console.writeError(error.description + "\n")
      return .failure
    }
    var skippedFiles = SkippedFiles()
    let (files, inputDiagnostics) = try InputLoader.tableFiles(
      in: arguments.positionals, exclude: config.exclude, skippedFiles: &skippedFiles, spec: Self.spec)
    var sourceFiles: [InputFile]?
    var sourceDiagnostics: [Diagnostic] = []
    if let paths = sources.paths {
      (sourceFiles, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
        in: paths, exclude: config.exclude.map(GlobPattern.init), skippedFiles: &skippedFiles, spec: Self.spec)
    }
    let sink = FileSetWriter(directory: output)
    // Each file streams to a temporary file as it is rendered; only a run without errors puts them in place. The
    // files' bytes are handed over, so the pipeline releases them once the tables are read.
    let fileCount = files.count
    let result = GeneratorPipeline.run(
      files: consume files, config: config, templates: templates,
      extraDiagnostics: configDiagnostics + inputDiagnostics + sourceDiagnostics, sources: sourceFiles, into: sink)
    // The process ends after the command: the model is left to the exit rather than freed piece by piece.
    defer { console.keepUntilExit(result) }
    let inputs = InputSummary(fileCount: fileCount, tables: result.tables).description + skippedFiles.summarySuffix
    if result.hasErrors {
      sink.discard()
      printer.print(result.diagnostics, summary: "generate: nothing was written to \(output) (\(inputs))", to: console)
      return .failure
    }
    if !pluginMode {
      for name in StaleOutputFiles.staleFiles(in: output, keeping: Set(sink.fileNames)) {
        sink.stageRemoval(of: name)
      }
    }
    let written: [String]
    do {
      written = try sink.commit().written
    } catch {
      printer.print([error.diagnostic], summary: "generate: nothing was written to \(output) (\(inputs))", to: console)
      return .failure
    }
    let upToDate = sink.fileNames.count - written.count
    printer.print(
      result.diagnostics,
      summary: "generate: \(written.count) file(s) written, \(upToDate) up to date in \(output) (\(inputs))",
      to: console)
    return .success
  }
}
