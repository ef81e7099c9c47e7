import Foundation
import L10nGenTools
import Testing

/// Importing into a UTF-8 `.strings` translation, which is edited on its bytes: only the changed values' tokens
/// change; the byte-order mark, CR LF line ends, comments, other scripts before a value on its line (columns count
/// characters, not bytes), escaped quotes and unquoted values are kept or replaced exactly.
@Suite struct StringsUTF8ImportTests {
  static let english = """
    "größe" = "Size";
    "quote" = "Say \\"hi\\"";
    "bare" = "Bare";
    "emoji" = "Smile";
    "same" = "Same";

    """

  static let german =
    "/* Größe 😀 */\r\n\"größe\" = \"Größe\";\r\n\"quote\" = \"Sag \\\"hallo\\\"\"; // ✎\r\n\"bare\" = nackt;\r\n"
    + "\"emoji\"=\"😀 Lächeln\";\r\n\"same\" = \"Gleich\";\r\n"

  @Test func valuesAreReplacedOnTheBytesAndNothingElseChanges() throws {
    let targets = ["größe": "Maß", "quote": "Sag \"servus\"", "bare": "Nackt 2", "emoji": "🙂"]
    for byteOrderMark in [true, false] {
      let prefix: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
      let project = ExchangeProject(
        files: [
          .init(path: "en.lproj/A.strings", original: "en.lproj/A.strings", data: Data(Self.english.utf8)),
          .init(path: "de.lproj/A.strings", original: "de.lproj/A.strings", data: Data(prefix + Self.german.utf8)),
        ], developmentLanguage: nil)
      #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
      var files = ExchangeExporter(project: project).files(for: "de")
      files[0].units = files[0].units.map { unit in
        var unit = unit
        if let target = targets[unit.id] {
          unit.target = target
          unit.state = "translated"
        }
        return unit
      }
      let result = ExchangeImporter(project: project, options: .init()).merge([files])
      #expect(result.changed == 4 && result.added == 0, "\(result.diagnostics)")
      let change = try #require(result.changes.first)
      let expected =
        "/* Größe 😀 */\r\n\"größe\" = \"Maß\";\r\n\"quote\" = \"Sag \\\"servus\\\"\"; // ✎\r\n\"bare\" = \"Nackt 2\";\r\n"
        + "\"emoji\"=\"🙂\";\r\n\"same\" = \"Gleich\";\r\n"
      #expect(change.data == Data(prefix + expected.utf8), "\(String(decoding: change.data, as: UTF8.self))")
    }
  }
}
