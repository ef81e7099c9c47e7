/// The tables of a run once analysed, with the names the run gives them: what validation, rendering and source
/// scanning take.
///
/// Its only initializer runs ``ProjectAnalyzer``, so no later stage can receive a table whose formats and signatures
/// are missing, and it builds the run's one ``SymbolTable`` from the tables that get an API (the selected tables that
/// do not translate storyboards), so that the generated code and the source checks agree on every name.
package struct AnalyzedProject: Sendable {
  /// Every table that was read, analysed, in input order.
  package let tables: [LocalizationTable]
  /// The storyboards and xibs of the run, their `lz*` keys and the tables that translate them.
  package let interface: IBProject
  /// The tables that get an API: those the configuration's `tables` selects, without the Interface Builder tables.
  package let generatedTables: [LocalizationTable]
  /// The names of ``generatedTables`` and of their keys, and the naming diagnostics.
  package let symbols: SymbolTable

  /// Analyses `tables` (in place, when the caller hands over its only reference) and names the generated ones under
  /// `config`.
  package init(
    analyzing tables: consuming [LocalizationTable], interface: IBProject = .empty, config: L10nGenConfig
  ) {
    let analyzed = ProjectAnalyzer.analyze(tables)
    let interfaceTables = interface.interfaceTables
    var generated: [LocalizationTable] = []
    var seen: Set<String> = []
    for table in analyzed.sorted(by: { $0.name < $1.name })
    where !interfaceTables.contains(table.name) && (config.tables?.contains(table.name) ?? true)
      && seen.insert(table.name).inserted
    {
      generated.append(table)
    }
    self.tables = analyzed
    self.interface = interface
    self.generatedTables = generated
    self.symbols = SymbolTable(tables: generated, config: config)
  }

  /// The analysed table named `name`, if the run read one.
  package func table(named name: String) -> LocalizationTable? {
    tables.first { $0.name == name }
  }
}
