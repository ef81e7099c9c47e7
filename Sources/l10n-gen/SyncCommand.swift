import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen sync [--check] [--prune] <catalog or folder>... --sources <path>...`: String Catalogs kept in step with
/// the code, as Xcode's build keeps them.
struct SyncCommand: ToolCommand {
  /// The catalogs, the sources, `--check`, `--prune` and the configuration.
  static let spec = CommandSpec(
    name: "sync",
    abstract: "Keep String Catalogs (.xcstrings) in step with the keys the code uses, as Xcode's build does.",
    discussion: """
      Scans the sources as 'lint --sources' and 'extract' do and updates each catalog as Xcode does when it extracts
      strings: a key the code uses and the catalog lacks is added (its comment from the code, a development value
      only when the code's default value differs from the key or the key has several format specifiers), a key the
      code no longer uses is marked stale, a stale key the code uses again is no longer stale, and comments follow
      the code's. Keys marked manual are left alone, and so are keys the code uses in a way extraction does not see
      (a generated accessor, a dynamicKeys pattern, a call whose declaration is out of sight). With --prune, stale keys
      without any translation are removed; a key with a translation never is. Catalogs in an .lproj folder (Interface
      Builder's), InfoPlist and AppShortcuts are not synced. With --check nothing is written: each change is printed
      on stdout (stderr with --format json or sarif), and the exit code is 1 if there is any. A catalog that cannot
      be read is an error, and then nothing is written.
      """,
    positionals: [
      .init(name: "catalog or folder", help: "A .xcstrings file, or a folder to search.", isRepeatable: true)
    ],
    options: SourcesOption.options + [checkOption, pruneOption]
      + ConfigFileOption.options + ExcludeOption.options + DiagnosticOutputOptions.options
  )

  /// `--check`.
  static let checkOption = CommandSpec.Option(
    name: "check", help: "Write nothing; list what would change and exit 1 if anything would.")
  /// `--prune`.
  static let pruneOption = CommandSpec.Option(
    name: "prune", help: "Remove stale keys that have no translation.")

  /// The parsed command line.
  var arguments: ParsedArguments
  /// `--sources`.
  var sources: [String]
  /// `--config`.
  var configFile: ConfigFileOption
  /// `--exclude`.
  var exclude: ExcludeOption
  /// How findings are printed (`--format`, `--verbose`).
  var printer: DiagnosticPrinter
  /// `--check`: report, write nothing.
  var isCheck: Bool
  /// `--prune`.
  var isPrune: Bool

  /// Checks the catalogs, `--sources` and `--format` before any file is read.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    sources = SourcesOption(arguments).paths ?? []
    guard arguments.wantsHelp || !arguments.positionals.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<catalog or folder> ...'.", command: Self.spec)
    }
    guard arguments.wantsHelp || !sources.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '--sources <path>'.", command: Self.spec)
    }
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    printer = try DiagnosticOutputOptions(arguments).printer
    isCheck = arguments.contains(Self.checkOption)
    isPrune = arguments.contains(Self.pruneOption)
  }

  /// Reads the tables below the given paths and the sources, syncs each catalog, and writes the changed ones (all or
  /// none, through ``FileSetWriter``), or with `--check` prints what would change.
  ///
  /// The key usages are those `lint <paths> --sources <sources>` sees (``GeneratorPipeline/keyUsages(files:config:sources:)``),
  /// and the configuration is found by `lint`'s rule (`l10n-gen.json` beside a given path, else beside a source
  /// folder), so a key `lint` counts as used is never marked stale.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let paths = arguments.positionals
    for path in paths + sources where !FileManager.default.fileExists(atPath: path) {
      throw CommandLineError(message: "The path '\(path)' does not exist.", command: Self.spec)
    }
    let configInputs = InputDiscovery.configFile(beside: paths) != nil ? paths : paths + sources
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, inputs: configInputs, spec: Self.spec)
    var skippedFiles = SkippedFiles()
    let (sourceFiles, sourceDiagnostics) = try SourceDiscovery.sourceFiles(
      in: sources, exclude: config.exclude.map(GlobPattern.init), skippedFiles: &skippedFiles, spec: Self.spec)
    let (tableFiles, tableDiagnostics) = try InputLoader.tableFiles(
      in: paths, exclude: config.exclude, skippedFiles: &skippedFiles, spec: Self.spec)
    var diagnostics = configDiagnostics + sourceDiagnostics + tableDiagnostics.filter { $0.severity == .error }
    let catalogs = tableFiles.filter { Self.isSyncedCatalog($0.path) }.sorted { $0.path < $1.path }
    if catalogs.isEmpty {
      diagnostics.append(
        .error(
          "no String Catalog (.xcstrings) the code fills in \(paths.joined(separator: ", ")); check the path",
          at: nil, rule: .noTables))
    }
    let (index, _) = GeneratorPipeline.keyUsages(files: tableFiles, config: config, sources: sourceFiles)
    for usage in StringsTableExtractor.skippedUsages(index.usages) {
      diagnostics.append(
        .warning(
          "'\(usage.key)' was not synced: the type of an interpolation is not visible here; declare the "
            + "interpolated value with an explicit type", at: usage.location, rule: .notExtracted))
    }

    var pending: [(path: String, data: Data)] = []
    var report = ""
    var changeCount = 0
    for catalog in catalogs {
      let table = Self.tableName(of: catalog.path)
      let uses = UnusedKeyRule.Uses(index, table: table)
      let result: CatalogSyncResult
      do {
        result = try CatalogSynchronizer.sync(
          catalog.data, path: catalog.path, codeKeys: CatalogCodeKey.keys(from: index.usages, table: table),
          prune: isPrune, isInUse: { uses.verdict(for: $0) != .unused })
      } catch {
        diagnostics.append(.error("\(error.message); nothing was written", at: error.location, rule: .syntaxError))
        continue
      }
      for key in result.kept {
        switch uses.verdict(for: key) {
        case let .uncertain(use):
          diagnostics.append(
            .note(
              "'\(key)' of \(catalog.path) was not marked stale: it is used only as an argument of '\(use.callee)', "
                + "whose declaration is not in the scanned sources", at: use.location, rule: .unusedKey))
        case let .runtimeLookup(literal, lookup):
          diagnostics.append(
            .note(
              "'\(key)' of \(catalog.path) was not marked stale: it is written as a string here and the code looks "
                + "keys up at run time (\(lookup.callee) at \(lookup.location)); add a 'dynamicKeys' pattern, or mark "
                + "it manual", at: literal, rule: .unusedKey))
        case .used, .unused:
          break
        }
      }
      changeCount += result.changes.count
      report += result.changes.map { "\(catalog.path): \($0)\n" }.joined()
      if !result.isInSync { pending.append((catalog.path, result.synced)) }
    }
    let filtered = config.diagnosticFilter.apply(to: diagnostics).sortedForOutput()
    let noun = "\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")"
    let scanned = "\(sourceFiles.count) source file(s) scanned" + skippedFiles.summarySuffix
    let summary = "\(noun), \(changeCount) change(s); \(scanned)"
    // The changes go to stdout, unless it carries the JSON or SARIF findings.
    let writeReport = printer.format == .text ? console.writeOutput : console.writeError
    if isCheck {
      writeReport(report)
      let text =
        pending.isEmpty
        ? "sync --check: \(noun) in step with the code; \(scanned)"
        : "sync --check: \(pending.count) of \(noun) would change (\(changeCount) change(s)); run 'l10n-gen sync' to "
          + "apply them; \(scanned)"
      printer.print(filtered, summary: text, to: console)
      return pending.isEmpty && !filtered.containsErrors ? .success : .failure
    }
    if filtered.containsErrors {
      printer.print(filtered, summary: "sync: nothing was written (\(summary))", to: console)
      return .failure
    }
    let written: Int
    do {
      written = try FileSetWriter.write(pending.map { ($0.path, $0.data) }).written.count
    } catch {
      printer.print(filtered + [error.diagnostic], summary: "sync: nothing was written (\(summary))", to: console)
      return .failure
    }
    writeReport(report)
    printer.print(filtered, summary: "sync: \(written) catalog(s) written; \(summary)", to: console)
    return .success
  }

  /// Whether `path` is a catalog the code fills: a `.xcstrings` file outside an `.lproj` folder (those translate
  /// storyboards and xibs), and neither `InfoPlist` nor `AppShortcuts` (Xcode fills them from other files).
  static func isSyncedCatalog(_ path: String) -> Bool {
    guard path.hasSuffix(".xcstrings") else { return false }
    let stem = tableName(of: path)
    return !FilePath.parent(of: path).hasSuffix(".lproj") && stem != "InfoPlist" && stem != "AppShortcuts"
  }

  /// The table a catalog holds: its file name without `.xcstrings`.
  static func tableName(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }
}
