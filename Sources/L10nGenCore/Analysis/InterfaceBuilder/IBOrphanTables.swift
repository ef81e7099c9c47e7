/// Tables that translate a storyboard or xib no longer there under their name: `LaunchScreen.strings` beside
/// `Launch Screen.storyboard` (Xcode names a document's table after its file name, spaces included), or the table
/// of a deleted storyboard. Every key is ibtool's `ObjectID.property`, so generating an API for them would give
/// `L10n.LaunchScreen.BKv3NZwV.title`; they are Interface Builder tables with an `ib-orphan-table` warning instead.
package enum IBOrphanTables {
  /// `interface` with the orphan tables among `tables` added to its Interface Builder tables, and a warning for each.
  package static func adding(
    _ tables: [LocalizationTable], to interface: IBProject, documentPaths: [String]
  ) -> (IBProject, [Diagnostic]) {
    var interface = interface
    var diagnostics: [Diagnostic] = []
    let documentNames = documentPaths.map { path in
      String(path.split(separator: "/").last ?? "")
    }
    for table in tables.sorted(by: { $0.name < $1.name })
    where !interface.interfaceTables.contains(table.name) && !table.entries.isEmpty
      && table.entries.allSatisfy({ isObjectIDKey($0.key) })
    {
      interface.interfaceTables.insert(table.name)
      let squeezed = squeezedName(table.name)
      let similar = documentNames.filter {
        squeezedName(documentName($0)) == squeezed && documentName($0) != table.name
      }
      let hint =
        similar.isEmpty
        ? "no storyboard or xib is named '\(table.name)' (was it deleted?); delete the table's files"
        : "Xcode names the table of '\(similar[0])' '\(documentName(similar[0]))', spaces and case included, so "
          + "this one is never used; rename its files to '\(documentName(similar[0])).strings'"
      diagnostics.append(
        .warning(
          "'\(table.name)' is an Interface Builder table (every key is ObjectID.property) without its Base document: "
            + hint + "; it gets no API",
          at: SourceLocation(file: table.sourceFiles.first ?? table.name, line: 1, column: 1), rule: .ibOrphanTable))
    }
    return (interface, diagnostics)
  }

  /// Whether `key` is ibtool's: an ObjectID (`abc-de-fgh`, or a number in old xibs), then one or more `.property`
  /// parts, each possibly indexed (`segmentTitles[0]`, `headerCell.title`).
  package static func isObjectIDKey(_ key: String) -> Bool {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, isObjectID(parts[0]) else { return false }
    return parts.dropFirst().allSatisfy(isProperty)
  }

  /// `abc-de-fgh` (letters and digits, 3-2-3) or digits.
  private static func isObjectID(_ part: Substring) -> Bool {
    let isAlphanumeric = { (character: Character) in character.isASCII && (character.isLetter || character.isNumber) }
    if !part.isEmpty && part.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
    return pieces.map(\.count) == [3, 2, 3] && pieces.allSatisfy { $0.allSatisfy(isAlphanumeric) }
  }

  /// A property name (`title`), optionally indexed (`segmentTitles[2]`).
  private static func isProperty(_ part: Substring) -> Bool {
    var name = part
    if part.hasSuffix("]"), let open = part.firstIndex(of: "[") {
      let index = part[part.index(after: open)..<part.index(before: part.endIndex)]
      guard !index.isEmpty, index.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
      name = part[..<open]
    }
    guard let first = name.first, first.isASCII, first.isLetter else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// `Launch Screen` for `Launch Screen.storyboard`.
  private static func documentName(_ fileName: String) -> String {
    guard let dot = fileName.lastIndex(of: ".") else { return fileName }
    return String(fileName[..<dot])
  }

  /// The name without spaces, lowercased: what tells `LaunchScreen` and `Launch Screen` apart only by spelling.
  private static func squeezedName(_ name: String) -> String {
    name.filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }.lowercased()
  }
}
