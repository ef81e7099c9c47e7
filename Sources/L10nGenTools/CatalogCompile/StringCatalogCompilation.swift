package import L10nGenCore

/// What compiling one String Catalog produced: a table per language, or the errors that stopped it.
package struct StringCatalogCompilation: Hashable, Sendable {
  /// The table name (the catalog's file name without `.xcstrings`).
  package var tableName: String
  /// The catalog's development language.
  package var sourceLanguage: String
  /// One table per language, sorted by language; empty when ``diagnostics`` has an error.
  package var tables: [CompiledLanguageTable]
  /// The reader's findings and the values that cannot be compiled, located in the catalog.
  package var diagnostics: [Diagnostic]

  package init(
    tableName: String, sourceLanguage: String, tables: [CompiledLanguageTable], diagnostics: [Diagnostic]
  ) {
    self.tableName = tableName
    self.sourceLanguage = sourceLanguage
    self.tables = tables
    self.diagnostics = diagnostics
  }

  /// The files to write below the output folder: `<language>.lproj/<Table>.strings` for every language (empty when
  /// every value of the language needs a dictionary, so that the localization exists), and
  /// `<language>.lproj/<Table>.stringsdict` when the language has entries with rules.
  package var files: [CompiledTableFile] {
    tables.flatMap { table in
      let folder = "\(table.language).lproj/"
      var files = [
        CompiledTableFile(
          relativePath: folder + tableName + ".strings", data: CompiledTableWriter.stringsData(table))
      ]
      if !table.dictionaries.isEmpty {
        files.append(
          CompiledTableFile(
            relativePath: folder + tableName + ".stringsdict", data: CompiledTableWriter.stringsDictData(table)))
      }
      return files
    }
  }
}
