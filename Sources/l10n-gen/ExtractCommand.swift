import Foundation
import L10nGenCommandLine
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
      The uses are those 'lint <output's parent folder> --sources <sources>' sees (the generated API, storyboards'
      lz* keys, wrappers, dynamicKeys): a key lint counts as used, or possibly used, is never deleted.
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
  ///
  /// The tables are those of the output folder's parent (`Resources` for `Resources/en.lproj`), read and scanned as
  /// `lint <that folder> --sources <sources>` reads them (``GeneratorPipeline/keyUsages(files:config:sources:)``), and
  /// the configuration is found by `lint`'s rule, `l10n-gen.json` directly inside an input folder: that folder of
  /// tables, else a source folder. So a key `lint` counts as used (through a generated accessor, a key symbol, an
  /// `lz*` key, a wrapper or `dynamicKeys`) is never reported unused, nor deleted by `--prune`.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let output = arguments.value("output")!
    let prune = arguments.flags.contains("prune")
    let tableFolder = FilePath.parent(of: output)
    let configInputs =
      InputDiscovery.configFile(beside: [tableFolder]) != nil ? [tableFolder] : [tableFolder] + arguments.positionals
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, inputs: configInputs, spec: Self.spec)
    var skippedFiles = SkippedFiles()
    let (sources, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
      in: arguments.positionals, exclude: config.exclude.map(GlobPattern.init), skippedFiles: &skippedFiles,
      spec: Self.spec)
    // The tables that exist: a new project has none yet, which is no finding here.
    var tableFiles: [InputFile] = []
    if FileManager.default.fileExists(atPath: tableFolder) {
      var skippedTables = SkippedFiles()
      tableFiles = try InputLoader.tableFiles(
        in: [tableFolder], exclude: config.exclude, skippedFiles: &skippedTables, spec: Self.spec
      ).files
    }
    let (index, _) = GeneratorPipeline.keyUsages(files: tableFiles, config: config, sources: sources)
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
      // What `lint --sources` says of the keys no extractable call names: used otherwise, possibly used, or unused.
      let uses = UnusedKeyRule.Uses(index, table: table)
      let isInUse = { (key: String) in uses.verdict(for: key) != .unused }
      // A table's text changes only where entries are added or removed; a compiled table is written anew.
      let merge =
        if let existing, !CompiledTable.isCompiled(existing.data) {
          StringsTableExtractor.merge(
            existingData: existing.data, existing: existing.entries, extracted: tables[table] ?? [], prune: prune,
            isInUse: isInUse)
        } else {
          StringsTableExtractor.merge(
            existing: existing?.entries, extracted: tables[table] ?? [], prune: prune, isInUse: isInUse)
        }
      addedCount += merge.added.count
      for entry in merge.kept {
        switch uses.verdict(for: entry.key) {
        case let .uncertain(use):
          diagnostics.append(
            .note(
              "'\(entry.key)' was kept: it is used only as an argument of '\(use.callee)' at \(use.location), whose "
                + "declaration is not in the scanned sources; remove it by hand if that parameter takes no key",
              at: entry.keyLocation, rule: .unusedKey))
        case let .runtimeLookup(literal, lookup):
          diagnostics.append(
            .note(
              "'\(entry.key)' was kept: it is written as a string at \(literal) and the code looks keys up at run "
                + "time (\(lookup.callee) at \(lookup.location)); add a 'dynamicKeys' pattern, or remove it by hand",
              at: entry.keyLocation, rule: .unusedKey))
        case .used, .unused:
          break
        }
      }
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
    let written: Int
    do {
      written = try FileSetWriter.write(pending.map { ($0.0, $0.1) }).written.count
    } catch {
      printer.print([error.diagnostic], summary: "extract: nothing was written to \(output) (\(summary))", to: console)
      return .failure
    }
    printer.print(
      filtered, summary: "extract: \(written) file(s) written to \(output); \(summary)", to: console)
    return .success
  }
}
