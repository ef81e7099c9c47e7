import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen export <paths> --output <folder> [--language <code>]... [--format xcloc|xliff|csv]`: the project's
/// strings for translators, as Xcode's "Export Localizations" writes them.
struct ExportCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Export the tables for translation as .xcloc bundles, XLIFF files or CSV spreadsheets.",
    discussion: """
      Writes what Xcode's Export Localizations writes, on any platform: per language <language>.xcloc (the default)
      or <language>.xliff, with one <file> per table file, storyboard or xib and Xcode's unit ids, sources,
      targets, states and notes; or with --format csv one <table file>.csv per table with a column per language.
      Without --language every language of the project is exported. An unchanged project exports the same bytes.
      """,
    positionals: [
      .init(name: "path", help: "A table file, storyboard, xib or a folder to search.", isRepeatable: true)
    ],
    options: [
      .init(name: "output", valueName: "folder", help: "The folder that receives the exported files."),
      .init(
        name: "language", valueName: "code", help: "A language to export (repeatable; default: every language).",
        isRepeatable: true),
      .init(name: "format", valueName: "xcloc|xliff|csv", help: "The file format (default: xcloc)."),
      .init(name: "development-language", valueName: "code", help: "The language the tables are written in."),
    ]
      + ExcludeOption.options
  )

  var arguments: ParsedArguments
  var exclude: ExcludeOption
  var output: String
  var format: ExchangeFormat

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    exclude = ExcludeOption(arguments)
    guard let output = arguments.value("output"), !output.isEmpty else {
      throw CommandLineError(message: "Missing '--output <folder>' for the exported files.", command: Self.spec)
    }
    self.output = output
    let rawFormat = arguments.value("format") ?? ExchangeFormat.xcloc.rawValue
    guard let format = ExchangeFormat(rawValue: rawFormat.lowercased()) else {
      throw CommandLineError(
        message: "The value '\(rawFormat)' is invalid for '--format'; use xcloc, xliff or csv.", command: Self.spec)
    }
    self.format = format
    if arguments.positionals.isEmpty {
      throw CommandLineError(message: "Missing expected argument '<path> ...'.", command: Self.spec)
    }
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (project, inputDiagnostics) = try ExchangeInputs.project(
      paths: arguments.positionals, exclude: exclude.patterns,
      developmentLanguage: arguments.value("development-language"), spec: Self.spec)
    var diagnostics = inputDiagnostics + project.diagnostics
    let files = ExchangeExport.files(
      project: project, languages: arguments.values["language"] ?? [], format: format, tool: ExchangeInputs.tool)
    var written = 0
    if !diagnostics.containsErrors {
      do {
        written = try FileSetWriter.write(files.map { ($0.relativePath, $0.data) }, in: output).written.count
      } catch {
        diagnostics.append(error.diagnostic)
      }
      do {
        if format == .xcloc, !diagnostics.containsErrors {
          for language in Set(files.map { String($0.relativePath.prefix { $0 != "/" }) }) {
            try FileManager.default.createDirectory(
              atPath: FilePath.join(FilePath.join(output, language), XclocBundle.notes),
              withIntermediateDirectories: true)
          }
        }
      } catch {
        diagnostics.append(
          .error(
            "cannot write into '\(output)': \(error.localizedDescription); check that the folder is writable",
            at: nil, rule: .unwritableFile))
      }
    }
    let summary =
      "export: \(project.origins.count) table file\(project.origins.count == 1 ? "" : "s"), "
      + "\(files.count) file\(files.count == 1 ? "" : "s") (\(format.rawValue)), \(written) written"
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }
}
