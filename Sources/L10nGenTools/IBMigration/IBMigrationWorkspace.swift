package import Foundation

/// The files `ib-migrate` reads, in memory, keyed by the paths the plan uses.
package struct IBMigrationWorkspace: Hashable, Sendable {
  /// The contents of every file that exists among ``IBMigrator/filePaths(forDocument:languages:developmentLanguage:tableFolder:)``.
  package var files: [String: Data]
  /// For each project folder (``IBMigrator/projectFolder(ofDocument:)``), the languages of its `.lproj` folders,
  /// `Base` excluded.
  package var languageFolders: [String: [String]]
  /// For each table folder, the languages whose `<lang>.lproj/Localizable.strings` exists there: a language among
  /// them with no table beside a document showed its Base texts, and gets them written, so that the key has a value
  /// there.
  package var tableLanguages: [String: [String]]

  package init(
    files: [String: Data] = [:], languageFolders: [String: [String]] = [:], tableLanguages: [String: [String]] = [:]
  ) {
    self.files = files
    self.languageFolders = languageFolders
    self.tableLanguages = tableLanguages
  }

  /// The languages next to a document's `Base.lproj`, sorted (`Base` and `mul`, which hold no `.strings` tables of
  /// one language, excluded).
  package func languages(ofDocument document: String) -> [String] {
    (languageFolders[IBMigrator.projectFolder(ofDocument: document)] ?? []).filter { $0 != "Base" && $0 != "mul" }
      .sorted()
  }
}
