import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `extract --output` into a table `genstrings` wrote: the file stays UTF-16 with its BOM, and only the new entry is
/// added (issue 20 §4).
@Suite struct ExtractMergeTests {
  @Test func aUTF16GenstringsTableStaysUTF16AndGainsOnlyTheNewEntry() throws {
    let directory = try TemporaryDirectory()
    let table =
      "/* No comment provided by engineer. */\n\"Cancel\" = \"Cancel\";\n\n"
      + "/* Title of the \"Save\" button */\n\"Save\" = \"Save\";\n\n"
    let utf16 = Data([0xFF, 0xFE] + table.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    try directory.write("en.lproj/Localizable.strings", utf16)
    try directory.write(
      "App/View.swift",
      """
      let a = NSLocalizedString("Cancel", comment: "")
      let b = NSLocalizedString("Save", comment: "Title of the \\"Save\\" button")
      let c = NSLocalizedString("delete", comment: "")
      """)
    let run = CapturingConsole.run(["extract", directory.path + "/App", "-o", directory.path + "/en.lproj"])
    #expect(run.code == .success, "\(run.error)")
    let data = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/en.lproj/Localizable.strings"))
    #expect(data.prefix(2) == Data([0xFF, 0xFE]))
    let expected =
      "/* No comment provided by engineer. */\n\"Cancel\" = \"Cancel\";\n\n"
      + "/* No comment provided by engineer. */\n\"delete\" = \"delete\";\n\n"
      + "/* Title of the \"Save\" button */\n\"Save\" = \"Save\";\n\n"
    #expect(data == Data([0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
  }
}
