import Foundation
internal import L10nKit

/// The storyboards and xibs of a run, read once: the documents, the `lz*` keys set in them, and which table
/// translates which Base document. Validation rules see it through ``ValidationContext/interface`` and the
/// registry file is rendered from it.
package struct IBProject: Hashable, Sendable {
  /// Every document that could be read, sorted by path.
  package var documents: [IBDocument]
  /// Every `lz*` key set in them, in document order (documents sorted by path).
  package var keyUses: [IBKeyUse]
  /// The Base document each Interface Builder table translates, by table name (see ``ProjectLayout``); a table
  /// whose document could not be read is in ``interfaceTables`` only.
  package var documentsByTable: [String: IBDocument]
  /// The Base document each file of an Interface Builder table translates, by the file's path, when the project has
  /// more than one Base document of the table's name (a macOS `Document.xib` and an iOS `Document.storyboard`, or two
  /// extensions' `MainInterface.storyboard`): see ``pairedDocuments(files:documents:)``.
  package var documentsByTableFile: [String: IBDocument]
  /// The names of the Interface Builder tables: they get no API, and the table rules leave them to the IB rules.
  package var interfaceTables: Set<String>
  /// The table the keys are looked up in (`interfaceTable`, default `Localizable`).
  package var keyTable: String
  /// How severe a missing entry of an Interface Builder table is (`lint.ibMissingEntries`); `nil` when off.
  package var missingEntrySeverity: DiagnosticSeverity?

  /// No document.
  package static let empty = IBProject(
    documents: [], keyUses: [], documentsByTable: [:], interfaceTables: [], keyTable: "Localizable",
    missingEntrySeverity: .warning)

  package init(
    documents: [IBDocument], keyUses: [IBKeyUse], documentsByTable: [String: IBDocument],
    interfaceTables: Set<String>, keyTable: String, missingEntrySeverity: DiagnosticSeverity?,
    documentsByTableFile: [String: IBDocument] = [:]
  ) {
    self.documents = documents
    self.documentsByTableFile = documentsByTableFile
    self.keyUses = keyUses
    self.documentsByTable = documentsByTable
    self.interfaceTables = interfaceTables
    self.keyTable = keyTable
    self.missingEntrySeverity = missingEntrySeverity
  }

  /// Reads the storyboards and xibs among `files` (as ``ProjectLayout`` recognizes them) with
  /// ``IBDocumentReader``, and collects the keys of every string-typed runtime attribute whose key path is one of
  /// L10nKit's `lz*` properties or one of `config.ibKeyPaths`. Never throws: a document that cannot be read is a
  /// located diagnostic, and its keys are not checked.
  package static func read(_ files: [InputFile], config: L10nGenConfig) -> (
    project: IBProject, diagnostics: [Diagnostic]
  ) {
    let layout = ProjectLayout(paths: files.map(\.path), developmentLanguage: config.developmentLanguage)
    let documentPaths = Set(layout.interfaceDocuments.map(\.path))
    var documents: [IBDocument] = []
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for file in files.sorted(by: { $0.path < $1.path }) where documentPaths.contains(file.path) {
      guard seen.insert(file.path).inserted else { continue }
      let result = IBDocumentReader.read(file.data, path: file.path)
      diagnostics += result.diagnostics
      if let document = result.document { documents.append(document) }
    }
    let byPath = Dictionary(documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var documentsByTable: [String: IBDocument] = [:]
    var documentsByTableFile: [String: IBDocument] = [:]
    for table in layout.tables {
      if let path = table.interfaceDocument, let document = byPath[path] { documentsByTable[table.name] = document }
      guard table.isInterfaceTable else { continue }
      let named = documents.filter { document in
        ProjectLayout.interfaceDocument(path: document.path).map {
          $0.isBaseDocument && $0.name.lowercased() == table.name.lowercased()
        } ?? false
      }
      guard named.count > 1 else { continue }
      documentsByTableFile.merge(
        pairedDocuments(files: table.files.map(\.path), documents: named), uniquingKeysWith: { first, _ in first })
    }
    let properties = keyProperties(extra: config.ibKeyPaths)
    let project = IBProject(
      documents: documents, keyUses: documents.flatMap { keyUses(in: $0, properties: properties) },
      documentsByTable: documentsByTable, interfaceTables: Set(layout.tables.filter(\.isInterfaceTable).map(\.name)),
      keyTable: config.interfaceTable,
      missingEntrySeverity: config.lint.ibMissingEntries, documentsByTableFile: documentsByTableFile)
    return (project, diagnostics)
  }

  /// The document `file` of `table` translates: its own folder tree's when the project has several of the name,
  /// else the table's one (``documentsByTable``).
  package func document(forTable table: String, file: String?) -> IBDocument? {
    file.flatMap { documentsByTableFile[$0] } ?? documentsByTable[table]
  }

  /// The documents `table` translates, sorted by path, each with the files of the table paired with it (every file
  /// when the table has one document).
  package func documents(of table: LocalizationTable) -> [(document: IBDocument, files: [String])] {
    guard let single = documentsByTable[table.name] else { return [] }
    var groups: [String: (document: IBDocument, files: [String])] = [:]
    for file in table.sourceFiles {
      let document = document(forTable: table.name, file: file) ?? single
      groups[document.path, default: (document, [])].files.append(file)
    }
    if groups.isEmpty { groups[single.path] = (single, []) }
    return groups.values.sorted { $0.document.path < $1.document.path }
  }

  /// Pairs each table file with one of `documents` (Base documents of the table's name), as a target's membership
  /// does: the document in the file's own folder tree first (the `Base.lproj` beside the file's `<language>.lproj`,
  /// or beside a String Catalog), else the one whose folder shares the most path components with the file's, and
  /// only then by name (the first by path).
  package static func pairedDocuments(files: [String], documents: [IBDocument]) -> [String: IBDocument] {
    /// The folder that holds the `.lproj` folders (or the catalog), as path components.
    func root(of path: String, droppingLanguageFolder: Bool) -> [Substring] {
      var components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
      if droppingLanguageFolder, components.last?.hasSuffix(".lproj") == true { components = components.dropLast() }
      return Array(components)
    }
    let roots = documents.sorted { $0.path < $1.path }.map { ($0, root(of: $0.path, droppingLanguageFolder: true)) }
    var paired: [String: IBDocument] = [:]
    for file in files {
      let fileRoot = root(of: file, droppingLanguageFolder: true)
      var best: (document: IBDocument, shared: Int)?
      for (document, documentRoot) in roots {
        let shared = zip(fileRoot, documentRoot).prefix { $0 == $1 }.count
        let sameTree = shared == fileRoot.count && shared == documentRoot.count
        let score = sameTree ? Int.max : shared
        if score > (best?.shared ?? -1) { best = (document, score) }
      }
      if let best { paired[file] = best.document }
    }
    return paired
  }

  /// L10nKit's `lz*` properties, then `extra` key paths (plain keys, no segment list), by key path.
  static func keyProperties(extra: [String]) -> [String: InterfaceProperty] {
    var properties: [String: InterfaceProperty] = [:]
    for property in InterfaceProperty.all { properties[property.keyPath] = property }
    for keyPath in extra where properties[keyPath] == nil { properties[keyPath] = InterfaceProperty(keyPath) }
    return properties
  }

  /// The keys one document sets: one per plain attribute with a key, one per keyed segment of a segment list.
  /// Attributes of another type than `string` are skipped: Interface Builder stores a key only as a string.
  static func keyUses(in document: IBDocument, properties: [String: InterfaceProperty]) -> [IBKeyUse] {
    var uses: [IBKeyUse] = []
    for object in document.objects {
      for attribute in object.runtimeAttributes where attribute.type == "string" {
        guard let property = properties[attribute.keyPath], let value = attribute.value else { continue }
        let location = (attribute.valueSpan ?? attribute.span).location
        let keys = property.keys(in: value)
        for (index, key) in keys.enumerated() where !key.isEmpty {
          uses.append(
            IBKeyUse(
              documentPath: document.path, objectID: object.id, className: object.className,
              customClass: object.customClass, keyPath: attribute.keyPath, key: key,
              segment: property.isSegmentList ? index : nil, location: location))
        }
      }
    }
    return uses
  }
}
