import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `export` and `import` on disk: the bundle layout, byte-stable output, a translation round trip, and an import
/// that is refused as a whole.
@Suite struct ExchangeCommandTests {
  static let english = "/* Greeting */\n\"hello\" = \"Hello %@\";\n\"bye\" = \"Bye\";\n"
  static let german = "\"hello\" = \"Hallo %@\";\n"

  func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    _ = try directory.write("App/en.lproj/Localizable.strings", Self.english)
    _ = try directory.write("App/de.lproj/Localizable.strings", Self.german)
    return directory
  }

  @Test func exportWritesXcodesBundleLayoutByteStably() throws {
    let directory = try project()
    let first = CapturingConsole.run(["export", directory.path + "/App", "--output", directory.path + "/Out"])
    #expect(first.code == .success, "\(first.error)")
    for file in [
      "Out/de.xcloc/contents.json", "Out/de.xcloc/Localized Contents/de.xliff",
      "Out/de.xcloc/Source Contents/en.lproj/Localizable.strings", "Out/en.xcloc/contents.json",
    ] {
      #expect(directory.read(file) != nil, "no \(file)")
    }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.path + "/Out/de.xcloc/Notes", isDirectory: &isFolder))
    let xliff = try #require(directory.read("Out/de.xcloc/Localized Contents/de.xliff"))
    #expect(
      xliff.contains("<file original=\"en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"de\""))
    #expect(
      xliff.contains("<trans-unit id=\"bye\" xml:space=\"preserve\">\n        <source>Bye</source>\n        <note/>"))
    #expect(xliff.contains("<target>Hallo %@</target>\n        <note>Greeting</note>"))
    let json = try #require(directory.read("Out/de.xcloc/contents.json"))
    #expect(json.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"de\",\n  \"toolInfo\" : {"))
    let second = CapturingConsole.run(["export", directory.path + "/App", "--output", directory.path + "/Out"])
    #expect(second.error.contains("0 written"))
  }

  @Test func translationsComeBackIntoTheirFile() throws {
    let directory = try project()
    _ = CapturingConsole.run(
      ["export", directory.path + "/App", "--output", directory.path + "/Out", "--format", "xliff", "--language", "de"])
    var xliff = try #require(directory.read("Out/de.xliff"))
    xliff = xliff.replacingOccurrences(
      of: "<source>Bye</source>", with: "<source>Bye</source>\n        <target state=\"translated\">Tschüss</target>")
    _ = try directory.write("Out/de.xliff", xliff)
    let dryRun = CapturingConsole.run([
      "import", directory.path + "/Out/de.xliff", directory.path + "/App", "--dry-run",
    ])
    #expect(dryRun.output.contains("[de]: 1 added, 0 changed\n  + bye"))
    #expect(directory.read("App/de.lproj/Localizable.strings") == Self.german)
    let run = CapturingConsole.run(["import", directory.path + "/Out/de.xliff", directory.path + "/App"])
    #expect(run.code == .success, "\(run.error)")
    #expect(run.error.contains("import: added 1, changed 0, unchanged 1, skipped 0, stale 0; 1 file written"))
    #expect(directory.read("App/de.lproj/Localizable.strings") == Self.german + "\n\"bye\" = \"Tschüss\";\n")
  }

  @Test func aBrokenPlaceholderRefusesTheWholeImportWithItsLocation() throws {
    let directory = try project()
    _ = CapturingConsole.run(
      ["export", directory.path + "/App", "--output", directory.path + "/Out", "--format", "xliff", "--language", "de"])
    var xliff = try #require(directory.read("Out/de.xliff"))
    xliff = xliff.replacingOccurrences(of: "Hallo %@", with: "Hallo %d").replacingOccurrences(
      of: "<source>Bye</source>", with: "<source>Bye</source>\n        <target>Tschüss</target>")
    _ = try directory.write("Out/de.xliff", xliff)
    let run = CapturingConsole.run(["import", directory.path + "/Out/de.xliff", directory.path + "/App"])
    #expect(run.code == .failure)
    let line = try #require(
      xliff.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Hallo %d") })
    #expect(run.error.contains("de.xliff:\(line + 1):9: error: the translation of 'hello'"), "\(run.error)")
    #expect(run.error.contains("[placeholder-mismatch]"))
    #expect(directory.read("App/de.lproj/Localizable.strings") == Self.german)
  }

  @Test func csvRoundTrip() throws {
    let directory = try project()
    let export = CapturingConsole.run(
      ["export", directory.path + "/App", "--output", directory.path + "/Out", "--format", "csv"])
    #expect(export.code == .success, "\(export.error)")
    let csv = try #require(directory.read("Out/en.lproj/Localizable.strings.csv"))
    #expect(csv == "\u{FEFF}key,comment,en,de\r\nbye,,Bye,\r\nhello,Greeting,Hello %@,Hallo %@\r\n")
    _ = try directory.write(
      "Out/en.lproj/Localizable.strings.csv",
      csv.replacingOccurrences(of: "bye,,Bye,", with: "bye,,Bye,\"Tschüss, du\""))
    let run = CapturingConsole.run(
      ["import", directory.path + "/Out/en.lproj/Localizable.strings.csv", directory.path + "/App"])
    #expect(run.code == .success, "\(run.error)")
    #expect(directory.read("App/de.lproj/Localizable.strings") == Self.german + "\n\"bye\" = \"Tschüss, du\";\n")
  }
}
