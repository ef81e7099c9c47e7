import Foundation
import L10nGenCore

/// `l10n-gen lint <path>...`: every check, no output files.
struct LintCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check the localization tables found in the given paths without generating code.",
    discussion: """
      Reports syntax errors, placeholder mismatches between languages (the '%@' vs '%d' crash), broken specifiers,
      missing translations, keys only in translations, empty and untranslated values, and names that collide.
      Exits with 1 when an error is found (with --strict, also for warnings).
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "config", valueName: "file", help: "The configuration file (default: l10n-gen.json beside the inputs)."),
      .init(name: "development-language", valueName: "code", help: "The language the others are checked against."),
      .init(name: "format", valueName: "text|json", help: "How to print the findings (default: text, on stderr)."),
      .init(name: "strict", help: "Treat warnings as errors."),
    ]
  )

  var arguments: ParsedArguments
  var usesJSON: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    switch arguments.value("format") ?? "text" {
    case "text": usesJSON = false
    case "json": usesJSON = true
    case let other:
      throw CommandLineError(
        message: "The value '\(other)' is invalid for '--format'; use text or json.", command: Self.spec)
    }
    self.arguments = arguments
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (config, configDiagnostics) = try InputLoader.configuration(for: arguments, spec: Self.spec)
    let (files, inputDiagnostics) = try InputLoader.tableFiles(in: arguments.positionals, spec: Self.spec)
    guard let templates = TemplateSet.builtin(named: "structured") else { return .failure }
    let result = GeneratorPipeline.run(
      files: files, config: config, templates: templates, validator: .lint, rendersFiles: false)
    let all = (configDiagnostics + inputDiagnostics + result.diagnostics).sortedForOutput()
    if usesJSON {
      console.writeOutput(Self.json(all) + "\n")
    } else {
      for diagnostic in all {
        console.writeError("\(diagnostic)\n")
      }
      let errors = all.filter { $0.severity == .error }.count
      let warnings = all.filter { $0.severity == .warning }.count
      console.writeError("\(files.count) file(s) checked: \(errors) error(s), \(warnings) warning(s)\n")
    }
    return all.containsErrors ? .failure : .success
  }

  static func json(_ diagnostics: [Diagnostic]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let rows = diagnostics.map {
      LintFinding(
        severity: $0.severity.rawValue, message: $0.message, file: $0.location?.file, line: $0.location?.line,
        column: $0.location?.column)
    }
    return (try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}

/// One row of `lint --format json`.
struct LintFinding: Encodable {
  var severity: String
  var message: String
  var file: String?
  var line: Int?
  var column: Int?
}
