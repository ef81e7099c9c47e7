/// The units of one project file in one target language: an XLIFF `<file>` element.
package struct ExchangeFile: Hashable, Sendable {
  /// The file's path in the project, relative to the folder exported (`KeepingYouAwake/Localizable.xcstrings`,
  /// `App/en.lproj/Localizable.strings`, `App/Base.lproj/Main.storyboard`).
  package var original: String
  /// The development language.
  package var sourceLanguage: String
  /// The language the targets are in.
  package var targetLanguage: String
  /// The units, sorted byte-wise by id as Xcode sorts them.
  package var units: [ExchangeUnit]

  package init(original: String, sourceLanguage: String, targetLanguage: String, units: [ExchangeUnit]) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.units = units
  }

  /// Whether `lhs` sorts before `rhs` in Xcode's order of files: case-insensitively by path, then byte-wise.
  package static func sortsBefore(_ lhs: ExchangeFile, _ rhs: ExchangeFile) -> Bool {
    sortsBefore(original: lhs.original, rhs.original)
  }

  /// Whether path `lhs` sorts before `rhs` in Xcode's order of files.
  package static func sortsBefore(original lhs: String, _ rhs: String) -> Bool {
    let left = lhs.lowercased()
    let right = rhs.lowercased()
    if left != right { return Array(left.utf8).lexicographicallyPrecedes(right.utf8) }
    return Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
  }

  /// Whether unit `lhs` sorts before `rhs`: byte-wise by id (UTF-8 order).
  package static func unitSortsBefore(_ lhs: ExchangeUnit, _ rhs: ExchangeUnit) -> Bool {
    lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
  }
}
