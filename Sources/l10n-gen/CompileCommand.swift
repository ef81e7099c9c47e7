import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen compile <path>... --output <folder>`: String Catalogs compiled into `.lproj` tables, as Xcode's build
/// compiles them, for builds without Xcode.
struct CompileCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "compile",
    abstract: "Compile String Catalogs into <language>.lproj/<Table>.strings and .stringsdict, as Xcode's build does.",
    discussion: """
      Each catalog becomes one .strings file per language (plain strings, and the 'other' text of device
      variations) and a .stringsdict file where values vary: plural variations become %#@arg@ entries whose
      NSStringFormatValueTypeKey comes from the number's specifier, substitutions become variables of their own name
      (%arg spelled with the formatSpecifier, argNum written into the reference), device variations become
      NSStringDeviceSpecificRuleType. A key without a development-language value is its own text there, and a
      shouldTranslate: false key has its development value in every language. SwiftPM outside Xcode (Linux,
      Windows, Android) copies a catalog as it is, so Foundation finds no translation in Bundle.module: put the
      compiled tables among the target's resources instead. A catalog that cannot be read or compiled is an error,
      and then nothing is written.
      """,
    positionals: [.init(name: "path", help: "A .xcstrings file or a folder to search.", isRepeatable: true)],
    options: [
      .init(name: "output", valueName: "folder", help: "The folder that receives the <language>.lproj folders.")
    ] + ExcludeOption.options
  )

  /// The catalogs and folders to compile.
  var paths: [String]
  /// `--output`.
  var output: String
  /// `--exclude`.
  var exclude: ExcludeOption

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    paths = arguments.positionals
    guard !paths.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<path> ...'.", command: Self.spec)
    }
    guard let output = arguments.value("output"), !output.isEmpty else {
      throw CommandLineError(message: "Missing '--output <folder>' for the compiled tables.", command: Self.spec)
    }
    self.output = output
    exclude = ExcludeOption(arguments)
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var diagnostics: [Diagnostic] = []
    let catalogs = try catalogFiles(diagnostics: &diagnostics)
    var files: [CompiledTableFile] = []
    var tableOwners: [String: String] = [:]
    var languages = Set<String>()
    for path in catalogs {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(
          .error("cannot read '\(path)'; check that it exists and is readable", at: nil, rule: .unreadableFile))
        continue
      }
      let compilation = StringCatalogCompiler.compile(data, path: path)
      diagnostics += compilation.diagnostics
      if let owner = tableOwners[compilation.tableName.lowercased()] {
        diagnostics.append(
          .error(
            "table '\(compilation.tableName)' comes from two catalogs (also '\(owner)'); compile them into "
              + "different --output folders", at: SourceLocation(file: path, line: 1, column: 1),
            rule: .duplicateTableFile))
        continue
      }
      tableOwners[compilation.tableName.lowercased()] = path
      languages.formUnion(compilation.tables.map(\.language))
      files += compilation.files
    }
    var written = 0
    if !diagnostics.containsErrors {
      do {
        written = try FileSetWriter.write(files.map { ($0.relativePath, $0.data) }, in: output).written.count
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    let summary =
      "compile: \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s"), \(languages.count) "
      + "language\(languages.count == 1 ? "" : "s"), \(files.count) file\(files.count == 1 ? "" : "s"), "
      + (diagnostics.containsErrors ? "nothing written" : "\(written) written")
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// The catalogs to compile, sorted: each path that is a file, and every `.xcstrings` below each folder (hidden,
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
}
