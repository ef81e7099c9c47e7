package import Foundation
import L10nGenCore

/// The development language `ib-migrate` writes the Base texts in: the one `generate` will read them from.
///
/// Decided from what the table folder holds, read by the caller: the `sourceLanguage` of a `Localizable` String
/// Catalog; else `DevelopmentLanguagePicker` over the key counts of the `Localizable.strings` files (as
/// `TableBuilder` picks it); else the requested language; else `en`, spelled as the documents' language folders
/// spell it.
package struct IBMigrationDevelopmentLanguage: Equatable, Sendable {
  /// The language.
  package var language: String
  /// Why, for the plan's note: `"de (the sourceLanguage of the Localizable String Catalog)"`.
  package var reason: String

  /// Decides the language. `catalog` is the bytes of the folder's `Localizable.xcstrings` (at `catalogPath`), if
  /// any; `tables` the bytes of its `<language>.lproj/Localizable.strings` files by language; `documentLanguages`
  /// the `.lproj` folders beside the documents; `requested` the configuration's or `--development-language`.
  package init(
    requested: String?, catalog: (path: String, data: Data)?, tables: [String: (path: String, data: Data)],
    documentLanguages: Set<String>
  ) {
    if let catalog, let read = StringCatalogReader.parse(catalog.data, path: catalog.path).catalog {
      self.init(
        language: read.sourceLanguage,
        reason: "\(read.sourceLanguage) (the sourceLanguage of the Localizable String Catalog)")
      return
    }
    let keyCounts = tables.mapValues { table in
      Set(StringsFileReader.parse(table.data, path: table.path).entries.map(\.key)).count
    }
    if let requested, keyCounts.isEmpty {
      self.init(language: requested, reason: "\(requested) (requested)")
    } else if let language = DevelopmentLanguagePicker.pick(keyCounts: keyCounts, requested: requested) {
      let reason = DevelopmentLanguagePicker.reason(for: language, keyCounts: keyCounts, requested: requested)
      self.init(language: language, reason: reason + " (as generate picks it from the Localizable table)")
    } else if let requested {
      self.init(language: requested, reason: "\(requested) (requested)")
    } else {
      let english = documentLanguages.sorted().first { ProjectLayout.languagesMatch($0, "en") } ?? "en"
      self.init(
        language: english, reason: "\(english) (no Localizable table yet; --development-language chooses another)")
    }
  }

  /// A language with its reason.
  package init(language: String, reason: String) {
    self.language = language
    self.reason = reason
  }
}
