import Foundation
import L10nGenCore

/// `l10n-gen generate <path>... --output <dir>`: parse, check and write one Swift file per table.
struct GenerateCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "generate",
    abstract: "Generate Swift code for the localization tables found in the given paths.",
    discussion: """
      A path is a table file or a folder searched for *.lproj/*.strings, *.lproj/*.stringsdict and *.xcstrings.
      Writes \(OutputPlan.supportFileName) and one <Table>+L10nGen.swift per table into the output folder,
      atomically and only when the contents change. Nothing is written when an error is found.
      Options given here override the configuration file (l10n-gen.json beside the inputs, or --config).
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "output", valueName: "dir", help: "The folder to write the Swift files into (required).", isRequired: true
      ),
      .init(
        name: "config", valueName: "file", help: "The configuration file (default: l10n-gen.json beside the inputs)."),
      .init(name: "enum-name", valueName: "name", help: "The root enum (default: L10n)."),
      .init(name: "access-level", valueName: "level", help: "internal, public or package (default: internal)."),
      .init(name: "structure", valueName: "kind", help: "nested or flat (default: nested)."),
      .init(name: "separator", valueName: "text", help: "The key separator for nesting (default: .)."),
      .init(name: "development-language", valueName: "code", help: "The language that defines the API."),
      .init(name: "bundle", valueName: "expression", help: "A Swift expression of type Bundle for lookups."),
      .init(name: "template", valueName: "name-or-path", help: "structured, flat, swiftgen, or a .mustache file."),
      .init(
        name: "context", valueName: "structured|swiftgen",
        help: "The context a .mustache file is rendered with (default: structured)."),
      .init(name: "table", valueName: "name", help: "Generate only this table (repeatable).", isRepeatable: true),
      .init(name: "strict", help: "Treat warnings as errors."),
      .init(name: "warnings-as-errors", help: "Same as --strict."),
      .init(name: "plugin-mode", help: "Set by the build plugin: the inputs are listed explicitly."),
    ]
  )

  var arguments: ParsedArguments
  /// `--context`, which overrides the configuration's `context`.
  var context: TemplateContextKind?

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard arguments.value("output") != nil else {
      throw CommandLineError(message: "Missing expected option '--output <dir>'.", command: Self.spec)
    }
    if let raw = arguments.value("context") {
      guard let context = TemplateContextKind(rawValue: raw) else {
        let valid = TemplateContextKind.allCases.map(\.rawValue).joined(separator: " or ")
        throw CommandLineError(
          message: "The value '\(raw)' is invalid for '--context'; use \(valid).", command: Self.spec)
      }
      self.context = context
    }
    self.arguments = arguments
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let output = arguments.value("output")!
    var (config, configDiagnostics) = try InputLoader.configuration(for: arguments, spec: Self.spec)
    if let context { config.context = context }
    let templates: TemplateSet
    do {
      templates = try TemplateLoader.load(config.templateMode)
    } catch {
      console.writeError(error.description + "\n")
      return .failure
    }
    let (files, inputDiagnostics) = try InputLoader.tableFiles(in: arguments.positionals, spec: Self.spec)
    let diagnostics = configDiagnostics + inputDiagnostics

    let result = GeneratorPipeline.run(files: files, config: config, templates: templates)
    let all = (diagnostics + result.diagnostics).sortedForOutput()
    for diagnostic in all {
      console.writeError("\(diagnostic)\n")
    }
    if all.containsErrors {
      console.writeError(
        "error: \(all.filter { $0.severity == .error }.count) error(s); nothing was written to \(output)\n")
      return .failure
    }
    do {
      _ = try OutputWriter.write(result.files, to: output)
      if !arguments.flags.contains("plugin-mode") {
        _ = try OutputWriter.removeStaleFiles(in: output, keeping: Set(result.files.map(\.name)))
      }
    } catch {
      console.writeError("error: cannot write to '\(output)': \(error.localizedDescription)\n")
      return .failure
    }
    return .success
  }
}
