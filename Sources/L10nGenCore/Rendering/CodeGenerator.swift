/// Renders the Swift files of a run from its analysed tables, a configuration and a template.
///
/// The configuration's ``TemplateMode`` decides which context the template gets (``StructuredContext`` or
/// ``SwiftGenContext`` for a table's file); the template's name never does.
package enum CodeGenerator {
  /// Generates the support file and one file per table in `plannedTables` (a planned table that was
  /// excluded or has no entries still gets a file, so that build systems always find their declared outputs), for the
  /// project's generated tables under the names of its symbol table.
  /// Without `templates`, only the naming diagnostics are produced (for `lint`); format problems of development
  /// values are ``DevelopmentFormatRule``'s. With `interface`, the registry of its `lz*` keys is rendered too
  /// (``OutputPlan/interfaceRegistryFileName``).
  package static func generate(
    project: AnalyzedProject, plannedTables: [String], config: L10nGenConfig, templates: TemplateSet?,
    interface: IBProject? = nil
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let collector = GeneratedFileCollector()
    let diagnostics = generate(
      project: project, plannedTables: plannedTables, config: config, templates: templates, interface: interface,
      into: collector)
    return (collector.files, diagnostics)
  }

  /// Generates the same files as ``generate(project:plannedTables:config:templates:interface:)`` but streams each
  /// one into `sink` as it is rendered, so that no file is ever held whole. A file whose rendering fails ends
  /// incomplete (``GeneratedFileSink/endFile(isComplete:)``) and its error is among the diagnostics returned.
  package static func generate(
    project: AnalyzedProject, plannedTables: [String], config: L10nGenConfig, templates: TemplateSet?,
    interface: IBProject? = nil, into sink: any GeneratedFileSink
  ) -> [Diagnostic] {
    visitFiles(
      project: project, plannedTables: plannedTables, config: config, interface: interface,
      buildsContexts: templates != nil
    ) { fileName, file in
      guard let templates else { return [] }
      sink.beginFile(named: fileName)
      var stream = GeneratedTextStream(sink: sink)
      do {
        // The file's own names (`access`, `enumName`...) are looked up under every key: as a record, by slot.
        var value = try file.templateValue()
        if case .object(let fields) = value { value = .record(MustacheRecord(fields)) }
        try templates.main.render(value, partials: templates.partials, escaping: .none, to: &stream)
        stream.finish()
        sink.endFile(isComplete: true)
        return []
      } catch {
        sink.endFile(isComplete: false)
        return [.error("template \(templates.name) failed: \(error)", at: nil, rule: .templateError)]
      }
    }
  }

  /// The context each file of the run is rendered with, by file name, and the diagnostics `generate` reports
  /// besides rendering errors: what `context.json` snapshots record, and what a template author's template gets.
  package static func contexts(
    project: AnalyzedProject, plannedTables: [String], config: L10nGenConfig, interface: IBProject? = nil
  ) -> (contexts: [String: TemplateContext], diagnostics: [Diagnostic]) {
    var contexts: [String: TemplateContext] = [:]
    let diagnostics = visitFiles(
      project: project, plannedTables: plannedTables, config: config, interface: interface, buildsContexts: true
    ) { fileName, file in
      contexts[fileName] = file.context()
      return []
    }
    return (contexts, diagnostics)
  }

  /// What one file is made from: its context (for `context.json`) or its template value, which for a table in the
  /// structured context is made lazily from the table (``TableViewModelBuilder/templateValue(_:)``).
  private struct FileModel {
    /// The file's context.
    var context: () -> TemplateContext
    /// The value its template renders: what ``MustacheValueEncoder`` makes of `context()`.
    var templateValue: () throws -> MustacheValue

    /// A file whose template value is encoded from its context.
    init(_ context: TemplateContext) {
      self.context = { context }
      self.templateValue = { try MustacheValueEncoder().encode(context) }
    }

    /// A file whose context and template value are made on demand.
    init(context: @escaping () -> TemplateContext, templateValue: @escaping () -> MustacheValue) {
      self.context = context
      self.templateValue = templateValue
    }
  }

  /// Hands the model of every file of the run to `visit` in output order (which returns the diagnostics it finds),
  /// so that only one table's context is alive at a time. With `buildsContexts` false, only the configuration and
  /// naming diagnostics are collected and `visit` is never called.
  private static func visitFiles(
    project: AnalyzedProject, plannedTables: [String], config: L10nGenConfig, interface: IBProject?,
    buildsContexts: Bool,
    _ visit: (_ fileName: String, _ file: FileModel) -> [Diagnostic]
  ) -> [Diagnostic] {
    var config = config
    let mode = config.templateMode
    if mode == .flat { config.structure = .flat }
    var diagnostics: [Diagnostic] = []
    if let conflict = TemplateMode.conflict(template: config.template, context: config.context) {
      diagnostics.append(.error(conflict, at: nil, rule: .invalidConfiguration))
    }
    let byName = Dictionary(project.generatedTables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    if buildsContexts {
      diagnostics += visit(OutputPlan.supportFileName, FileModel(.supportFile(SupportFileContext(config: config))))
    }
    // Every name of the run, and every naming diagnostic, was decided once, with the project.
    let symbols = project.symbols
    diagnostics += symbols.diagnostics
    let builder = TableViewModelBuilder(config: config, symbols: symbols)
    let swiftGenBuilder = symbols.style == .swiftGen ? SwiftGenViewModelBuilder(config: config, symbols: symbols) : nil
    let xcodeSymbolsBuilder =
      mode.context == .xcodeSymbols ? XcodeSymbolsViewModelBuilder(config: config, symbols: symbols) : nil
    let tableNames = Set(plannedTables).union(byName.keys).sorted()
    if swiftGenBuilder != nil || xcodeSymbolsBuilder != nil,
      let sharded = tableNames.first(where: { config.shards.fileCount(forTable: $0) > 1 })
    {
      diagnostics.append(
        .error(
          "the table \(sharded) is sharded ('shards' or 'shardKeysAbove'), which needs the structured context: use "
            + "the structured or flat template (or \"context\": \"structured\" with a custom template), or remove "
            + "the sharding", at: nil, rule: .invalidConfiguration))
    }
    guard buildsContexts else { return diagnostics }
    for tableName in tableNames {
      let fileName = OutputPlan.fileName(forTable: tableName)
      let shardFileCount = config.shards.fileCount(forTable: tableName)
      if let table = byName[tableName], shardFileCount > 1, swiftGenBuilder == nil, xcodeSymbolsBuilder == nil {
        // The main file, then every shard file, each always written so the plugin's declared outputs exist.
        let sharded = builder.shardedTable(table)
        diagnostics += visit(fileName, FileModel(.structuredTable(sharded.main)))
        for (index, shard) in sharded.shards.enumerated() {
          diagnostics += visit(
            OutputPlan.shardFileName(forTable: tableName, index: index + 1), FileModel(.shardFile(shard)))
        }
      } else if let table = byName[tableName] {
        let file =
          if let swiftGenBuilder {
            FileModel(.swiftGenTable(swiftGenBuilder.build(table)))
          } else if let xcodeSymbolsBuilder {
            FileModel(.xcodeSymbolsTable(xcodeSymbolsBuilder.build(table)))
          } else {
            FileModel(
              context: { .structuredTable(builder.build(table)) }, templateValue: { builder.templateValue(table) })
          }
        diagnostics += visit(fileName, file)
      } else {
        let reason =
          project.tables.contains { $0.name == tableName && !project.interface.interfaceTables.contains(tableName) }
          ? "excluded by the configuration's 'tables'" : "empty"
        diagnostics += visit(fileName, FileModel(.emptyFile(EmptyFileContext(table: tableName, reason: reason))))
        for index in shardFileCount > 1 ? Array(1...shardFileCount) : [] {
          let shard = builder.emptyShard(ofTableNamed: tableName, index: index, count: shardFileCount, reason: reason)
          diagnostics += visit(
            OutputPlan.shardFileName(forTable: tableName, index: index), FileModel(.shardFile(shard)))
        }
      }
    }
    if let interface, buildsContexts {
      // The registry's keys are values of the interface table's key type, when the run generates one.
      let keyType = symbols.symbols(ofTable: interface.keyTable)?.keyType
      let context = IBRegistryContext(
        interface: interface, config: config, keyType: keyType, ownBundle: mode.context == .swiftgen)
      diagnostics += visit(OutputPlan.interfaceRegistryFileName, FileModel(.interfaceRegistry(context)))
    }
    return diagnostics
  }

  /// `text` as a generated file holds it: LF line endings, no trailing whitespace, exactly one trailing newline (what
  /// ``GeneratedTextStream`` makes of rendered text, in one piece).
  static func normalized(_ text: String) -> String {
    let collector = GeneratedFileCollector()
    collector.beginFile(named: "")
    let stream = GeneratedTextStream(sink: collector)
    stream.write(text)
    stream.finish()
    collector.endFile(isComplete: true)
    return collector.files[0].contents
  }
}
