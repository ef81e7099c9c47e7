import Foundation
package import L10nGenCore

/// Moves the texts of Base IB documents from ibtool's `ObjectID.property` keys to semantic keys, in memory: it
/// proposes a plan (``propose(documents:workspace:developmentLanguage:tableFolder:documentTableFolders:)``) and applies a plan, possibly
/// edited (``apply(_:workspace:)``), returning every file change or, when anything is wrong, no change at all.
///
/// Applying a plan, for each entry:
/// - the element gets the `lz*` runtime attribute with the key (``IBRuntimeAttributeInserter``: insertions only);
/// - each language's `<lang>.lproj/<Name>.strings` translation moves to `<lang>.lproj/Localizable.strings` (appended,
///   the file created if needed), with its ibtool comment, and leaves `<Name>.strings`. When the app's table is a
///   String Catalog (`Localizable.xcstrings` in the table folder), the texts go into it instead
///   (``StringCatalogEditor``: a new key is `manual`, each language a `translated` string unit). The development language gets
///   its `<Name>.strings` value, else the Base text. `<Name>.strings` is kept, with the entries that were not
///   migrated (possibly none), because the Xcode project lists it.
/// - Texts resolve as before in every language: a language without a translation fell back to the Base text, and
///   now falls back to the development language's value; where those differ, the Base text is written for that
///   language too.
///
/// Applying twice changes nothing the second time: an element whose attribute already holds the key is left as it
/// is, and a key already defined with the same text is not written again.
package enum IBMigrator {
  /// The name of the table that receives the texts.
  package static let table = "Localizable"

  /// The files the migration of `document` reads or writes, for `languages` (the `.lproj` folders next to
  /// `Base.lproj`, `Base` excluded) and the development language: the document, and each language's
  /// `<Name>.strings` and `Localizable.strings` (in `tableFolder`, else beside `Base.lproj`).
  package static func filePaths(
    forDocument document: String, languages: [String], developmentLanguage: String, tableFolder: String? = nil
  ) -> [String] {
    var paths = [
      document, catalogPath(ofDocument: document), tableCatalogPath(ofDocument: document, tableFolder: tableFolder),
    ]
    for language in Set(languages + [developmentLanguage]).sorted() {
      paths.append(
        stringsPath(document: document, language: language, table: IBMigrationPlanner.documentName(document)))
      paths.append(tablePath(document: document, language: language, tableFolder: tableFolder))
    }
    return paths
  }

  /// `<tableFolder>/<language>.lproj/Localizable.strings`: where a migrated text goes; beside the document's
  /// `Base.lproj` for a plan without a table folder.
  package static func tablePath(document: String, language: String, tableFolder: String?) -> String {
    guard let tableFolder else { return stringsPath(document: document, language: language, table: table) }
    let relative = "\(language).lproj/\(table).strings"
    if tableFolder.isEmpty { return relative }
    return tableFolder.hasSuffix("/") ? tableFolder + relative : tableFolder + "/" + relative
  }

  /// The folder that holds `Base.lproj` (`""` for `Base.lproj/Main.storyboard`).
  package static func projectFolder(ofDocument document: String) -> String {
    var components = document.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    components.removeLast(min(2, components.count))
    if components.isEmpty { return "" }
    return components.joined(separator: "/")
  }

  /// `<project>/mul.lproj/<Name>.xcstrings`: the String Catalog that localizes a document instead of `.strings`
  /// files (Docs/Formats.md §6.7), which `ib-migrate` leaves alone.
  package static func catalogPath(ofDocument document: String) -> String {
    let path = stringsPath(document: document, language: "mul", table: IBMigrationPlanner.documentName(document))
    return String(path.dropLast("strings".count)) + "xcstrings"
  }

  /// `<tableFolder>/Localizable.xcstrings` (else beside `Base.lproj`): the String Catalog that receives the migrated
  /// texts when it exists.
  static func tableCatalogPath(ofDocument document: String, tableFolder: String?) -> String {
    let folder = tableFolder ?? projectFolder(ofDocument: document)
    return folder.isEmpty ? table + ".xcstrings" : folder + "/" + table + ".xcstrings"
  }

  /// `<project>/<language>.lproj/<table>.strings`.
  static func stringsPath(document: String, language: String, table: String) -> String {
    let folder = projectFolder(ofDocument: document)
    let relative = "\(language).lproj/\(table).strings"
    if folder.isEmpty { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  // MARK: - Proposing

  /// A plan for `documents`, with keys that no `Localizable` table they go to defines yet. The texts go to
  /// `tableFolder`'s table, those of a document in `documentTableFolders` (one of another target) to that folder's.
  package static func propose(
    documents: [String], workspace: IBMigrationWorkspace, developmentLanguage: String, tableFolder: String? = nil,
    documentTableFolders: [String: String] = [:]
  ) -> (plan: IBMigrationPlan, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    func folder(_ document: String) -> String? { documentTableFolders[document] ?? tableFolder }
    // One registry per table: its development-language file's path names it.
    func table(_ document: String) -> String {
      tablePath(document: document, language: developmentLanguage, tableFolder: folder(document))
    }
    var registries: [String: IBMigrationKeyRegistry] = [:]
    for document in documents {
      for language in workspace.languages(ofDocument: document) + [developmentLanguage] {
        let path = tablePath(document: document, language: language, tableFolder: folder(document))
        guard let data = workspace.files[path] else { continue }
        let parsed = StringsFileReader.parse(data, path: path)
        diagnostics += parsed.diagnostics.filter { $0.severity == .error }
        registries[table(document), default: .init()].taken.formUnion(parsed.entries.map(\.key))
      }
    }
    var catalogsRead: Set<String> = []
    for document in documents {
      let catalog = tableCatalogPath(ofDocument: document, tableFolder: folder(document))
      guard let data = workspace.files[catalog] else { continue }
      let parsed = StringCatalogReader.parse(data, path: catalog)
      if catalogsRead.insert(catalog).inserted { diagnostics += parsed.diagnostics.filter { $0.severity == .error } }
      registries[table(document), default: .init()].taken.formUnion(parsed.catalog?.entries.map(\.key) ?? [])
    }
    var plan = IBMigrationPlan(developmentLanguage: developmentLanguage, tableFolder: tableFolder, documents: [])
    for document in documents {
      if workspace.files[catalogPath(ofDocument: document)] != nil {
        diagnostics.append(catalogWarning(document))
        continue
      }
      guard let (ibDocument, root) = read(document, workspace: workspace, location: nil, diagnostics: &diagnostics)
      else { continue }
      if isLaunchScreen(root) {
        diagnostics.append(
          .note(
            "'\(document)' is a launch screen, left as it is: " + launchScreenReason,
            at: SourceLocation(file: document, line: 1, column: 1), rule: .ibMigratePlan))
        continue
      }
      var translations: [String: [String: String]] = [:]
      for language in workspace.languages(ofDocument: document) {
        let path = stringsPath(document: document, language: language, table: IBMigrationPlanner.documentName(document))
        guard let data = workspace.files[path] else { continue }
        for entry in StringsFileReader.parse(data, path: path).entries {
          translations[entry.key, default: [:]][language] = entry.value
        }
      }
      var section = IBMigrationPlanner.plan(
        ibDocument, root: root, path: document, registry: &registries[table(document), default: .init()],
        translations: translations)
      if let own = documentTableFolders[document], own != tableFolder { section.tableFolder = own }
      plan.documents.append(section)
    }
    return (plan, diagnostics)
  }

  // MARK: - Applying

  /// The file changes that apply `plan`; none when any diagnostic is an error.
  package static func apply(_ plan: IBMigrationPlan, workspace: IBMigrationWorkspace) -> IBMigrationResult {
    var state = IBMigrationApplyState(workspace: workspace, plan: plan)
    var seenDocuments: Set<String> = []
    for document in plan.documents {
      guard seenDocuments.insert(document.path).inserted else {
        state.error("the plan lists '\(document.path)' twice; merge its entries", at: document.pathLocation)
        continue
      }
      state.apply(document)
    }
    return state.result()
  }

  /// Whether a document is a launch screen (`launchScreen="YES"`).
  static func isLaunchScreen(_ root: XMLElementNode) -> Bool { root[attribute: "launchScreen"] == "YES" }

  /// Why a launch screen is not migrated.
  static let launchScreenReason =
    "no app code runs while it shows, so lz* attributes would never set its texts; its translations stay in its "
    + "Interface Builder tables"

  /// Why a document localized by a String Catalog is not migrated.
  static func catalogWarning(_ document: String) -> Diagnostic {
    .warning(
      "'\(document)' is localized by the String Catalog '\(catalogPath(ofDocument: document))', whose translations "
        + "ib-migrate does not move; it is left as it is (migrate it by hand, or convert the catalog to .strings first)",
      at: SourceLocation(file: document, line: 1, column: 1), rule: .ibMigratePlan)
  }

  /// Reads a document's XML and model; errors go to `diagnostics`.
  static func read(
    _ path: String, workspace: IBMigrationWorkspace, location: SourceLocation?, diagnostics: inout [Diagnostic]
  ) -> (IBDocument, XMLElementNode)? {
    guard let data = workspace.files[path] else {
      diagnostics.append(
        .error(
          "cannot read the IB document '\(path)'; fix the path in the plan or run from the folder it was written for",
          at: location, rule: .ibMigratePlan))
      return nil
    }
    let parsed = XMLTreeReader.parse(data, path: path)
    guard let root = parsed.root else {
      diagnostics += parsed.diagnostics
      return nil
    }
    let result = IBDocumentReader.read(root, path: path)
    diagnostics += parsed.diagnostics + result.diagnostics.filter { $0.severity == .error }
    guard let document = result.document, document.format == .document, !result.diagnostics.containsErrors else {
      if result.document?.format == .legacyArchive { diagnostics += result.diagnostics }
      return nil
    }
    return (document, root)
  }
}
