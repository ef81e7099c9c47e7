import L10nGenCore
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

  /// Whether unit `lhs` sorts before `rhs` in Xcode's order: byte-wise (case-sensitive, UTF-8 order), except that
  /// runs of digits compare by their value (`5bs` < `59l`, `2 Month` < `10 Month`), as real exports show.
  package static func unitSortsBefore(_ lhs: ExchangeUnit, _ rhs: ExchangeUnit) -> Bool {
    numericOrder(Array(lhs.id.utf8), Array(rhs.id.utf8))
  }

  /// Byte-wise order with digit runs compared by value; equal values fall back to the bytes.
  package static func numericOrder(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      if isDigit(left[i]) && isDigit(right[j]) {
        var leftEnd = i
        while leftEnd < left.count && isDigit(left[leftEnd]) { leftEnd += 1 }
        var rightEnd = j
        while rightEnd < right.count && isDigit(right[rightEnd]) { rightEnd += 1 }
        var leftStart = i
        while leftStart < leftEnd - 1 && left[leftStart] == 0x30 { leftStart += 1 }
        var rightStart = j
        while rightStart < rightEnd - 1 && right[rightStart] == 0x30 { rightStart += 1 }
        if leftEnd - leftStart != rightEnd - rightStart { return leftEnd - leftStart < rightEnd - rightStart }
        for offset in 0..<(leftEnd - leftStart) where left[leftStart + offset] != right[rightStart + offset] {
          return left[leftStart + offset] < right[rightStart + offset]
        }
        i = leftEnd
        j = rightEnd
        continue
      }
      if left[i] != right[j] { return left[i] < right[j] }
      i += 1
      j += 1
    }
    if left.count - i != right.count - j { return left.count - i < right.count - j }
    return left.lexicographicallyPrecedes(right)
  }
}
