/// The whole generation: parse the inputs, build the tables, check them, render the files.
///
/// The stages, in order (see `ARCHITECTURE.md`):
/// 1. ``TableBuilder/buildTables(from:developmentLanguage:)``: files → tables, with parse diagnostics.
/// 2. `ProjectAnalyzer.analyze(_:)`: every value's format and every key's signature.
/// 3. ``CodeGenerator/generate(tables:plannedTables:config:templates:)``: one file per planned output, with naming
///    diagnostics.
/// 4. The validator's rules, then ``DiagnosticFilter`` (the configuration's `lint` settings and `--strict`), a stable
///    sort and the removal of duplicates.
///
/// Everything is in memory: the caller reads the files and writes the results, so tests and the CLI share this path.
public enum GeneratorPipeline {
  /// The result of a run: the files to write (only when `diagnostics` has no error) and every diagnostic.
  public struct Result: Sendable {
    /// The generated files, one per planned output.
    public var files: [GeneratedFile]
    /// Sorted diagnostics, filtered and with the severities the configuration asks for.
    public var diagnostics: [Diagnostic]
    /// The tables that were read, sorted by name.
    public var tables: [LocalizationTable]
    /// Whether the run must fail (any error).
    public var hasErrors: Bool { diagnostics.containsErrors }
  }

  /// Runs the pipeline over the bytes of the input files; `validator` decides which cross-language checks run.
  /// Without `templates` nothing is rendered (`lint` wants only the diagnostics). `extraDiagnostics` (from loading
  /// the configuration and the files) go through the same filter. `sources` (Swift and Objective-C files) turn on
  /// the source rules: their key usages (``KeyUsageIndex/scanning(_:config:tables:)``) join the validation context.
  public static func run(
    files: [InputFile], config: L10nGenConfig, templates: TemplateSet?, validator: CatalogValidator = .generation,
    extraDiagnostics: [Diagnostic] = [], sources: [InputFile]? = nil
  ) -> Result {
    let (readTables, tableDiagnostics) = TableBuilder.buildTables(
      from: files, developmentLanguage: config.developmentLanguage)
    let tables = ProjectAnalyzer.analyze(readTables)
    // Every table the layout plans gets its file, even when it could not be read: the build plugin declared it.
    let plannedTables = ProjectLayout(paths: files.map(\.path), developmentLanguage: config.developmentLanguage)
      .tables.map(\.name)
    let (generated, generationDiagnostics) = CodeGenerator.generate(
      tables: tables, plannedTables: plannedTables, config: config, templates: templates)
    let filter = config.diagnosticFilter
    let found =
      extraDiagnostics + tableDiagnostics
      + validator.validate(
        tables, filter: filter,
        keyUsages: sources.map { KeyUsageIndex.scanning($0, config: config, tables: tables) }) + generationDiagnostics
    // Naming diagnostics are produced once, by the run's SymbolTable. Identical diagnostics still come from format
    // checks: a problem that occurs twice in one string (`%100 ` twice in a translation, one undefined `%#@missing@`
    // in two variants) is reported at that string's location each time, with the same message.
    let diagnostics = filter.apply(to: found).sortedForOutput().removingAdjacentDuplicates()
    return Result(files: generated, diagnostics: diagnostics, tables: tables)
  }
}
