/// The whole generation: parse the inputs, build the tables, check them, render the files.
///
/// The stages, in order (see `ARCHITECTURE.md`):
/// 1. ``TableBuilder/buildTables(from:developmentLanguage:)``: files → tables, with parse diagnostics;
///    ``IBProject/read(_:config:)``: storyboards and xibs → documents and their `lz*` keys.
/// 2. ``AnalyzedProject/init(analyzing:interface:config:)``: every value's format and every key's signature
///    (``ProjectAnalyzer``), and the run's one ``SymbolTable``, which rendering and the source checks share.
/// 3. ``CodeGenerator/generate(project:plannedTables:config:templates:interface:into:)``: one file per planned output
///    (Interface Builder tables get none; the registry of `lz*` keys is one), with naming diagnostics.
/// 4. The validator's rules, then ``DiagnosticFilter`` (the configuration's `lint` settings and `--strict`), a stable
///    sort and the removal of duplicates.
///
/// The caller reads the files and takes the results, so tests and the CLI share this path: the generated files come
/// back in memory, or stream into a ``GeneratedFileSink`` as they are rendered (the CLI's, which writes them).
package enum GeneratorPipeline {
  /// The result of a run: the files to write (only when `diagnostics` has no error) and every diagnostic.
  package struct Result: Sendable {
    /// The generated files, one per planned output; empty when they went to a ``GeneratedFileSink``.
    package var files: [GeneratedFile]
    /// Sorted diagnostics, filtered and with the severities the configuration asks for.
    package var diagnostics: [Diagnostic]
    /// The tables that were read, sorted by name.
    package var tables: [LocalizationTable]
    /// Whether the run must fail (any error).
    package var hasErrors: Bool { diagnostics.containsErrors }
  }

  /// Runs the pipeline over the bytes of the input files; `validator` decides which cross-language checks run.
  /// Without `templates` nothing is rendered (`lint` wants only the diagnostics). `extraDiagnostics` (from loading
  /// the configuration and the files) go through the same filter. `sources` (Swift and Objective-C files) turn on
  /// the source rules: their key usages (``KeyUsageIndex/scanning(_:config:project:)``) join the validation context.
  package static func run(
    files: [InputFile], config: L10nGenConfig, templates: TemplateSet?, validator: ProjectValidator = .generation,
    extraDiagnostics: [Diagnostic] = [], sources: [InputFile]? = nil
  ) -> Result {
    let collector = GeneratedFileCollector()
    var result = run(
      files: files, config: config, templates: templates, validator: validator, extraDiagnostics: extraDiagnostics,
      sources: sources, into: collector)
    result.files = collector.files
    return result
  }

  /// Runs the pipeline like ``run(files:config:templates:validator:extraDiagnostics:sources:)`` but streams every
  /// generated file into `sink` as it is rendered (the result's `files` is empty). A file is rendered even when the
  /// run has errors: the caller decides from ``Result/hasErrors`` whether to keep what it received.
  ///
  /// The bytes of `files` are released once they are read, when the caller hands them over (`files: consume files`).
  package static func run(
    files: consuming [InputFile], config: L10nGenConfig, templates: TemplateSet?,
    validator: ProjectValidator = .generation, extraDiagnostics: [Diagnostic] = [], sources: [InputFile]? = nil,
    into sink: any GeneratedFileSink
  ) -> Result {
    let (layout, project, readDiagnostics) = analyze(consume files, config: config)
    // Every table the layout plans gets its file, even when it could not be read: the build plugin declared it.
    let plannedTables = layout.generatedTableNames
    let generationDiagnostics = CodeGenerator.generate(
      project: project, plannedTables: plannedTables, config: config, templates: templates,
      interface: layout.interfaceDocuments.isEmpty ? nil : project.interface, into: sink)
    let filter = config.diagnosticFilter
    let found =
      extraDiagnostics + readDiagnostics
      + validator.validate(
        project, filter: filter, selectedTables: config.tables,
        keyUsages: sources.map { KeyUsageIndex.scanning($0, config: config, project: project) })
      + generationDiagnostics
    // Naming diagnostics are produced once, by the run's SymbolTable. Identical diagnostics still come from format
    // checks: a problem that occurs twice in one string (`%100 ` twice in a translation, one undefined `%#@missing@`
    // in two variants) is reported at that string's location each time, with the same message.
    let diagnostics = filter.apply(to: found).sortedForOutput().removingAdjacentDuplicates()
    return Result(files: [], diagnostics: diagnostics, tables: project.tables)
  }

  /// The key usages of `sources` exactly as ``run(files:config:templates:validator:extraDiagnostics:sources:)`` sees
  /// them for the source rules of `lint --sources` over the tables of `files`: literal keys, the generated API's
  /// accessors and key symbols mapped back to their keys through the run's symbol table, the project's wrappers and
  /// the `lz*` keys of its storyboards and xibs. `extract` reads them so that it never calls a key unused that
  /// `lint` counts as used. The tables come back with them (analysed, sorted by name).
  package static func keyUsages(files: consuming [InputFile], config: L10nGenConfig, sources: [InputFile]) -> (
    index: KeyUsageIndex, tables: [LocalizationTable]
  ) {
    let (_, project, _) = analyze(consume files, config: config)
    return (KeyUsageIndex.scanning(sources, config: config, project: project), project.tables)
  }

  /// The first stages, shared by every run and every tool that reads tables: the layout, the tables read and
  /// analysed, the storyboards and xibs read, and what reading them reported.
  package static func analyze(_ files: consuming [InputFile], config: L10nGenConfig) -> (
    layout: ProjectLayout, project: AnalyzedProject, diagnostics: [Diagnostic]
  ) {
    // The layout is computed once: it groups the files into tables and plans the outputs.
    let layout = ProjectLayout(paths: files.map(\.path), developmentLanguage: config.developmentLanguage)
    // Storyboards and xibs, read once: their lz* keys and the tables that translate them (which get no API).
    let (readInterface, readDiagnostics) = IBProject.read(files, config: config)
    // The tables take the files over and let each one's bytes (as large as the input) go once it is read.
    let (readTables, tableDiagnostics) = TableBuilder.buildTables(
      from: consume files, layout: layout, developmentLanguage: config.developmentLanguage)
    // A table of ObjectID keys whose document has another name (or is gone) is an IB table too, with a warning.
    let (interface, orphanDiagnostics) = IBOrphanTables.adding(
      readTables, to: readInterface, documentPaths: layout.interfaceDocuments.map(\.path))
    // Analyzed in place (no second copy of the entries), and named once for rendering and the source checks.
    let project = AnalyzedProject(analyzing: consume readTables, interface: interface, config: config)
    return (layout, project, tableDiagnostics + readDiagnostics + orphanDiagnostics)
  }
}
