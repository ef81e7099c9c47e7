package import Foundation

/// One String Catalog `migrate` writes: the table it replaces, where it goes, its bytes and the files it replaces.
package struct MigratedCatalog: Hashable, Sendable {
  /// The table name (`Localizable`).
  package var tableName: String
  /// The catalog's path: `<Table>.xcstrings` in the folder that holds the `.lproj` folders.
  package var path: String
  /// The catalog in Xcode's format.
  package var data: Data
  /// The `.strings` and `.stringsdict` files it replaces, sorted.
  package var replacedFiles: [String]
  /// The catalog's development language (`sourceLanguage`).
  package var sourceLanguage: String
  /// Every language of the table, sorted.
  package var languages: [String]
  /// How many keys the catalog has.
  package var keyCount: Int
  /// How many values became plural variations of the whole string, and how many keep substitutions.
  package var pluralVariationCount: Int
  /// How many values keep their `%#@name@` variables as substitutions.
  package var substitutionValueCount: Int

  package init(
    tableName: String, path: String, data: Data, replacedFiles: [String], sourceLanguage: String,
    languages: [String], keyCount: Int, pluralVariationCount: Int, substitutionValueCount: Int
  ) {
    self.tableName = tableName
    self.path = path
    self.data = data
    self.replacedFiles = replacedFiles
    self.sourceLanguage = sourceLanguage
    self.languages = languages
    self.keyCount = keyCount
    self.pluralVariationCount = pluralVariationCount
    self.substitutionValueCount = substitutionValueCount
  }
}
