import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen pseudo <path>... --output <folder> [--language en-XA|ar-XB]`: pseudo-localized tables for screenshot
/// pipelines and tools that read files.
struct PseudoCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "pseudo",
    abstract: "Write pseudo-localized copies of the development-language tables (en-XA or ar-XB).",
    discussion: """
      Each development-language .strings and .stringsdict file becomes <language>.lproj/<file> in --output, and
      each String Catalog is written to --output with the pseudo language added. en-XA accents letters, makes the
      text 40% longer and brackets it, so truncation shows; ar-XB reverses the text between placeholders and wraps
      it in right-to-left marks. Specifiers, %#@variable@ references and plural categories are kept as they are,
      so the result passes the same checks as a translation. Nothing is written when a table has an error.
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      .init(name: "output", valueName: "folder", help: "The folder that receives the pseudo-localized tables."),
      .init(name: "language", valueName: "en-XA|ar-XB", help: "The pseudo-locale to write (default: en-XA)."),
    ]
      + ConfigFileOption.options
      + [.init(name: "development-language", valueName: "code", help: "The language the tables are written in.")]
  )

  var arguments: ParsedArguments
  var configFile: ConfigFileOption
  var output: String
  var language: PseudoLanguage

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    guard let output = arguments.value("output"), !output.isEmpty else {
      throw CommandLineError(
        message: "Missing '--output <folder>' for the pseudo-localized tables.", command: Self.spec)
    }
    self.output = output
    let rawLanguage = arguments.value("language") ?? PseudoLanguage.accented.rawValue
    guard let language = PseudoLanguage.allCases.first(where: { $0.rawValue.lowercased() == rawLanguage.lowercased() })
    else {
      throw CommandLineError(
        message: "The value '\(rawLanguage)' is invalid for '--language'; use en-XA or ar-XB.", command: Self.spec)
    }
    self.language = language
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, spec: Self.spec)
    let (files, inputDiagnostics) = try InputLoader.tableFiles(
      in: arguments.positionals, exclude: config.exclude, spec: Self.spec)
    var (generated, diagnostics) = PseudoTableGenerator.generate(files: files, config: config, language: language)
    diagnostics = configDiagnostics + inputDiagnostics + diagnostics
    var written = 0
    if !diagnostics.containsErrors {
      do {
        written = try write(generated)
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    let summary =
      "pseudo: \(generated.count) \(language.rawValue) file\(generated.count == 1 ? "" : "s"), \(written) written"
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// Writes the files all or nothing, each only when its bytes change; returns how many were written.
  private func write(_ files: [PseudoTableFile]) throws(FileSetWriter.WriteError) -> Int {
    try FileSetWriter.write(files.map { ($0.relativePath, $0.data) }, in: output).written.count
  }
}
