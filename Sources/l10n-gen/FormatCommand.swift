import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen format [--check] [--fix] <path>...`: every String Catalog written exactly as Xcode writes it.
struct FormatCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "format",
    abstract: "Write String Catalogs (.xcstrings) exactly as Xcode writes them, or check that they are.",
    discussion: """
      Each catalog is rewritten as Xcode writes it (JSONSerialization's pretty printing with sorted keys and
      unescaped slashes, reproduced byte for byte), keeping its own final line break, so a catalog a translation
      platform or a script wrote gives no diff after Xcode's next build. What translation platforms write and Xcode
      never does is a located warning, repaired only with --fix: '\\/' escapes (escaped-slash), a stringUnit without
      a state (missing-state) and '%s' where the source text has '%@' (c-string-specifier); without --fix such a
      catalog is left as it is. A file that is no JSON or no catalog is an error, and then nothing is written. With
      --check nothing is written: each catalog that would change is printed on stdout and the exit code is 1.
      """,
    positionals: [.init(name: "path", help: "A .xcstrings file or a folder to search.", isRepeatable: true)],
    options: [checkOption, fixOption] + ExcludeOption.options
  )

  /// `--check`.
  static let checkOption = CommandSpec.Option(
    name: "check", help: "Write nothing; list the catalogs that would change and exit 1 if there are any.")
  /// `--fix`.
  static let fixOption = CommandSpec.Option(
    name: "fix", help: "Also repair what translation platforms write (\\/, a missing state, %s for %@).")

  /// The files and folders to format.
  var paths: [String]
  /// `--exclude`.
  var exclude: ExcludeOption
  /// `--check`: report, write nothing.
  var isCheck: Bool
  /// `--fix`: apply the repairs.
  var isFix: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    paths = arguments.positionals
    guard !paths.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<path> ...'.", command: Self.spec)
    }
    exclude = ExcludeOption(arguments)
    isCheck = arguments.contains(Self.checkOption)
    isFix = arguments.contains(Self.fixOption)
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var diagnostics: [Diagnostic] = []
    let catalogs = try catalogFiles(diagnostics: &diagnostics)
    var results: [(path: String, result: CatalogFormatResult)] = []
    for path in catalogs {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(
          .error("cannot read '\(path)'; check that it exists and is readable", at: nil, rule: .unreadableFile))
        continue
      }
      let result = CatalogFormatter.format(data, path: path)
      diagnostics += result.diagnostics
      results.append((path, result))
    }
    let noun = "\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")"
    if isCheck {
      let changing = results.filter { !$0.result.isFormatted && ($0.result.formatted != nil) }.map(\.path)
      console.writeOutput(changing.map { "\($0)\n" }.joined())
      let summary =
        changing.isEmpty
        ? "format --check: \(noun) in Xcode's format"
        : "format --check: \(changing.count) of \(noun) would change; run 'l10n-gen format --fix'"
      DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
      return changing.isEmpty && !diagnostics.containsErrors ? .success : .failure
    }
    var written = 0
    if !diagnostics.containsErrors {
      do {
        written = try Self.write(
          results.compactMap { item in item.result.output(fixing: isFix).map { (item.path, $0) } })
      } catch {
        diagnostics.append(
          .error(
            "cannot write the catalogs: \(error.localizedDescription); nothing was changed", at: nil,
            rule: .unwritableFile))
      }
    }
    let pending = isFix ? 0 : results.filter { $0.result.repairCount > 0 && !$0.result.isFormatted }.count
    let summary =
      "format: \(noun), \(written) rewritten"
      + (pending > 0 ? ", \(pending) left as they are (repairs need --fix)" : "")
      + (diagnostics.containsErrors ? "; nothing written" : "")
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// The catalogs to format, sorted: each path that is a file, and every `.xcstrings` below each folder (hidden,
  /// dependency and build folders and `--exclude` matches left out). A folder without any is an error.
  private func catalogFiles(diagnostics: inout [Diagnostic]) throws(CommandLineError) -> [String] {
    var found: Set<String> = []
    var skipped: [(folder: String, reason: String)] = []
    var skippedFiles = SkippedFiles()
    let patterns = exclude.patterns.map(GlobPattern.init)
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandLineError(message: "The path '\(path)' does not exist.", command: Self.spec)
      }
      guard InputDiscovery.isFolder(path) else {
        found.insert(path)
        continue
      }
      let countBefore = found.count
      InputDiscovery.search(
        path, exclude: patterns, counting: Self.isCatalog, skipped: &skipped, skippedFiles: &skippedFiles
      ) { full in
        if Self.isCatalog(full) { found.insert(full) }
      }
      if found.count == countBefore {
        diagnostics.append(
          .error(
            "no String Catalog (.xcstrings) in '\(path)' (searched recursively); check the path", at: nil,
            rule: .noTables))
      }
    }
    return found.sorted()
  }

  /// Whether `path` names a String Catalog file.
  private static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".xcstrings") && !InputDiscovery.isFolder(path)
  }

  /// Writes every file or none (``FileSetWriter``); returns how many were written.
  private static func write(_ files: [(path: String, data: Data)]) throws(FileSetWriter.WriteError) -> Int {
    try FileSetWriter.write(files).written.count
  }
}
