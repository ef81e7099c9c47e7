/// The whole generation: parse the inputs, build the tables, render the files.
public enum GeneratorPipeline {
  /// The result of a run: the files to write (only when `diagnostics` has no error) and every diagnostic.
  public struct Result: Sendable {
    /// The generated files, one per planned output.
    public var files: [GeneratedFile]
    /// Sorted diagnostics; warnings are errors when the configuration asks for it.
    public var diagnostics: [Diagnostic]
    /// Whether the run must fail (any error).
    public var hasErrors: Bool { diagnostics.containsErrors }
  }

  /// Runs the pipeline over the bytes of the input files; `validator` decides which cross-language checks run,
  /// and `rendersFiles` false skips rendering (`lint` wants only the diagnostics).
  public static func run(
    files: [InputFile], config: L10nGenConfig, templates: TemplateSet, validator: CatalogValidator = .generation,
    rendersFiles: Bool = true
  ) -> Result {
    let (tables, tableDiagnostics) = TableBuilder.buildTables(
      from: files, developmentLanguage: config.developmentLanguage)
    let plannedTables = Set(files.compactMap { OutputPlan.tableName(forInputPath: $0.path) }).sorted()
    let (generated, generationDiagnostics) = CodeGenerator.generate(
      tables: tables, plannedTables: plannedTables, config: config, templates: templates,
      renders: rendersFiles)
    var diagnostics = tableDiagnostics + validator.validate(tables) + generationDiagnostics
    if config.warningsAsErrors {
      diagnostics = diagnostics.map { diagnostic in
        guard diagnostic.severity == .warning else { return diagnostic }
        return Diagnostic(.error, diagnostic.message + " [warning treated as error]", at: diagnostic.location)
      }
    }
    return Result(files: generated, diagnostics: diagnostics.sortedForOutput().removingAdjacentDuplicates())
  }
}
