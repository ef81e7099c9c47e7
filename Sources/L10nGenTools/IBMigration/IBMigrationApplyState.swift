import Foundation
import L10nGenCore
import L10nKit

/// The work of ``IBMigrator/apply(_:workspace:)``: the pending edits of every file, checked before any is returned.
struct IBMigrationApplyState {
  /// One `.strings` table as read, and what the migration does to it.
  struct Table {
    var path: String
    var original: Data?
    /// The entries in file order.
    var entries: [StringsFileEntry]
    /// The value of each key (the last definition wins, as in Apple's parser), and whether this run added it.
    var values: [String: (value: String, location: SourceLocation?, isNew: Bool)] = [:]
    var appended: [StringsTextEntry] = []
    var removedKeys: Set<String> = []
  }

  /// One validated plan entry.
  private struct Move {
    var entry: IBMigrationPlan.Entry
    var property: IBLocalizableProperty
    /// The object's note for localizers (a whole `IBObject` per move would be kept for this alone).
    var localizerComment: String?
    /// Whether this run adds the attribute (rather than finding it already set by an earlier run).
    var addsAttribute = true
  }

  let workspace: IBMigrationWorkspace
  let developmentLanguage: String
  /// The plan, for the table folder of each document (``IBMigrationPlan/tableFolder(of:)``).
  let plan: IBMigrationPlan
  /// The table folder of each document of the plan.
  private let tableFolders: [String: String?]
  var diagnostics: [Diagnostic] = []
  var documentChanges: [String: (old: Data, new: Data)] = [:]
  var tables: [String: Table] = [:]
  var unreadableTables: Set<String> = []
  /// The tables that are one language of a String Catalog (``targetPath(document:language:)``): the catalog's path
  /// and the language, by table path.
  var catalogTables: [String: (catalog: String, language: String)] = [:]
  /// The String Catalogs read, by path.
  var catalogs: [String: L10nGenCore.StringCatalog] = [:]
  /// The catalog texts (`<table path>\u{0}<key>`) written in a language the document had no table for: the Base
  /// text it showed there, written `needs_review` since nobody translated it.
  var untranslatedCatalogTexts: Set<String> = []
  /// The document whose translations are being moved.
  var documentPath = ""
  var migratedCount = 0
  var movedCount = 0

  init(workspace: IBMigrationWorkspace, plan: IBMigrationPlan) {
    self.workspace = workspace
    self.plan = plan
    developmentLanguage = plan.developmentLanguage
    tableFolders = Dictionary(
      plan.documents.map { ($0.path, plan.tableFolder(of: $0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The folder whose `Localizable` table receives the texts of `document`.
  private func tableFolder(of document: String) -> String? { tableFolders[document] ?? plan.tableFolder }

  mutating func error(_ message: String, at location: SourceLocation?, rule: RuleID = .ibMigratePlan) {
    diagnostics.append(.error(message, at: location, rule: rule))
  }

  /// The changes, or none when there is an error.
  func result() -> IBMigrationResult {
    guard !diagnostics.containsErrors else {
      return IBMigrationResult(changes: [], diagnostics: diagnostics, migratedCount: 0, movedCount: 0)
    }
    var changes: [IBMigrationChange] = documentChanges.map {
      IBMigrationChange(path: $0.key, old: $0.value.old, new: $0.value.new)
    }
    var diagnostics = diagnostics
    changes += catalogChanges(diagnostics: &diagnostics)
    guard !diagnostics.containsErrors else {
      return IBMigrationResult(changes: [], diagnostics: diagnostics, migratedCount: 0, movedCount: 0)
    }
    for table in tables.values where catalogTables[table.path] == nil {
      var data = table.original
      if !table.removedKeys.isEmpty, let original = table.original {
        let remaining = table.entries.filter { !table.removedKeys.contains($0.key) }.map {
          StringsTextEntry(key: $0.key, value: $0.value, comment: $0.comment)
        }
        data = StringsTableEdit.rewriting(original, keeping: remaining)
      }
      if !table.appended.isEmpty { data = StringsTableEdit.appending(table.appended, to: data) }
      if let data, data != table.original {
        changes.append(IBMigrationChange(path: table.path, old: table.original, new: data))
      }
    }
    return IBMigrationResult(
      changes: changes.sorted { $0.path < $1.path }, diagnostics: diagnostics, migratedCount: migratedCount,
      movedCount: movedCount)
  }

  /// The edited String Catalogs: each new key added once with its texts in every language (its comment from the
  /// development language), a language a key lacks set on the existing key.
  private func catalogChanges(diagnostics: inout [Diagnostic]) -> [IBMigrationChange] {
    var edits: [String: [(language: String, entry: StringsTextEntry, reviewed: Bool)]] = [:]
    for (path, target) in catalogTables.sorted(by: { $0.key < $1.key }) {
      for entry in tables[path]?.appended ?? [] {
        let reviewed = !untranslatedCatalogTexts.contains(path + "\u{0}" + entry.key)
        edits[target.catalog, default: []].append((target.language, entry, reviewed))
      }
    }
    var changes: [IBMigrationChange] = []
    for (catalog, list) in edits.sorted(by: { $0.key < $1.key }) {
      guard let data = workspace.files[catalog] else { continue }
      do {
        var editor = try StringCatalogEditor(data: data, path: catalog)
        var order: [String] = []
        var added: [String: (comment: String?, translations: [String: String])] = [:]
        var toReview: [(language: String, entry: StringsTextEntry)] = []
        for (language, entry, reviewed) in list {
          if !reviewed { toReview.append((language, entry)) }
          if editor.contains(entry.key) {
            try editor.setTranslation(
              entry.value, state: reviewed ? .translated : .needsReview, forKey: entry.key, language: language)
            continue
          }
          if added[entry.key] == nil { order.append(entry.key) }
          added[entry.key, default: (nil, [:])].translations[language] = entry.value
          if language == developmentLanguage || added[entry.key]?.comment == nil {
            added[entry.key]?.comment = entry.comment
          }
        }
        for key in order {
          try editor.addKey(key, comment: added[key]?.comment, translations: added[key]?.translations ?? [:])
        }
        for (language, entry) in toReview {
          try editor.setTranslation(entry.value, state: .needsReview, forKey: entry.key, language: language)
        }
        changes.append(IBMigrationChange(path: catalog, old: data, new: editor.data))
      } catch {
        diagnostics.append(
          .error(
            "cannot add the migrated texts to \(catalog): \(error.message)", at: error.location, rule: .ibMigratePlan))
      }
    }
    return changes
  }

  // MARK: - One document

  mutating func apply(_ section: IBMigrationPlan.Document) {
    if workspace.files[IBMigrator.catalogPath(ofDocument: section.path)] != nil {
      if !section.entries.isEmpty {
        let warning = IBMigrator.catalogWarning(section.path)
        error(warning.message + "; delete its section from the plan", at: section.pathLocation)
      }
      return
    }
    // The document's XML tree lives only inside edit(_:): it is let go before the edited copy is read back.
    guard let edit = edit(section) else { return }
    if let edited = edit.edited {
      guard
        verify(
          edited, original: edit.document, attributes: edit.attributes, path: section.path,
          location: section.pathLocation)
      else { return }
      documentChanges[section.path] = (edit.data, edited)
    }
    moveTranslations(edit.moves, document: section.path)
  }

  /// The validated moves of `section` and its document with the runtime attributes inserted (`nil` when none is
  /// added), with the document as read; `nil` when the document cannot be read, is left as it is, or an entry is
  /// wrong (the errors are recorded).
  private mutating func edit(_ section: IBMigrationPlan.Document) -> (
    document: IBDocument, data: Data, moves: [Move], attributes: [String: [IBRuntimeAttributeInserter.Attribute]],
    edited: Data?
  )? {
    guard
      let (document, root) = IBMigrator.read(
        section.path, workspace: workspace, location: section.pathLocation, diagnostics: &diagnostics),
      let data = workspace.files[section.path]
    else { return nil }
    if IBMigrator.isLaunchScreen(root) {
      if !section.entries.isEmpty {
        error(
          "'\(section.path)' is a launch screen: \(IBMigrator.launchScreenReason); delete its section from the plan",
          at: section.pathLocation)
      }
      return nil
    }
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var properties: [String: (IBLocalizableProperty, IBObject)] = [:]
    for object in document.objects {
      for property in object.properties where properties[property.key] == nil {
        properties[property.key] = (property, object)
      }
    }
    let structure = IBDocumentStructure(root: root)
    var moves: [Move] = []
    var additionOrder: [String] = []
    var additions: [String: [(keyPath: String, keys: [Int: String], isSegmentList: Bool, count: Int?)]] = [:]
    var seenIBKeys: Set<String> = []
    for entry in section.entries {
      guard seenIBKeys.insert(entry.ibKey).inserted else {
        error("'\(entry.ibKey)' is listed twice in the plan; keep one entry", at: entry.keyLocation)
        continue
      }
      if let problem = IBMigrationPlanReader.keyProblem(entry.key) {
        error("the key \(JSONString.quoted(entry.key)) \(problem)", at: entry.keyLocation)
        continue
      }
      guard let (property, object) = properties[entry.ibKey] else {
        error(
          "'\(entry.ibKey)' is no text of \(section.path) (its object was removed, or the plan is older than the "
            + "document); delete the entry or write a new plan", at: entry.keyLocation)
        continue
      }
      let resolution = IBMigrationTarget.resolve(
        property, of: object, parent: object.parentID.flatMap { objects[$0] }, platform: document.platform,
        segmentCount: structure.segmentCount(of: object.id))
      guard case .target(let target) = resolution else {
        if case .skipped(let reason) = resolution {
          error("'\(entry.ibKey)' cannot be migrated: \(reason); delete the entry", at: entry.keyLocation)
        }
        continue
      }
      let targetObject = objects[target.objectID] ?? object
      var addsAttribute = true
      if let existing = targetObject.runtimeAttributes.first(where: { $0.keyPath == target.keyPath }) {
        addsAttribute = false
        let value = existing.value ?? ""
        let keys = InterfaceProperty(target.keyPath, isSegmentList: target.isSegmentList).keys(in: value)
        let current = target.segmentIndex.map { $0 < keys.count ? keys[$0] : "" } ?? keys.first ?? ""
        guard current == entry.key else {
          error(
            "'\(entry.ibKey)' already has \(target.keyPath) = \(JSONString.quoted(value)) in \(section.path) "
              + "(\(existing.span.location.line):\(existing.span.location.column)); change its key in the plan to "
              + "\(JSONString.quoted(current)), or delete the entry", at: entry.keyLocation)
          continue
        }
      } else {
        if additions[target.objectID] == nil { additionOrder.append(target.objectID) }
        var list = additions[target.objectID] ?? []
        if let index = list.firstIndex(where: { $0.keyPath == target.keyPath }) {
          if let segment = target.segmentIndex { list[index].keys[segment] = entry.key }
        } else {
          list.append(
            (target.keyPath, [target.segmentIndex ?? 0: entry.key], target.isSegmentList, target.segmentCount))
        }
        additions[target.objectID] = list
        migratedCount += 1
      }
      moves.append(
        Move(
          entry: entry, property: property, localizerComment: object.localizerComment, addsAttribute: addsAttribute))
    }
    guard !diagnostics.containsErrors else { return nil }
    var attributes: [String: [IBRuntimeAttributeInserter.Attribute]] = [:]
    for id in additionOrder {
      attributes[id] = additions[id, default: []].map { addition in
        guard addition.isSegmentList else { return .init(keyPath: addition.keyPath, value: addition.keys[0] ?? "") }
        let value = (0..<max(addition.count ?? 0, (addition.keys.keys.max() ?? 0) + 1)).map { addition.keys[$0] ?? "" }
        return .init(keyPath: addition.keyPath, value: value.joined(separator: ","))
      }
    }
    let edited = attributes.isEmpty ? nil : IBRuntimeAttributeInserter.inserting(attributes, into: data, root: root)
    return (document, data, moves, attributes, edited)
  }

  /// Checks that `edited` reads, exports exactly the ibtool entries of `original`, and has the new attributes.
  private mutating func verify(
    _ edited: Data, original: IBDocument, attributes: [String: [IBRuntimeAttributeInserter.Attribute]], path: String,
    location: SourceLocation?
  ) -> Bool {
    let result = IBDocumentReader.read(edited, path: path)
    guard let document = result.document, !result.diagnostics.containsErrors else {
      error(
        "internal error: the edited \(path) does not read back (\(result.diagnostics.first?.message ?? "")); nothing was written",
        at: location)
      return false
    }
    func exported(_ document: IBDocument) -> [[String]] {
      IBStringsExporter.entries(for: document).map { [$0.key, $0.value, $0.comment] }
    }
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let attributesFound = attributes.allSatisfy { id, list in
      list.allSatisfy { attribute in
        objects[id]?.runtimeAttributes.contains { $0.keyPath == attribute.keyPath && $0.value == attribute.value }
          == true
      }
    }
    guard attributesFound, exported(document) == exported(original) else {
      error("internal error: the edited \(path) does not keep its ibtool texts; nothing was written", at: location)
      return false
    }
    return true
  }

  // MARK: - Strings

  /// Where the texts of `document` in `language` go: one language of the table folder's `Localizable.xcstrings` when
  /// the app's table is a String Catalog (`<catalog> (<language>)`), else its `<language>.lproj/Localizable.strings`.
  private mutating func targetPath(document: String, language: String) -> String {
    let tableFolder = tableFolder(of: document)
    let catalog = IBMigrator.tableCatalogPath(ofDocument: document, tableFolder: tableFolder)
    guard workspace.files[catalog] != nil else {
      return IBMigrator.tablePath(document: document, language: language, tableFolder: tableFolder)
    }
    let path = "\(catalog) (\(language))"
    catalogTables[path] = (catalog, language)
    return path
  }

  /// One language of a String Catalog as a table: each key's plain value in that language (the key itself in the
  /// source language when it has none; a value with variations counts as a value no text equals).
  private mutating func catalogTable(_ path: String, catalog: String, language: String) -> Table? {
    if catalogs[catalog] == nil, let data = workspace.files[catalog] {
      let parsed = StringCatalogReader.parse(data, path: catalog)
      let errors = parsed.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty, let read = parsed.catalog else {
        diagnostics += errors
        unreadableTables.insert(path)
        return nil
      }
      catalogs[catalog] = read
    }
    guard let read = catalogs[catalog] else { return nil }
    var table = Table(path: path, original: nil, entries: [])
    for entry in read.entries {
      if let value = entry.values[language] {
        table.values[entry.key] = (value.plainText ?? "(a value with variations)", value.location, false)
      } else if ProjectLayout.languagesMatch(language, read.sourceLanguage) {
        table.values[entry.key] = (entry.key, entry.location, false)
      }
    }
    tables[path] = table
    return table
  }

  /// The table at `path`, read once; `nil` when it cannot be parsed (the error is recorded).
  private mutating func table(_ path: String) -> Table? {
    if let table = tables[path] { return table }
    if unreadableTables.contains(path) { return nil }
    if let target = catalogTables[path] {
      return catalogTable(path, catalog: target.catalog, language: target.language)
    }
    var table = Table(path: path, original: workspace.files[path], entries: [])
    if let data = table.original {
      let parsed = StringsFileReader.parse(data, path: path)
      let errors = parsed.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty else {
        diagnostics += errors
        unreadableTables.insert(path)
        return nil
      }
      table.entries = parsed.entries
      for entry in parsed.entries { table.values[entry.key] = (entry.value, entry.keyLocation, false) }
    }
    tables[path] = table
    return table
  }

  private mutating func moveTranslations(_ moves: [Move], document: String) {
    documentPath = document
    let name = IBMigrationPlanner.documentName(document)
    let documentLanguages = Set(workspace.languages(ofDocument: document) + [developmentLanguage])
    var languages = documentLanguages.sorted()
    let tableFolder = tableFolder(of: document)
    let catalog = IBMigrator.tableCatalogPath(ofDocument: document, tableFolder: tableFolder)
    var tableLanguages = tableFolder.flatMap { workspace.tableLanguages[$0] } ?? []
    if workspace.files[catalog] != nil, table(targetPath(document: document, language: developmentLanguage)) != nil {
      tableLanguages = catalogs[catalog]?.languages ?? []
    }
    if !tableLanguages.isEmpty {
      // A language of the table without a table beside the document showed the Base texts: they are written there,
      // so that the key has a value in every language of the table.
      let catalogLanguages = tableLanguages
      languages = documentLanguages.union(
        catalogLanguages.filter { language in
          !documentLanguages.contains { ProjectLayout.languagesMatch($0, language) }
        }
      ).sorted()
    }
    var named: [String: Table] = [:]
    for language in languages {
      guard let table = table(IBMigrator.stringsPath(document: document, language: language, table: name)),
        self.table(targetPath(document: document, language: language)) != nil
      else { return }
      named[language] = table
    }
    for move in moves {
      let ibKey = move.entry.ibKey
      let baseText = move.property.value
      let developmentValue = named[developmentLanguage]?.values[ibKey]?.value ?? baseText
      for language in languages {
        let translation = named[language]?.values[ibKey]?.value
        let value: String
        if let translation {
          value = translation
        } else if !documentLanguages.contains(language) {
          value = baseText
          untranslatedCatalogTexts.insert(
            targetPath(document: document, language: language) + "\u{0}" + move.entry.key)
        } else if language == developmentLanguage || developmentValue != baseText {
          value = baseText
        } else {
          reportTextChange(move, language: language, shown: baseText)
          // A language of the table that had no translation showed the Base text: written there too (to be
          // reviewed in a catalog), so lint finds no missing translation and the text stays what it was.
          guard tableLanguages.contains(language) else { continue }
          value = baseText
          untranslatedCatalogTexts.insert(
            targetPath(document: document, language: language) + "\u{0}" + move.entry.key)
        }
        let comment =
          named[language]?.entries.last(where: { $0.key == ibKey })?.comment
          ?? IBStringsExporter.comment(for: move.property, note: move.localizerComment)
        let path = targetPath(document: document, language: language)
        write(
          move.entry, value: value, comment: comment, isTranslation: translation != nil, language: language, to: path)
        if translation != nil {
          let namePath = IBMigrator.stringsPath(document: document, language: language, table: name)
          tables[namePath]?.removedKeys.insert(ibKey)
        }
      }
    }
  }

  /// A language that keeps no value of its own for the key shows the key's existing value there: when that differs
  /// from what the language showed (`shown`), the reuse changes its text, an error unless the plan says it is
  /// intended (German showed the Base "Bye" and would show the existing key's "Tschüss").
  private mutating func reportTextChange(_ move: Move, language: String, shown: String) {
    let tablePath = targetPath(document: documentPath, language: language)
    guard move.addsAttribute, !move.entry.textChangeIntended, let existing = tables[tablePath]?.values[move.entry.key],
      !existing.isNew,
      existing.value != shown
    else { return }
    let place = existing.location.map { " (\($0))" } ?? ""
    error(
      "reusing the key '\(move.entry.key)' changes what \(language) shows for '\(move.entry.ibKey)' from "
        + "\(JSONString.quoted(shown)) to \(JSONString.quoted(existing.value))\(place); give the text another "
        + "key, or add \"textChangeIntended\": true to its plan entry", at: move.entry.keyLocation ?? existing.location,
      rule: .ibMigrateConflict)
  }

  private mutating func write(
    _ entry: IBMigrationPlan.Entry, value: String, comment: String?, isTranslation: Bool, language: String,
    to path: String
  ) {
    guard tables[path] != nil else { return }
    if let existing = tables[path]?.values[entry.key] {
      guard existing.value != value, existing.isNew || isTranslation else { return }
      let place = existing.location.map { " (\($0))" } ?? ""
      error(
        "the key '\(entry.key)' means \(JSONString.quoted(existing.value)) in \(path)\(place), but "
          + "'\(entry.ibKey)' is \(JSONString.quoted(value)) in \(language); give one of them another key in "
          + "the plan", at: entry.keyLocation ?? existing.location, rule: .ibMigrateConflict)
      return
    }
    // Changed in place: a copy taken out of `tables` would copy its values once per text (quadratic).
    tables[path]?.values[entry.key] = (value, nil, true)
    tables[path]?.appended.append(StringsTextEntry(key: entry.key, value: value, comment: comment))
    movedCount += 1
  }
}
