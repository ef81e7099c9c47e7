import Foundation
package import L10nGenCore

/// Prints a command's diagnostics: one line each on stderr (notes summarised unless `--verbose`), or a JSON
/// array or SARIF 2.1.0 log on stdout.
package struct DiagnosticPrinter {
  /// The output forms `--format` accepts (``DiagnosticOutputOptions``).
  package enum Format: String, CaseIterable {
    /// `text`: one `path:line:col: severity: message [rule]` line each on stderr, then a summary line. `json`: an array
    /// of ``Finding`` on stdout. `sarif`: a SARIF 2.1.0 log (``SARIFReport``) on stdout, for code-scanning services.
    case text, json, sarif
  }

  /// How to print.
  package var format: Format
  /// Whether notes are printed one by one; otherwise only their count appears in the summary line. The JSON and SARIF
  /// forms always carry every diagnostic.
  package var verbose: Bool

  /// A printer for `format`; ``DiagnosticOutputOptions/printer`` is the one `--format` and `--verbose` ask for.
  package init(format: Format = .text, verbose: Bool) {
    self.format = format
    self.verbose = verbose
  }

  /// Text with every note: for the commands without `--format` and `--verbose`, whose diagnostics are few and all worth
  /// reading.
  package static let verboseText = DiagnosticPrinter(format: .text, verbose: true)

  /// Prints `diagnostics` (already sorted), followed in text form by `summary` and the counts by rule.
  ///
  /// The summary line reads, for example,
  /// `lint: 3 file(s), 1 table(s), 2 key(s), 2 language(s) checked; 0 errors, 1 warning (1 placeholder-mismatch)`. JSON
  /// and SARIF go to stdout without a summary, so they can be piped into another tool as they are.
  package func print(_ diagnostics: [Diagnostic], summary: String, to console: Console) {
    switch format {
    case .json:
      console.writeOutput(Self.json(diagnostics) + "\n")
    case .sarif:
      console.writeOutput(SARIFReport.json(for: diagnostics, toolName: ToolInfo.name, version: ToolInfo.version) + "\n")
    case .text:
      var text = ""
      for diagnostic in diagnostics where verbose || diagnostic.severity != .note {
        text += "\(diagnostic)\n"
      }
      let counts = DiagnosticSummary(diagnostics)
      var line = "\(summary); \(counts.describe(.error)), \(counts.describe(.warning))"
      if counts.total(.note) > 0 {
        line += ", \(counts.describe(.note))" + (verbose ? "" : " (--verbose shows them)")
      }
      text += line + "\n"
      console.writeError(text)
    }
  }

  /// The JSON array form: one object per diagnostic with its rule and location.
  ///
  /// Keys are sorted and slashes left unescaped, so the output is stable and paths stay readable; the location fields
  /// are left out for a diagnostic about the whole project.
  package static func json(_ diagnostics: [Diagnostic]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let rows = diagnostics.map {
      Finding(
        severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message, file: $0.location?.file,
        line: $0.location?.line, column: $0.location?.column, byteOffset: $0.location?.byteRange?.lowerBound,
        byteLength: $0.location?.byteRange?.count, language: $0.language)
    }
    return (try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }

  /// One object of the JSON form.
  package struct Finding: Encodable {
    /// `error`, `warning` or `note`.
    package var severity: String
    /// The rule id (`placeholder-mismatch`), as `l10n-gen rules` lists it.
    package var rule: String
    /// The message, without location or rule.
    package var message: String
    /// The file, when the finding has a location.
    package var file: String?
    /// The 1-based line.
    package var line: Int?
    /// The 1-based column, counted in Unicode scalars.
    package var column: Int?
    /// The offset of the located token's first byte in the file, where the reader knows it.
    package var byteOffset: Int?
    /// The located token's length in bytes, where the reader knows it.
    package var byteLength: Int?
    /// The language of the value concerned, for entry findings.
    package var language: String?
  }
}
