import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen migrate <path>... [--remove-old]`: `.strings`/`.stringsdict` tables migrated to String Catalogs, as
/// Xcode's "Migrate to String Catalog" does, with a printed proof that nothing was lost.
struct MigrateCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "migrate",
    abstract: "Migrate .strings and .stringsdict tables to String Catalogs, with a proof that nothing changed.",
    discussion: """
      Each table becomes <Table>.xcstrings in the folder that holds its .lproj folders, written as Xcode writes
      catalogs: every language, the development language's comments, extractionState 'migrated' and every unit
      'translated', as Xcode leaves them after its migration. Stringsdict variables become substitutions of the same
      name, so the generated API keeps its argument labels; with --plural-variations an entry that is one plural
      variable (%#@count@) becomes a plural variation of the whole string, as Xcode migrates it (its accessor then
      loses the label, which the proof reports). Before anything is
      written, the command proves each catalog and prints the proof: compiled back (as 'l10n-gen compile' does),
      it gives the same string as the old files for every key, language and plural category, Foundation's
      PropertyListSerialization reading both; and the Swift API generated with the default and the swiftgen
      templates has the same symbols and signatures. A table that cannot be migrated or proved is an error, and
      then nothing is written. The old files stay unless --remove-old is given; they are removed in the same
      all-or-nothing write. With --dry-run the proofs are printed and nothing is written.
      """,
    positionals: [.init(name: "path", help: "A table file or a folder to search.", isRepeatable: true)],
    options: [
      removeOldOption, pluralVariationsOption, dryRunOption,
      .init(name: "development-language", valueName: "code", help: "The language the tables are written in."),
    ] + ConfigFileOption.options + ExcludeOption.options
  )

  /// `--remove-old`.
  static let removeOldOption = CommandSpec.Option(
    name: "remove-old", help: "Remove the migrated .strings and .stringsdict files once the catalogs are written.")

  /// `--dry-run`.
  static let dryRunOption = CommandSpec.Option(
    name: "dry-run", help: "Prove and print every catalog, write nothing; exit 1 when a proof fails.")

  /// `--plural-variations`.
  static let pluralVariationsOption = CommandSpec.Option(
    name: "plural-variations",
    help: "Make a stringsdict entry that is one plural variable a plural variation, as Xcode does (labels change).")

  var arguments: ParsedArguments
  /// `--plural-variations`.
  var makesPluralVariations: Bool
  /// `--dry-run`.
  var isDryRun: Bool
  /// `--config`.
  var configFile: ConfigFileOption
  /// `--exclude`.
  var exclude: ExcludeOption
  /// `--remove-old`.
  var removesOldFiles: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard !arguments.positionals.isEmpty else {
      throw CommandLineError(message: "Missing expected argument '<path> ...'.", command: Self.spec)
    }
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    exclude = ExcludeOption(arguments)
    removesOldFiles = arguments.contains(Self.removeOldOption)
    makesPluralVariations = arguments.contains(Self.pluralVariationsOption)
    isDryRun = arguments.contains(Self.dryRunOption)
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let (config, configDiagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, exclude: exclude, spec: Self.spec)
    let (allFiles, inputDiagnostics) = try InputLoader.tableFiles(
      in: arguments.positionals, exclude: config.exclude, spec: Self.spec)
    let files = allFiles.filter { $0.path.hasSuffix(".strings") || $0.path.hasSuffix(".stringsdict") }
    var (catalogs, diagnostics) = StringsCatalogMigrator.migrate(
      files: files, developmentLanguage: config.developmentLanguage, pluralVariations: makesPluralVariations)
    diagnostics = configDiagnostics + inputDiagnostics + diagnostics
    var report = ""
    var proved = 0
    for catalog in catalogs {
      let oldFiles = files.filter { catalog.replacedFiles.contains($0.path) }
      let proof = MigrationProof.prove(catalog, oldFiles: oldFiles, config: config)
      report += Self.describe(catalog, proof)
      if proof.holds {
        proved += 1
      } else {
        diagnostics.append(
          .error(
            "the migrated catalog of table '\(catalog.tableName)' does not hold what the old files hold "
              + "(\(proof.stringDifferences.count + proof.apiDifferences.count) differences, listed above); "
              + "nothing was written",
            at: SourceLocation(file: catalog.replacedFiles.first ?? catalog.path, line: 1, column: 1),
            rule: .invalidEntry))
      }
    }
    console.writeOutput(report)
    var written = 0
    var removed = 0
    if !diagnostics.containsErrors && !isDryRun {
      let writer = FileSetWriter()
      for catalog in catalogs {
        writer.stage(catalog.data, at: catalog.path)
        if removesOldFiles { catalog.replacedFiles.forEach(writer.stageRemoval(of:)) }
      }
      do {
        let outcome = try writer.commit()
        written = outcome.written.count
        removed = outcome.removed.count
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    let summary =
      "migrate: \(catalogs.count) table\(catalogs.count == 1 ? "" : "s"), \(proved) proved, "
      + (diagnostics.containsErrors || isDryRun
        ? "nothing written" : "\(written) catalog\(written == 1 ? "" : "s") written, \(removed) old files removed")
    DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// The proof of one catalog, as printed: one line of counts, then each difference.
  static func describe(_ catalog: MigratedCatalog, _ proof: MigrationProof) -> String {
    let api = MigrationProof.templates.map { "\($0) \(proof.comparedDeclarations[$0] ?? 0)" }.joined(separator: ", ")
    var text =
      "\(catalog.path): \(catalog.keyCount) keys, \(catalog.languages.count) languages "
      + "(\(catalog.pluralVariationCount) plural variations, \(catalog.substitutionValueCount) with substitutions); "
      + "strings: \(proof.comparedValues) values, \(proof.comparedTexts) texts compared, "
      + "\(proof.stringDifferences.count) different"
      + (proof.keysNowTheirOwnText > 0 ? ", \(proof.keysNowTheirOwnText) keys now their own text" : "")
      + "; API declarations compared: \(api), \(proof.apiDifferences.count) removed or changed"
      + (proof.apiAdditions.isEmpty ? "" : ", \(proof.apiAdditions.count) added")
      + (proof.holds ? "; proved\n" : "; NOT proved\n")
    let additions = proof.holds ? proof.apiAdditions.prefix(20) : []
    for difference in proof.stringDifferences.prefix(20) + proof.apiDifferences.prefix(20) + additions {
      text += "  \(difference)\n"
    }
    return text
  }
}
