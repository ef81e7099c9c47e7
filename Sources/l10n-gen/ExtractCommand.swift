import Foundation
import L10nGenCore
import L10nGenTools

/// `l10n-gen extract <sources>... --output <lproj folder>`: `genstrings` for every platform.
struct ExtractCommand: ToolCommand {
  /// The sources, the development-language folder, `--prune` and the configuration.
  static let spec = CommandSpec(
    name: "extract",
    abstract: "Write the development-language .strings tables from the keys Swift and Objective-C code uses.",
    discussion: """
      Reads NSLocalizedString, String(localized:), SwiftUI literals, the project's wrappers (sourceFunctions,
      sourceSuffixes in l10n-gen.json) and the Objective-C macros, and writes or merges <Table>.strings in the output
      folder (one file per table the code names), in genstrings' format: sorted by key, each entry with its comment.
      Existing values and comments are kept; keys no code uses any more are reported, and deleted with --prune.
      """,
    positionals: [.init(name: "sources", help: "A source file or a folder to search.", isRepeatable: true)],
    options: [
      .init(
        name: "output", valueName: "lproj folder", help: "The development language's folder, such as en.lproj.",
        isRequired: true, shortName: "o"),
      .init(name: "prune", help: "Delete the entries no scanned code uses."),
    ]
      + ConfigFileOption.options + ExcludeOption.options + DiagnosticOutputOptions.options
  )

  /// The parsed command line.
  var arguments: ParsedArguments
  /// `--config`.
  var configFile: ConfigFileOption
  /// `--exclude`.
  var exclude: ExcludeOption
  /// How findings are printed (`--format`, `--verbose`).
  var printer: DiagnosticPrinter

  /// Checks `--output` and `--format` before any file is read.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard arguments.wantsHelp || arguments.value("output") != nil else {
      throw CommandLineError(message: "Missing expected argument '--output <lproj folder>'.", command: Self.spec)
    }
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    printer = try DiagnosticOutputOptions(arguments).printer
  }

  /// Scans the sources, merges each table with its existing file and writes the files whose bytes change (each
  /// atomically). An existing table that cannot be parsed is reported and left untouched, and nothing is written.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let output = arguments.value("output")!
    let prune = arguments.flags.contains("prune")
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, spec: Self.spec)
    var skippedFiles = SkippedFiles()
    let (sources, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
      in: arguments.positionals, exclude: config.exclude.map(GlobPattern.init), skippedFiles: &skippedFiles,
      spec: Self.spec)
    let index = KeyUsageIndex.scanning(sources, config: config, project: AnalyzedProject(analyzing: [], config: config))
    var diagnostics = configDiagnostics + sourceDiagnostics
    for usage in StringsTableExtractor.skippedUsages(index.usages) {
      diagnostics.append(
        .warning(
          "'\(usage.key)' was not extracted: the type of an interpolation is not visible here; declare the "
            + "interpolated value with an explicit type", at: usage.location, rule: .notExtracted))
    }
    for dynamic in index.dynamicUsages {
      diagnostics.append(
        .note(
          "dynamic \(dynamic.part) in \(dynamic.callee), not extracted", at: dynamic.location, rule: .notExtracted))
    }

    var pending: [(path: String, data: Data)] = []
    var addedCount = 0
    let tables = StringsTableExtractor.entries(from: index.usages)
    for table in tables.keys.sorted() {
      let path = FilePath.join(output, "\(table).strings")
      var existing: (data: Data, entries: [StringsFileEntry])?
      if let data = FileManager.default.contents(atPath: path) {
        let parsed = StringsFileReader.parse(data, path: path)
        if parsed.diagnostics.containsErrors {
          diagnostics += parsed.diagnostics
          continue
        }
        existing = (data, parsed.entries)
      }
      // A table's text changes only where entries are added or removed; a compiled table is written anew.
      let merge =
        if let existing, !CompiledTable.isCompiled(existing.data) {
          StringsTableExtractor.merge(
            existingData: existing.data, existing: existing.entries, extracted: tables[table] ?? [], prune: prune)
        } else {
          StringsTableExtractor.merge(existing: existing?.entries, extracted: tables[table] ?? [], prune: prune)
        }
      addedCount += merge.added.count
      for entry in merge.unused {
        diagnostics.append(
          prune
            ? .note("'\(entry.key)' was deleted: no scanned code uses it", at: entry.keyLocation, rule: .unusedKey)
            : .warning(
              "'\(entry.key)' is not used by the scanned code; delete it with --prune if nothing else uses it",
              at: entry.keyLocation, rule: .unusedKey))
      }
      pending.append((path, merge.data))
    }
    let filtered = config.diagnosticFilter.apply(to: diagnostics).sortedForOutput()
    let summary =
      "\(tables.count) table(s), \(addedCount) new key(s) from \(sources.count) source file(s)"
      + skippedFiles.summarySuffix
    if filtered.containsErrors {
      printer.print(filtered, summary: "extract: nothing was written to \(output) (\(summary))", to: console)
      return .failure
    }
    var written = 0
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for (path, data) in pending where try ChangedFileWriter.write(data, to: path) {
        written += 1
      }
    } catch {
      console.writeError("error: cannot write to '\(output)': \(error.localizedDescription)\n")
      return .failure
    }
    printer.print(
      filtered, summary: "extract: \(written) file(s) written to \(output); \(summary)", to: console)
    return .success
  }
}
