import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// `extract` merging into a table `genstrings` wrote: only the new and removed entries change; the encoding (UTF-16
/// with its BOM), the case-insensitive order, the comments and their escaping stay.
@Suite struct StringsTableMergeTests {
  static let fixture = PackagePaths.fixtures(of: "L10nGenCoreTests")
    .appendingPathComponent("Genstrings/Localizable.strings")

  /// The UTF-16 table of the UIPredicateEditor package as `genstrings` wrote it (plus three entries appended by hand),
  /// in the ElytraApp corpus folder.
  static let corpusTable = PackagePaths.corpus?.appendingPathComponent(
    "ElytraApp__Localisations/Localizations/DZ/UIPredicateEditor/Sources/UIPredicateEditor/Resources/en.lproj/"
      + "Localizable.strings")

  static func merge(_ data: Data, adding: [String], keeping: [String]? = nil, prune: Bool) -> (
    merge: StringsTableExtractor.Merge, entries: [StringsFileEntry]
  ) {
    let parsed = StringsFileReader.parse(data, path: "en.lproj/Localizable.strings")
    let kept = keeping ?? parsed.entries.map(\.key)
    let extracted = (kept + adding).map { ExtractedEntry(key: $0, value: $0, comments: []) }
    let merge = StringsTableExtractor.merge(
      existingData: data, existing: parsed.entries, extracted: extracted, prune: prune)
    return (merge, parsed.entries)
  }

  /// UTF-16 little-endian text with a BOM, as `genstrings` writes it.
  static func utf16(_ text: String) -> Data {
    Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
  }

  @Test func nothingToChangeGivesTheSameBytes() throws {
    let data = try Data(contentsOf: Self.fixture)
    let (merge, _) = Self.merge(data, adding: [], prune: true)
    #expect(merge.data == data)
    #expect(merge.added.isEmpty && merge.unused.isEmpty)
  }

  @Test func newKeysGoWhereGenstringsPutsThemAndNothingElseChanges() throws {
    let data = try Data(contentsOf: Self.fixture)
    let (merge, _) = Self.merge(data, adding: ["banana", "Zebra", "apple"], prune: false)
    #expect(merge.data.prefix(2) == Data([0xFF, 0xFE]), "the BOM and UTF-16 stay")
    let expected = Self.utf16(
      """
      /* Button that adds a row */
      "Add" = "Add";

      /* No comment provided by engineer. */
      "apple" = "apple";

      /* No comment provided by engineer. */
      "banana" = "banana";

      /* No comment provided by engineer. */
      "cancel" = "Cancel";

      /* Title of the "Delete" button
         Delete menu item */
      "Delete" = "Delete";

      /* No comment provided by engineer. */
      "Item count: %d" = "Item count: %d";

      /* Old greeting */
      "old.greeting" = "Hello \\"there\\"";

      /* No comment provided by engineer. */
      "Zebra" = "Zebra";

      /* No comment provided by engineer. */
      "zoom" = "Zoom";

      """)
    #expect(
      merge.data == expected,
      "\(String(decoding: StringsTextDecoder.decode(merge.data).units, as: UTF16.self))")
  }

  @Test func prunedKeysLoseTheirCommentAndBlankLineOnly() throws {
    let data = try Data(contentsOf: Self.fixture)
    let (merge, _) = Self.merge(data, adding: [], keeping: ["Add", "cancel", "Item count: %d", "zoom"], prune: true)
    #expect(merge.unused.map(\.key) == ["Delete", "old.greeting"])
    let expected = Self.utf16(
      """
      /* Button that adds a row */
      "Add" = "Add";

      /* No comment provided by engineer. */
      "cancel" = "Cancel";

      /* No comment provided by engineer. */
      "Item count: %d" = "Item count: %d";

      /* No comment provided by engineer. */
      "zoom" = "Zoom";

      """)
    #expect(merge.data == expected)
  }

  @Test func utf8TablesWithCRLFKeepTheirForm() {
    let data = Data("\u{FEFF}/* A */\r\n\"a\" = \"A\";\r\n\r\n/* C */\r\n\"c\" = \"C\";\r\n".utf8)
    let (merge, _) = Self.merge(data, adding: ["B"], prune: false)
    let text = String(decoding: merge.data, as: UTF8.self)
    #expect(
      text
        == "\u{FEFF}/* A */\r\n\"a\" = \"A\";\r\n\r\n/* No comment provided by engineer. */\r\n\"B\" = \"B\";\r\n\r\n"
        + "/* C */\r\n\"c\" = \"C\";\r\n")
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
  func aRealGenstringsTableChangesOnlyWhereEntriesAreAddedOrRemoved() throws {
    let url = try #require(Self.corpusTable)
    let data = try Data(contentsOf: url)
    #expect(data.prefix(2) == Data([0xFF, 0xFE]), "the corpus table is UTF-16 LE with a BOM")
    let same = Self.merge(data, adding: [], prune: true)
    #expect(same.merge.data == data)

    // Add two keys and remove one: the text changes by exactly those blocks.
    let parsed = same.entries
    let kept = parsed.map(\.key).filter { $0 != "like" }
    let (merge, _) = Self.merge(data, adding: ["Contains any", "is empty"], keeping: kept, prune: true)
    #expect(merge.data.prefix(2) == Data([0xFF, 0xFE]))
    let before = String(decoding: StringsTextDecoder.decode(data).units, as: UTF16.self)
    let after = String(decoding: StringsTextDecoder.decode(merge.data).units, as: UTF16.self)
    var expected = before.replacingOccurrences(of: "/* like */\n\"like\" = \"like\";\n\n", with: "")
    let none = "/* No comment provided by engineer. */\n"
    expected = expected.replacingOccurrences(
      of: none + "\"Delete\"", with: none + "\"Contains any\" = \"Contains any\";\n\n" + none + "\"Delete\"")
    expected = expected.replacingOccurrences(
      of: "/* greater than */\n", with: none + "\"is empty\" = \"is empty\";\n\n/* greater than */\n")
    #expect(after == expected)
    #expect(merge.added == ["Contains any", "is empty"])
  }
}
