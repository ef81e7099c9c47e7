import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen import <file.xliff|folder.xcloc|file.csv>... <paths> [--dry-run] [--state ...] [--allow-empty]`:
/// translations back into the project, merged by id into the file each unit came from.
struct ImportCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Import translated .xcloc bundles, XLIFF files or CSV spreadsheets into the tables.",
    discussion: """
      Each unit is merged by its id into the file it came from, in that file's format: .strings values are
      replaced in place and new keys appended (comments, order and encoding kept), .stringsdict strings replaced,
      String Catalogs written as Xcode writes them. A missing target changes nothing; an empty one is reported and
      kept unless --allow-empty; targets in state new or needs-review-* are skipped unless --state says otherwise;
      units for keys the project no longer has are listed as stale; a source that changed since the export is
      imported as needing review. An id a translation tool changed at its ends (a trailing line feed trimmed) is
      imported into the one key it matches, with a warning; units of entries marked shouldTranslate: false are
      skipped with one warning (--list-skipped lists them); a target language the project has under a parent name
      (pt-PT for pt, zh-CN for zh-Hans) is imported into it, with a note. A translation whose placeholders do not fit the development text is an error,
      and with any error nothing is written. Arguments ending in .xliff, .xcloc or .csv are the files to import;
      the others are the project's files and folders.
      """,
    positionals: [
      .init(
        name: "file-or-path", help: "An .xliff, .xcloc or .csv to import, or a project file or folder.",
        isRepeatable: true)
    ],
    options: [
      .init(name: "dry-run", help: "Print the changes per file and language; write nothing."),
      .init(
        name: "state", valueName: "translated|needs-review|all",
        help: "Which target states to import (default: translated)."),
      .init(name: "allow-empty", help: "Let an empty target clear a translation."),
      .init(
        name: "list-skipped",
        help: "List each unit skipped because its entry is marked shouldTranslate: false (one warning counts them)."),
      .init(name: "development-language", valueName: "code", help: "The language the tables are written in."),
    ]
      + ExcludeOption.options
  )

  var arguments: ParsedArguments
  var exclude: ExcludeOption
  var imports: [String]
  var paths: [String]
  var options: ExchangeImportOptions

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    exclude = ExcludeOption(arguments)
    let isImport = { (path: String) in
      let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
      return trimmed.hasSuffix(".xliff") || trimmed.hasSuffix(".xcloc") || trimmed.hasSuffix(".csv")
    }
    imports = arguments.positionals.filter(isImport)
    paths = arguments.positionals.filter { !isImport($0) }
    guard !imports.isEmpty else {
      throw CommandLineError(
        message: "Missing the file to import: an .xliff file, an .xcloc bundle or a .csv file.", command: Self.spec)
    }
    guard !paths.isEmpty else {
      throw CommandLineError(message: "Missing the project's tables: a folder or table files.", command: Self.spec)
    }
    let rawState = arguments.value("state") ?? ExchangeImportOptions.StateFilter.translated.rawValue
    guard let states = ExchangeImportOptions.StateFilter(rawValue: rawState) else {
      throw CommandLineError(
        message: "The value '\(rawState)' is invalid for '--state'; use translated, needs-review or all.",
        command: Self.spec)
    }
    options = ExchangeImportOptions(
      states: states, allowsEmpty: arguments.flags.contains("allow-empty"),
      listsSkippedUnits: arguments.flags.contains("list-skipped"))
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (project, inputDiagnostics) = try ExchangeInputs.project(
      paths: paths, exclude: exclude.patterns,
      developmentLanguage: arguments.value("development-language"), spec: Self.spec)
    var diagnostics = inputDiagnostics + project.diagnostics
    let exporter = ExchangeExporter(project: project)
    // Each unit is compared as it is read; the merge's work counts only if every file reads without an error.
    var session = ExchangeImportSession(importer: ExchangeImporter(project: project, options: options))
    for path in imports {
      for file in try Self.exchangeFiles(at: path, spec: Self.spec) {
        guard let data = FileManager.default.contents(atPath: file) else {
          diagnostics.append(
            .error(
              "cannot read the file; check that it is readable", at: .init(file: file, line: 1, column: 1),
              rule: .unreadableFile))
          continue
        }
        if file.hasSuffix(".csv") {
          let read = CSVReader.read(data, path: file)
          diagnostics += read.diagnostics
          guard let original = Self.original(forCSV: file, among: project.origins.map(\.original)) else {
            diagnostics.append(
              .warning(
                "no table of the project is named like this CSV file (<table file>.csv, as export writes it); "
                  + "its rows are stale and not written", at: .init(file: file, line: 1, column: 1),
                rule: .staleUnit))
            continue
          }
          let converted = ExchangeCSV.files(records: read.records, original: original, exporter: exporter, path: file)
          diagnostics += converted.diagnostics
          for exchangeFile in converted.files {
            var header = exchangeFile
            header.units = []
            session.beginFile(header)
            for unit in exchangeFile.units { session.consume(unit) }
          }
        } else {
          diagnostics += XLIFFReader.read(data, path: file, into: &session)
        }
      }
    }
    var result = ExchangeImportResult()
    if !diagnostics.containsErrors {
      result = session.finish()
      diagnostics += result.diagnostics
    }
    let dryRun = arguments.flags.contains("dry-run")
    if dryRun {
      for change in result.changes {
        console.writeOutput(
          "\(change.path) [\(change.language)]: \(change.added.count) added, \(change.changed.count) changed\n")
        for id in change.added { console.writeOutput("  + \(id)\n") }
        for id in change.changed { console.writeOutput("  ~ \(id)\n") }
      }
    }
    var written = 0
    if !dryRun && !diagnostics.containsErrors {
      do {
        written = try FileSetWriter.write(result.changes.map { ($0.path, $0.data) }).written.count
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    let summary =
      "import: \(result.summary); \(dryRun ? "dry run, " : "")\(written) file\(written == 1 ? "" : "s") written"
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// The `.xliff` and `.csv` files to read for an argument: the file itself, or an `.xcloc` bundle's
  /// `Localized Contents/*.xliff`.
  static func exchangeFiles(at path: String, spec: CommandSpec) throws(CommandLineError) -> [String] {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard trimmed.hasSuffix(".xcloc") else {
      guard FileManager.default.fileExists(atPath: trimmed) else {
        throw CommandLineError(message: "The path '\(path)' does not exist.", command: spec)
      }
      return [trimmed]
    }
    let folder = FilePath.join(trimmed, XclocBundle.localizedContents)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw CommandLineError(
        message: "The bundle '\(path)' has no '\(XclocBundle.localizedContents)' folder; is it an .xcloc?",
        command: spec)
    }
    return names.filter { $0.hasSuffix(".xliff") }.sorted().map { FilePath.join(folder, $0) }
  }

  /// The project original a CSV file names: the longest original that the file's path (without `.csv`) ends with.
  static func original(forCSV path: String, among originals: [String]) -> String? {
    guard let named = ExchangeCSV.original(forCSVPath: path) else { return nil }
    return originals.filter { named == $0 || named.hasSuffix("/" + $0) }.max { $0.count < $1.count }
  }

}
