import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen status <path>... [--output <file>] [--format html|json|markdown]`: how far each translation is.
struct StatusCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "status",
    abstract: "Report how far each translation is: an HTML page, JSON for dashboards or Markdown for a pull request.",
    discussion: """
      Per language and per table: the keys translated, needing review (catalog state needs_review, or flagged by a
      lint rule), missing and stale, and the words left to translate; then the lint rules with the most findings
      and where they are. The HTML page is one self-contained file (inline CSS and SVG charts, no script, no
      network). Without --output the report goes to stdout. Errors are also printed on stderr; when no table is
      found or a file cannot be read, nothing is written (exit 1).
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "output", valueName: "file", help: "The file to write the report to (default: stdout).", shortName: "o"),
      .init(name: "format", valueName: "html|json|markdown", help: "The report's format (default: html)."),
    ]
      + ConfigFileOption.options
      + [
        .init(name: "development-language", valueName: "code", help: "The language the others are translated from."),
        .init(name: "language", valueName: "code", help: "Report only this language (repeatable).", isRepeatable: true),
      ]
      + ExcludeOption.options
  )

  /// The parsed command line, read again by ``run(console:)`` for the configuration overrides and inputs.
  var arguments: ParsedArguments
  /// `--config`.
  var configFile: ConfigFileOption
  /// `--exclude`.
  var exclude: ExcludeOption
  /// The report's format.
  var format: StatusFormat

  /// Rejects a bad `--format` before any file is read.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    let raw = arguments.value("format") ?? StatusFormat.html.rawValue
    guard let format = StatusFormat(rawValue: raw) else {
      throw CommandLineError(
        message: "The value '\(raw)' is invalid for '--format'; use html, json or markdown.", command: Self.spec)
    }
    self.format = format
  }

  /// Reads the tables as `lint` does, computes the status and writes it; the file is replaced atomically, and only
  /// when the tables could be read.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, spec: Self.spec)
    let (files, inputDiagnostics) = try InputLoader.tableFiles(
      in: arguments.positionals, exclude: config.exclude, spec: Self.spec)
    let (status, diagnostics) = TranslationStatusBuilder.build(
      files: files, config: config, extraDiagnostics: configDiagnostics + inputDiagnostics)
    // Errors go to stderr too (a table that cannot be parsed counts as far as it was read); warnings and notes are
    // in the report only. Without tables, or with a file that could not be read, nothing is written.
    var errors = diagnostics.filter { $0.severity == .error }.map { "\($0)\n" }.joined()
    guard !diagnostics.contains(where: { $0.severity == .error && Self.blockingRules.contains($0.rule) }) else {
      console.writeError(errors + "status: nothing written; fix the errors above\n")
      return .failure
    }
    let report = format.render(status)
    if let output = arguments.value("output") {
      do {
        try FileSetWriter.write(Data(report.utf8), to: output)
      } catch {
        errors += "error: cannot write '\(output)': \(error.reason); check that the folder is writable\n"
        console.writeError(errors)
        return .failure
      }
    } else {
      console.writeOutput(report)
    }
    let findings = status.findings
    let written = arguments.value("output").map { " written to \($0)" } ?? ""
    console.writeError(
      "status: \(Self.count(status.tables.count, "table")), \(Self.count(status.keys, "key")), "
        + "\(Self.count(status.languages.count, "translation"))\(written); lint: "
        + "\(Self.count(findings.errors, "error")), \(Self.count(findings.warnings, "warning")), "
        + "\(Self.count(findings.notes, "note")) (listed in the report)\n")
    return .success
  }

  /// `1 table`, `2 tables`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Errors that leave a file unread or no table at all: a report without those tables would mislead.
  static let blockingRules: Set<RuleID> = [.noTables, .unreadableFile]
}
