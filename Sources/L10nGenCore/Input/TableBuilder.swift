/// Builds the all-languages `LocalizationTable`s of a target from its discovered localization files.
///
/// This is where per-file readings become one model: the stage between the readers (``InputKind/read(_:path:)``) and
/// ``LocalizationTable``. It is also where parse diagnostics get their language tag and pass through ``SeverityPolicy``
/// once the development language is known, so a translation's entry-level error becomes a warning.
///
/// For example, `en.lproj/Localizable.strings` (`"login.welcome" = "Welcome back, %@!";`),
/// `en.lproj/Localizable.stringsdict` (`inbox.messages`) and `fr.lproj/Localizable.strings`
/// (`"login.welcome" = "Bon retour, %d !";`) make one table `Localizable` with development language `en` and two
/// entries: `login.welcome` with values in `en` and `fr`, located at the `en` key, and `inbox.messages` with its `en`
/// plural rule only. Nothing here compares the values: that is ``ProjectAnalyzer`` and the validation rules' job.
package enum TableBuilder {
  /// Parses every file and merges them per table, as ``ProjectLayout`` groups them.
  ///
  /// - `.strings` and `.stringsdict` of one language merge; a key in both resolves to the stringsdict entry, as on
  ///   Apple platforms.
  /// - Files whose table names differ only in case are one table, named as most languages' files name it; each
  ///   other spelling is a `table-name-case` warning.
  /// - The development language is `developmentLanguage` (matched case- and separator-insensitively, and spelled
  ///   as the files spell it), else the catalog's `sourceLanguage`, else `Base`, else `en`, else the first language
  ///   in sorted order. A `developmentLanguage` that no table has is an `unknown-development-language` error, and
  ///   the defaults apply.
  /// - An entry without a comment takes its `qqq` (message documentation) value as its comment.
  /// - Tables are sorted by name; entries follow the development-language file order, then keys found only in
  ///   other languages, sorted. The result does not depend on the order of `files`.
  ///
  /// Steps:
  /// 1. Sort the files by path (then bytes), so the result never depends on discovery order.
  /// 2. Classify the paths with ``ProjectLayout`` (files outside a `.lproj` folder are warned about and skipped) and
  ///    read each file with its kind's reader.
  /// 3. Check a requested development language against every language found, files and catalogs alike.
  /// 4. Build each table: from its String Catalog, or by merging its `.lproj` files language by language.
  ///
  /// Linear in the total number of entries (dictionary lookups by key), plus sorting the files and the extra keys.
  package static func buildTables(
    from files: [InputFile], developmentLanguage: String?
  ) -> (tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    buildTables(
      from: files, layout: ProjectLayout(paths: files.map(\.path), developmentLanguage: developmentLanguage),
      developmentLanguage: developmentLanguage)
  }

  /// ``buildTables(from:developmentLanguage:)`` with the run's layout of the same paths and development language,
  /// computed once by the caller (``GeneratorPipeline`` also plans the outputs from it).
  ///
  /// Each file's bytes are let go as soon as it is read, so a caller that hands the files over
  /// (`from: consume files`) never holds the input's bytes and the tables built from them at once.
  package static func buildTables(
    from files: consuming [InputFile], layout: ProjectLayout, developmentLanguage: String?
  ) -> (tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var filesByPath = Dictionary(
      grouping: files.sorted { $0.path != $1.path ? $0.path < $1.path : $0.data.lexicographicallyPrecedes($1.data) },
      by: \.path)
    _ = consume files
    diagnostics += layout.rejectedFiles.map(rejectionDiagnostic)
    var readTables = layout.tables.map { table in
      let modelLanguage = modelFormLanguage(of: table, requested: developmentLanguage)
      return (
        table,
        table.files.flatMap { layoutFile in
          let sameFiles = filesByPath.removeValue(forKey: layoutFile.path) ?? []
          return sameFiles.map { file in
            if sameFiles.count == 1, let language = modelLanguage, layoutFile.language == language,
              let read = layoutFile.kind.readModelEntries(
                file.data, path: file.path, language: language, languageCount: table.languages.count)
            {
              return ReadFile(layoutFile: layoutFile, contents: read.contents, modelEntries: read.entries)
            }
            return ReadFile(layoutFile: layoutFile, contents: layoutFile.kind.read(file.data, path: file.path))
          }
        }
      )
    }
    for (table, _) in readTables {
      diagnostics += table.misnamedFiles.map { nameCaseDiagnostic($0, table: table) }
    }
    var requested = developmentLanguage
    if let language = developmentLanguage {
      let known = Set(
        readTables.flatMap { table, files in
          table.languages + files.flatMap { $0.contents.catalog?.languages ?? [] }
        })
      if !known.isEmpty && !known.contains(where: { LanguageCode.matches($0, language) }) {
        diagnostics.append(
          .error(
            "the development language '\(language)' is not a language of any table (languages: "
              + "\(known.sorted().joined(separator: ", "))); set developmentLanguage in \(ProjectLayout.configFileName) "
              + "(or --development-language) to one of them", at: nil, rule: .unknownDevelopmentLanguage))
        requested = nil
      }
    }
    // The folders around each `Base.lproj/<Name>.storyboard|xib`, by lowercased name: an Interface Builder table's
    // files in two such folders (a macOS and an iOS `Document`) translate two documents, in two bundles.
    var documentFolders: [String: Set<String>] = [:]
    for document in layout.interfaceDocuments where document.isBaseDocument {
      documentFolders[document.name.lowercased(), default: []].insert(folder(aroundLanguageFolderOf: document.path))
    }
    var tables: [LocalizationTable] = []
    for index in readTables.indices {
      let (table, files) = readTables[index]
      readTables[index].1 = []  // what a table's files held goes once the table is built
      let folders = table.isInterfaceTable ? documentFolders[table.name.lowercased()] ?? [] : []
      if let built = buildTable(
        table, from: files, developmentLanguage: requested, documentFolders: folders, diagnostics: &diagnostics)
      {
        tables.append(built)
      }
    }
    return (tables, diagnostics)
  }

  /// The language whose `.strings` file is read straight into the model's entries (``ReadFile/modelEntries``): the
  /// development language, when the layout alone tells which it will be (requested, or the only one of
  /// ``DevelopmentLanguagePicker/candidates``, or the only language), and it has one `.strings` file. `nil` when
  /// the key counts decide, or for a catalog. A wrong guess costs a conversion, never a different table.
  private static func modelFormLanguage(of table: ProjectLayout.Table, requested: String?) -> String? {
    let languages = Set(table.files.compactMap(\.language)).sorted()
    let language: String?
    if requested != nil {
      // With a request, the picker's answer does not depend on the key counts.
      language = DevelopmentLanguagePicker.pick(
        keyCounts: Dictionary(uniqueKeysWithValues: languages.map { ($0, 0) }), requested: requested)
    } else {
      let candidates = DevelopmentLanguagePicker.candidates.compactMap { candidate in
        languages.first { ProjectLayout.languagesMatch($0, candidate) }
      }
      language = candidates.count == 1 ? candidates[0] : candidates.isEmpty && languages.count == 1 ? languages[0] : nil
    }
    let files = table.files.filter { $0.language == language }
    guard let language, files.count == 1, files[0].kind == .strings else { return nil }
    return language
  }

  /// One file of a table with what reading it gave. A class, so that its entries can be handed on without a copy
  /// wherever the file is listed (``takeModelEntries()``).
  private final class ReadFile {
    /// The file as the layout classified it: table, language and kind.
    let layoutFile: ProjectLayout.TableFile
    /// What the file's reader produced; its `entries` are empty when ``modelEntries`` holds them.
    let contents: TableFileContents
    /// The entries in the model's form, when the file was read as its table's development language
    /// (``InputKind/readModelEntries(_:path:language:languageCount:)``); `nil` once taken.
    private var modelEntries: [LocalizationEntry]?

    init(layoutFile: ProjectLayout.TableFile, contents: TableFileContents, modelEntries: [LocalizationEntry]? = nil) {
      self.layoutFile = layoutFile
      self.contents = contents
      self.modelEntries = modelEntries
    }

    /// The file's path.
    var path: String { layoutFile.path }
    /// The file's kind.
    var kind: InputKind { layoutFile.kind }
    /// How many entries the file holds in the model's form, or `nil` when it holds them in the reader's.
    var modelEntryCount: Int? { modelEntries?.count }

    /// The entries in the model's form, moved out, so that the caller holds the only reference and can add the
    /// other languages' values in place.
    func takeModelEntries() -> [LocalizationEntry] {
      var taken: [LocalizationEntry]? = nil
      swap(&taken, &modelEntries)
      return taken ?? []
    }

    /// The entries in the reader's form: the model's converted back when the file was read in that form (its language
    /// turned out not to be the development language).
    func readerEntries() -> [TableFileContents.Entry] {
      guard let entries = modelEntries, let language = layoutFile.language else { return contents.entries }
      return entries.compactMap { entry in
        entry.values[language].map {
          TableFileContents.Entry(key: entry.key, value: $0, comment: entry.comment, location: entry.location)
        }
      }
    }
  }

  /// The `not-in-language-folder` warning for a file the layout could not assign to a language.
  private static func rejectionDiagnostic(_ file: ProjectLayout.RejectedFile) -> Diagnostic {
    let reason =
      switch file.reason {
      case .notInLanguageFolder: "is not inside a <language>.lproj folder"
      case .unnamedLanguageFolder: "is inside a folder named '.lproj', which names no language"
      }
    return .warning(
      "'\(file.path)' \(reason), so it localizes no language and is ignored; move it into e.g. en.lproj/",
      at: SourceLocation(file: file.path, line: 1, column: 1), rule: .notInLanguageFolder)
  }

  /// The `table-name-case` warning for a file that spells its table name differently: harmless on a case-insensitive
  /// Mac, a missing table on a device.
  private static func nameCaseDiagnostic(_ file: ProjectLayout.TableFile, table: ProjectLayout.Table) -> Diagnostic {
    .warning(
      "'\(file.path)' spells its table '\(file.spelledTableName)', but the table is '\(table.name)' (as the files "
        + "of \(table.languagesUsingName) of \(table.languageCount) languages spell it); l10n-gen reads it as part of "
        + "'\(table.name)', but an iOS device's case-sensitive file system will not find it when the app looks up "
        + "the table '\(table.name)'; rename it to \(table.name).\(file.kind.fileExtension)",
      at: SourceLocation(file: file.path, line: 1, column: 1), rule: .tableNameCase, language: file.language)
  }

  /// Builds one table from its files. A table defined both by a String Catalog and by `.lproj` files, or by two
  /// catalogs, is a `table-conflict` error, as Xcode refuses to build it; the first catalog (in path order) is then
  /// read anyway, so its own problems are still reported.
  private static func buildTable(
    _ table: ProjectLayout.Table, from files: [ReadFile], developmentLanguage: String?, documentFolders: Set<String>,
    diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let name = table.name
    let catalogs = files.filter { !$0.kind.needsLanguageFolder }
    var languageFiles: [String: [ReadFile]] = [:]
    for file in files {
      if let language = file.layoutFile.language {
        languageFiles[language, default: []].append(file)
      }
    }
    guard let catalogFile = catalogs.first else {
      return buildLanguageFolderTable(
        named: name, languageFiles: languageFiles, developmentLanguage: developmentLanguage,
        documentFolders: documentFolders, diagnostics: &diagnostics)
    }
    if !languageFiles.isEmpty {
      let others = languageFiles.values.flatMap { $0.map(\.path) }.sorted()
      diagnostics.append(
        .error(
          "table '\(name)' is defined both by this String Catalog and by \(others.joined(separator: ", ")); Xcode "
            + "refuses to build a target with both; migrate the .strings/.stringsdict files into the catalog or "
            + "remove the catalog", at: SourceLocation(file: catalogFile.path, line: 1, column: 1),
          rule: .tableConflict))
    }
    for extra in catalogs.dropFirst() {
      diagnostics.append(
        .error(
          "table '\(name)' is defined by more than one String Catalog (also '\(catalogFile.path)'); Xcode "
            + "refuses duplicate table names; rename or remove one",
          at: SourceLocation(file: extra.path, line: 1, column: 1), rule: .tableConflict))
    }
    return buildCatalogTable(
      named: name, file: catalogFile, developmentLanguage: developmentLanguage, diagnostics: &diagnostics)
  }

  /// A catalog holds every language itself: its `sourceLanguage` is the development language unless the configuration
  /// asks for another the catalog has (then a `source-language-mismatch` note). A catalog that could not be read gives
  /// no table, only its diagnostics.
  ///
  /// A requested development language is matched against the catalog's languages and spelled as the catalog spells it
  /// (`en-us` finds `en-US`); one the catalog lacks (but another table has) is used as given.
  private static func buildCatalogTable(
    named name: String, file: ReadFile, developmentLanguage: String?, diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    guard let catalog = file.contents.catalog else {
      diagnostics.append(contentsOf: file.contents.diagnostics)
      return nil
    }
    var language = catalog.sourceLanguage
    if let requested = developmentLanguage, !LanguageCode.matches(requested, catalog.sourceLanguage) {
      language = catalog.languages.first { LanguageCode.matches($0, requested) } ?? requested
    }
    diagnostics.append(
      contentsOf: SeverityPolicy.applying(to: file.contents.diagnostics, developmentLanguage: language))
    if language != catalog.sourceLanguage {
      diagnostics.append(
        .note(
          "the catalog's sourceLanguage is '\(catalog.sourceLanguage)' but the development language is "
            + "'\(language)'; values are looked up in '\(language)'",
          at: SourceLocation(file: file.path, line: 1, column: 1), rule: .sourceLanguageMismatch))
    }
    return LocalizationTable(
      name: name, developmentLanguage: language, languages: Set(catalog.languages).union([language]).sorted(),
      entries: documented(catalog.entries, languages: catalog.languages), sourceFiles: [file.path])
  }

  /// One key of one language after merging that language's files: the winning value, located at its key, with the
  /// last comment any of the files gave the key. The reader's own entry type, so that a file that needs no merging is
  /// taken as it is, without a copy.
  private typealias MergedEntry = TableFileContents.Entry

  /// Merges one language's files: key order of first appearance, last value wins, files of a kind with a higher
  /// ``InputKind/Contribution`` (stringsdict rules) over lower ones (plain strings).
  ///
  /// Files are visited `.strings` first, then `.stringsdict`, so a key in both resolves to its plural rule, as Apple's
  /// bundle lookup does. Each file's diagnostics are tagged with the language.
  ///
  /// For a key in both `Localizable.strings` and `Localizable.stringsdict`, the merged entry takes the stringsdict
  /// value and location, and keeps the `.strings` comment when the stringsdict entry has none.
  private static func mergeLanguage(
    _ language: String, _ files: [ReadFile], diagnostics: inout [Diagnostic]
  ) -> [MergedEntry] {
    let ordered = files.enumerated().sorted {
      ($0.element.kind.contribution, $0.offset) < ($1.element.kind.contribution, $1.offset)
    }.map(\.element)
    // The common case, one file whose reader saw no key twice, needs no merging by key (no key hashed).
    if ordered.count == 1, let file = ordered.first, file.contents.keysAreUnique {
      diagnostics.append(contentsOf: file.contents.diagnostics.concerning(language))
      return file.readerEntries()
    }
    var merged: [MergedEntry] = []
    var indexByKey: [String: Int] = [:]
    for file in ordered {
      diagnostics.append(contentsOf: file.contents.diagnostics.concerning(language))
      let fileEntries = file.readerEntries()
      merged.reserveCapacity(merged.count + fileEntries.count)
      indexByKey.reserveCapacity(merged.count + fileEntries.count)
      for entry in fileEntries {
        if let index = indexByKey[entry.key] {
          merged[index].value = entry.value
          merged[index].location = entry.location
          merged[index].comment = entry.comment ?? merged[index].comment
        } else {
          indexByKey[entry.key] = merged.count
          merged.append(
            MergedEntry(key: entry.key, value: entry.value, comment: entry.comment, location: entry.location))
        }
      }
    }
    return merged
  }

  /// Builds a table from `.lproj` files:
  /// 1. Warn about several files of one kind for one language (`duplicate-table-file`).
  /// 2. Merge each language (``mergeLanguage(_:_:diagnostics:)``) and apply ``SeverityPolicy`` to the parse
  ///    diagnostics.
  /// 3. Pick the development language (``DevelopmentLanguagePicker/pick(keyCounts:requested:)``).
  /// 4. The development language's keys, in its file order, become the entries. Keys found only in translations
  ///    follow, sorted, with an `extra-key` warning when the development language has a file (they still become
  ///    entries, so code that uses them keeps compiling). Keys only in `qqq` document nothing and are dropped. Without
  ///    a development-language file the keys come from the translations, with a `missing-development-file` warning.
  private static func buildLanguageFolderTable(
    named name: String, languageFiles: [String: [ReadFile]], developmentLanguage: String?,
    documentFolders: Set<String> = [], diagnostics: inout [Diagnostic]
  ) -> LocalizationTable? {
    let languages = languageFiles.keys.sorted()
    guard let firstLanguage = languages.first else { return nil }
    for language in languages {
      guard let files = languageFiles[language] else { continue }
      for kind in InputKind.allCases {
        let sameKind = files.filter { $0.kind == kind }
        // Files each beside their own Base document (a macOS and an iOS storyboard of one name) are no duplicates.
        let folders = Set(sameKind.map { folder(aroundLanguageFolderOf: $0.path) })
        let ownDocuments = folders.count == sameKind.count && folders.isSubset(of: documentFolders)
        if sameKind.count > 1 && !ownDocuments {
          diagnostics.append(
            .warning(
              "table '\(name)' has \(sameKind.count) files for language '\(language)' "
                + "(\(sameKind.map(\.path).joined(separator: ", "))); they are merged and the last one wins "
                + "for keys they share", at: SourceLocation(file: sameKind[1].path, line: 1, column: 1),
              rule: .duplicateTableFile))
        }
      }
    }
    var mergedByLanguage: [String: [MergedEntry]] = [:]
    var keyCounts: [String: Int] = [:]
    var parseDiagnostics: [Diagnostic] = []
    // A language whose one file was read in the model's form, without a repeated key: if it is the development
    // language, its entries become the table's as they are.
    var modelFile: (language: String, file: ReadFile)?
    for language in languages {
      let files = languageFiles[language] ?? []
      if files.count == 1, let file = files.first, let count = file.modelEntryCount, file.contents.keysAreUnique {
        parseDiagnostics.append(contentsOf: file.contents.diagnostics.concerning(language))
        modelFile = (language, file)
        keyCounts[language] = count
        continue
      }
      let merged = mergeLanguage(language, files, diagnostics: &parseDiagnostics)
      keyCounts[language] = merged.count
      mergedByLanguage[language] = merged
    }
    let development =
      DevelopmentLanguagePicker.pick(keyCounts: keyCounts, requested: developmentLanguage) ?? developmentLanguage
      ?? firstLanguage
    diagnostics.append(contentsOf: SeverityPolicy.applying(to: parseDiagnostics, developmentLanguage: development))
    var entries: [LocalizationEntry] = []
    if let (language, file) = modelFile, language == development {
      entries = file.takeModelEntries()
    } else {
      if let (language, file) = modelFile { mergedByLanguage[language] = file.readerEntries() }
      let developmentMerged = mergedByLanguage.removeValue(forKey: development) ?? []
      entries.reserveCapacity(developmentMerged.count)
      for merged in developmentMerged {
        var values = LanguageMap<LocalizedValue>()
        values.reserveCapacity(languages.count)
        values.appendNew(development, merged.value)
        entries.append(
          LocalizationEntry(key: merged.key, comment: merged.comment, values: values, location: merged.location))
      }
    }
    modelFile = nil
    // A missing development-language file and keys only translations have are reported by
    // MissingDevelopmentFileRule and ExtraKeyRule, which see the table this builds.
    let developmentHasFile = languageFiles[development] != nil
    var extraKeys: [String: (languages: [String], entry: LocalizationEntry)] = [:]
    var locator = DevelopmentKeyLocator(keys: languages.count > 1 ? entries.map(\.key) : [])
    for language in languages where language != development {
      locator.restart()
      for merged in mergedByLanguage[language] ?? [] {
        if let index = locator.index(of: merged.key) {
          // Each language is merged once, so the language is new to the entry.
          entries[index].values.appendNew(language, merged.value)
        } else if var extra = extraKeys[merged.key] {
          extra.entry.values[language] = merged.value
          extra.languages.append(language)
          extraKeys[merged.key] = extra
        } else {
          let entry = LocalizationEntry(
            key: merged.key, values: [language: merged.value], location: merged.location)
          extraKeys[merged.key] = ([language], entry)
        }
      }
    }
    for key in extraKeys.keys.sorted() {
      guard let extra = extraKeys[key] else { continue }
      // Documentation of a key that no language has describes nothing: it is no entry of the API.
      if extra.languages.allSatisfy(LocalizationTable.isDocumentationLanguage) {
        if developmentHasFile {
          diagnostics.append(
            .warning(
              "key '\(key)' of table '\(name)' is documented in \(extra.languages.joined(separator: ", ")) but "
                + "missing from the development language '\(development)'; add it there or remove its documentation",
              at: extra.entry.location, rule: .extraKey, language: extra.languages[0]))
        }
        continue
      }
      entries.append(extra.entry)
    }
    let sourceFiles = languageFiles.values.flatMap { $0.map(\.path) }.sorted()
    var table = LocalizationTable(
      name: name, developmentLanguage: development, languages: languages,
      entries: documented(entries, languages: languages),
      sourceFiles: sourceFiles)
    // A `.strings` file is read up to its first syntax error only.
    table.partlyReadLanguages = languages.filter { language in
      (languageFiles[language] ?? []).contains { file in
        file.layoutFile.kind == .strings
          && file.contents.diagnostics.contains { $0.rule == .syntaxError && $0.severity == .error }
      }
    }
    return table
  }

  /// The folder that holds the `.lproj` folder around `path` (`App/Mac` for `App/Mac/fr.lproj/Document.strings`).
  private static func folder(aroundLanguageFolderOf path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if components.last?.hasSuffix(".lproj") == true { components = components.dropLast() }
    return components.joined(separator: "/")
  }

  /// Finds translations' keys among the development language's, which translations mostly list in the same order:
  /// the next few development keys are compared first, and only a key found elsewhere (or not at all) is hashed. The
  /// index by key is built only when first needed.
  private struct DevelopmentKeyLocator {
    /// How many development keys after the last one found are compared before looking the key up by hash.
    private static let lookahead = 4
    /// The development keys, in order.
    let keys: [String]
    /// The position after the last key found.
    private var next = 0
    /// Key → position, built on the first key not found by comparing.
    private var indexByKey: [String: Int]?

    init(keys: [String]) {
      self.keys = keys
    }

    /// Starts a new language's keys from the first development key.
    mutating func restart() {
      next = 0
    }

    /// The position of `key` among the development keys, if it is one.
    mutating func index(of key: String) -> Int? {
      var probe = next
      let end = min(next + Self.lookahead, keys.count)
      while probe < end {
        if keys[probe] == key {
          next = probe + 1
          return probe
        }
        probe += 1
      }
      if indexByKey == nil {
        indexByKey = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      }
      guard let index = indexByKey?[key] else { return nil }
      next = index + 1
      return index
    }
  }

  /// `entries` where an entry without a comment takes its documentation-language value as its comment, so that
  /// every template shows it.
  ///
  /// For a plural, the representative text (`other`) is used. The `qqq` value itself stays among the entry's values;
  /// validation skips it as a documentation language.
  private static func documented(_ entries: [LocalizationEntry], languages: [String]) -> [LocalizationEntry] {
    // Sorted, so that the first documentation language wins whatever the order of the values.
    let documentation = languages.filter(LocalizationTable.isDocumentationLanguage).sorted()
    guard !documentation.isEmpty else { return entries }
    return entries.map { entry in
      guard entry.comment == nil,
        let language = documentation.first(where: { entry.values[$0] != nil }),
        let value = entry.values[language],
        let text = value.plainText ?? value.root.representativeText, !text.isEmpty
      else { return entry }
      var documented = entry
      documented.comment = text
      return documented
    }
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics of one language's file, tagged with that language unless they already name one.
  fileprivate func concerning(_ language: String) -> [Diagnostic] {
    map { diagnostic in
      var tagged = diagnostic
      tagged.language = tagged.language ?? language
      return tagged
    }
  }
}
