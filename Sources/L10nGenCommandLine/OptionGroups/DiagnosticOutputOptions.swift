/// `--format text|json|sarif` and `--verbose`: how a command prints its diagnostics.
package struct DiagnosticOutputOptions: OptionGroup {
  /// `--format <text|json|sarif>`; the value names come from ``DiagnosticPrinter/Format``.
  package static let formatOption: CommandSpec.Option = .init(
    name: "format", valueName: DiagnosticPrinter.Format.allCases.map(\.rawValue).joined(separator: "|"),
    help: "How to print diagnostics (default: text, on stderr).")
  /// `--verbose`.
  package static let verboseOption: CommandSpec.Option = .init(
    name: "verbose", help: "Print notes one by one instead of counting them.")

  package static let options = [formatOption, verboseOption]

  /// The output form; `text` without `--format`.
  package var format: DiagnosticPrinter.Format
  /// Whether notes are printed one by one in text form.
  package var verbose: Bool

  /// The options as if not given: text, notes counted.
  package init(format: DiagnosticPrinter.Format = .text, verbose: Bool = false) {
    self.format = format
    self.verbose = verbose
  }

  /// Reads the options; a `--format` value that is no ``DiagnosticPrinter/Format`` is a usage error.
  ///
  /// Read in the command's `init`, so a bad `--format` fails before any file is read.
  package init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let raw = arguments.value(of: Self.formatOption) ?? DiagnosticPrinter.Format.text.rawValue
    guard let format = DiagnosticPrinter.Format(rawValue: raw) else {
      throw CommandLineError(
        message: "The value '\(raw)' is invalid for '--\(Self.formatOption.name)'; use text, json or sarif.",
        command: arguments.command)
    }
    self.format = format
    verbose = arguments.contains(Self.verboseOption)
  }

  /// The printer these options ask for.
  package var printer: DiagnosticPrinter { DiagnosticPrinter(format: format, verbose: verbose) }
}
