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
      .init(name: "output", valueName: "dir", help: "The folder to write the Swift files into (required)."),
      .init(
        name: "config", valueName: "file", help: "The configuration file (default: l10n-gen.json beside the inputs)."),
      .init(name: "enum-name", valueName: "name", help: "The root enum (default: L10n)."),
      .init(name: "access-level", valueName: "level", help: "internal, public or package (default: internal)."),
      .init(name: "structure", valueName: "kind", help: "nested or flat (default: nested)."),
      .init(name: "separator", valueName: "text", help: "The key separator for nesting (default: .)."),
      .init(name: "development-language", valueName: "code", help: "The language that defines the API."),
      .init(name: "bundle", valueName: "expression", help: "A Swift expression of type Bundle for lookups."),
      .init(name: "template", valueName: "name-or-path", help: "structured, flat, swiftgen, or a .mustache file."),
      .init(name: "table", valueName: "name", help: "Generate only this table (repeatable).", isRepeatable: true),
      .init(name: "strict", help: "Treat warnings as errors."),
      .init(name: "warnings-as-errors", help: "Same as --strict."),
      .init(name: "plugin-mode", help: "Set by the build plugin: the inputs are listed explicitly."),
    ]
  )

  var arguments: ParsedArguments

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard arguments.value("output") != nil else {
      throw CommandLineError(message: "Missing expected option '--output <dir>'.", command: Self.spec)
    }
    self.arguments = arguments
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let output = arguments.value("output")!
    var diagnostics: [Diagnostic] = []
    var config = L10nGenConfig()
    if let configPath = arguments.value("config") ?? InputDiscovery.configFile(beside: arguments.positionals) {
      guard let data = FileManager.default.contents(atPath: configPath) else {
        throw CommandLineError(message: "Cannot read the configuration file '\(configPath)'.", command: Self.spec)
      }
      let loaded = ConfigLoader.load(data, path: configPath)
      config = loaded.config
      diagnostics += loaded.diagnostics
    }
    try applyOverrides(to: &config)

    let templates: TemplateSet
    do {
      templates = try TemplateLoader.load(config.template)
    } catch {
      console.writeError(error.description + "\n")
      return .failure
    }

    let paths = try InputDiscovery.tableFiles(in: arguments.positionals)
    var files: [InputFile] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(
          .error(
            "cannot read the file; check that it exists and is readable", at: .init(file: path, line: 1, column: 1)))
        continue
      }
      files.append(InputFile(path: path, data: data))
    }
    if paths.isEmpty {
      diagnostics.append(
        .warning(
          "no localization tables (*.lproj/*.strings, *.lproj/*.stringsdict, *.xcstrings) found in \(arguments.positionals.joined(separator: ", "))",
          at: nil))
    }

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

  private func applyOverrides(to config: inout L10nGenConfig) throws(CommandLineError) {
    if let name = arguments.value("enum-name") { config.enumName = name }
    if let level = arguments.value("access-level") {
      guard let parsed = AccessLevel(rawValue: level) else {
        throw CommandLineError(
          message: "The value '\(level)' is invalid for '--access-level'; use internal, public or package.",
          command: Self.spec)
      }
      config.accessLevel = parsed
    }
    if let structure = arguments.value("structure") {
      guard let parsed = L10nGenConfig.Structure(rawValue: structure) else {
        throw CommandLineError(
          message: "The value '\(structure)' is invalid for '--structure'; use nested or flat.", command: Self.spec)
      }
      config.structure = parsed
    }
    if let separator = arguments.value("separator") {
      guard !separator.isEmpty else {
        throw CommandLineError(message: "The separator must not be empty.", command: Self.spec)
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
