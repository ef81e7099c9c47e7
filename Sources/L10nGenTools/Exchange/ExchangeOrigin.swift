package import L10nGenCore

/// Where the units of one XLIFF `<file>` come from and go back to: a String Catalog, the `.strings` or
/// `.stringsdict` files of one table in its `<language>.lproj` folders, or a storyboard or xib with the table that
/// translates it.
package struct ExchangeOrigin: Hashable, Sendable {
  /// What holds the translations.
  package enum Storage: Hashable, Sendable {
    /// One String Catalog with every language.
    case catalog(path: String)
    /// One file per language: `<folder>/<language>.lproj/<name>.<kind's extension>`, keyed by language as spelled
    /// in the folder name.
    case languageFiles(kind: InputKind, folder: String, name: String, files: [String: String])
  }

  /// The `original` of the XLIFF `<file>`: the development-language file, the catalog or the IB document, relative
  /// to the folder exported.
  package var original: String
  /// The storyboard or xib whose texts the units are (their ids are ibtool's), if any.
  package var document: String?
  /// The files that hold the translations.
  package var storage: Storage

  package init(original: String, document: String? = nil, storage: Storage) {
    self.original = original
    self.document = document
    self.storage = storage
  }

  /// The path of the file that holds `language`'s translations, or would hold them once created.
  package func path(for language: String) -> String {
    switch storage {
    case .catalog(let path):
      return path
    case .languageFiles(let kind, let folder, let name, let files):
      if let path = files[language] ?? files.first(where: { ProjectLayout.languagesMatch($0.key, language) })?.value {
        return path
      }
      let lproj = "\(language).lproj/\(name).\(kind.fileExtension)"
      return folder.isEmpty ? lproj : folder + "/" + lproj
    }
  }
}
