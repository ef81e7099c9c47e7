package import Foundation
package import L10nGenCore
internal import L10nKit

/// The project as `export` and `import` see it: every table file and storyboard or xib read once, grouped into the
/// ``ExchangeOrigin``s that become XLIFF `<file>` elements, with the development language and every language found.
///
/// Grouping follows Xcode's export: a String Catalog is one origin; the `.strings` (or `.stringsdict`) files of one
/// table in the `<language>.lproj` folders of one folder are one origin, named after the development-language file; a
/// `Base.lproj` storyboard or xib is one origin together with the table that translates it (`<language>.lproj/<Name>
/// .strings` beside `Base.lproj`, or a catalog `mul.lproj/<Name>.xcstrings`), whose own files then make no origin.
package struct ExchangeProject: Sendable {
  /// One input file.
  package struct File: Hashable, Sendable {
    /// The path to read and to write, as the user gave it (through a folder or directly).
    package var path: String
    /// The path in the project, relative to the folder searched: the XLIFF `original`.
    package var original: String
    /// The bytes.
    package var data: Data

    package init(path: String, original: String, data: Data) {
      self.path = path
      self.original = original
      self.data = data
    }
  }

  /// The files by path.
  package private(set) var files: [String: File] = [:]
  /// What each `.stringsdict` file's or String Catalog's reader gave, by path.
  package private(set) var contents: [String: TableFileContents] = [:]
  /// The entries of each `.strings` file, by path, in file order with duplicates: only their keys, values and
  /// comments, which is all that `export` and `import` use, so that large tables are held at about half the size of
  /// the reader's entries.
  package private(set) var stringsEntries: [String: [StringsTextEntry]] = [:]
  /// The IB documents read, by path.
  package private(set) var documents: [String: IBDocument] = [:]
  /// The origins, in Xcode's order of files.
  package private(set) var origins: [ExchangeOrigin] = []
  /// The development language.
  package private(set) var developmentLanguage: String
  /// Every language with a file or a catalog value, the development language included, sorted (`Base` and `mul` left
  /// out).
  package private(set) var languages: [String] = []
  /// Problems reading the files; an error means the file cannot be exchanged.
  package private(set) var diagnostics: [Diagnostic] = []

  /// Reads `files`. `developmentLanguage` is the language sources are written in; without one, the catalogs'
  /// `sourceLanguage`, else `en`, else the first language found.
  package init(files: [File], developmentLanguage requested: String?) {
    var languageSet: Set<String> = []
    var catalogLanguage: String?
    struct GroupKey: Hashable {
      var folder: String
      var name: String
    }
    var documentsByKey: [GroupKey: File] = [:]
    var catalogs: [File] = []
    var languageFiles: [GroupKey: [InputKind: [String: File]]] = [:]
    for file in files.sorted(by: { $0.path < $1.path }) {
      self.files[file.path] = file
      if let document = ProjectLayout.interfaceDocument(path: file.path) {
        guard document.language == "Base" else { continue }
        let result = IBDocumentReader.read(file.data, path: file.path)
        diagnostics += result.diagnostics
        if let read = result.document {
          documents[file.path] = read
          documentsByKey[GroupKey(folder: Self.folder(around: file.path), name: document.name)] = file
        }
        continue
      }
      guard case .tableFile(let table)? = ProjectLayout.classify(path: file.path) else { continue }
      if table.kind == .strings {
        // The same reader and diagnostics as `InputKind.read`, without its value trees and locations.
        let read = StringsFileReader.parse(file.data, path: file.path)
        diagnostics += read.diagnostics
        stringsEntries[file.path] = read.entries.map {
          StringsTextEntry(key: $0.key, value: $0.value, comment: $0.comment)
        }
        if let language = table.language {
          languageSet.insert(language)
          languageFiles[GroupKey(folder: Self.folder(around: file.path), name: table.spelledTableName), default: [:]][
            table.kind, default: [:]][language] = file
        }
        continue
      }
      let read = table.kind.read(file.data, path: file.path)
      contents[file.path] = read
      diagnostics += read.diagnostics
      if let catalog = read.catalog {
        catalogLanguage = catalogLanguage ?? catalog.sourceLanguage
        languageSet.formUnion(catalog.languages)
        catalogs.append(file)
      } else if let language = table.language {
        languageSet.insert(language)
        languageFiles[GroupKey(folder: Self.folder(around: file.path), name: table.spelledTableName), default: [:]][
          table.kind, default: [:]][language] = file
      }
    }
    languageSet.subtract(["Base", "mul"])
    let development =
      requested ?? catalogLanguage ?? languageSet.sorted().first { ProjectLayout.languagesMatch($0, "en") }
      ?? languageSet.sorted().first ?? "en"
    developmentLanguage = development
    languageSet.insert(development)
    languages = languageSet.sorted()

    var usedForDocument: Set<String> = []
    for (key, document) in documentsByKey {
      let catalog = catalogs.first {
        Self.folder(around: $0.path) == key.folder && Self.fileName($0.path) == key.name + ".xcstrings"
          && Self.parentFolderName($0.path).hasSuffix(".lproj")
      }
      let storage: ExchangeOrigin.Storage
      if let catalog {
        usedForDocument.insert(catalog.path)
        storage = .catalog(path: catalog.path)
      } else {
        let tables = languageFiles[key]?[.strings] ?? [:]
        for file in tables.values { usedForDocument.insert(file.path) }
        storage = .languageFiles(
          kind: .strings, folder: key.folder, name: key.name, files: tables.mapValues(\.path))
      }
      origins.append(ExchangeOrigin(original: document.original, document: document.path, storage: storage))
    }
    for catalog in catalogs where !usedForDocument.contains(catalog.path) {
      origins.append(ExchangeOrigin(original: catalog.original, storage: .catalog(path: catalog.path)))
    }
    for (key, kinds) in languageFiles {
      for (kind, byLanguage) in kinds {
        let remaining = byLanguage.filter { !usedForDocument.contains($0.value.path) }
        guard
          let developmentFile = remaining.first(where: { ProjectLayout.languagesMatch($0.key, development) })?.value
        else { continue }
        origins.append(
          ExchangeOrigin(
            original: developmentFile.original,
            storage: .languageFiles(
              kind: kind, folder: key.folder, name: key.name, files: remaining.mapValues(\.path))))
      }
    }
    origins.sort { ExchangeFile.sortsBefore(original: $0.original, $1.original) }
  }

  /// The project's language that an imported `target` language stands for: `target` itself when the project has it
  /// (spelled as the project spells it) or none that the runtime would use for it; otherwise the project's language
  /// that L10nKit's `LanguageMatcher` (as `Bundle.preferredLocalizations`) picks for a user of `target`, when it is
  /// `target`'s own fallback (`pt-PT` → `pt`, `zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`), never the development
  /// language nor a sibling region (`pt-PT` is not imported into `pt-BR`).
  package func projectLanguage(for target: String) -> String {
    guard !target.isEmpty else { return target }
    if let same = languages.first(where: { ProjectLayout.languagesMatch($0, target) }) { return same }
    let candidates = languages.filter { !ProjectLayout.languagesMatch($0, developmentLanguage) }
    // The match must be on the target's own fallback chain (compared in normalized form: `zh` is `zh-Hans`).
    guard let match = LanguageMatcher.bestMatch(for: [target], in: candidates),
      let normalized = LanguageMatcher.candidates(for: match).first,
      LanguageMatcher.candidates(for: target).contains(normalized)
    else { return target }
    return match
  }

  /// The origin whose `original` is `original`.
  package func origin(original: String) -> ExchangeOrigin? {
    origins.first { $0.original == original }
  }

  /// The folder that holds the `.lproj` folder around `path` (or the file's own folder when it is in none).
  static func folder(around path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if let last = components.last, last.hasSuffix(".lproj") { components = components.dropLast() }
    return components.joined(separator: "/")
  }

  private static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  private static func parentFolderName(_ path: String) -> String {
    let components = path.split(separator: "/")
    return components.count >= 2 ? String(components[components.count - 2]) : ""
  }
}
