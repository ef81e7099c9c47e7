import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen status`: the report in each format, to a file or stdout, and what happens with bad input.
@Suite struct StatusCommandTests {
  static func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      "App/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n\"welcome\" = \"Welcome back, %@!\";\n")
    try directory.write(
      "App/fr.lproj/Localizable.strings", "\"title\" = \"Réglages\";\n\"welcome\" = \"Bonjour %d\";\n")
    try directory.write("App/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    return directory
  }

  @Test func writesTheHTMLPageToTheOutputFile() throws {
    let directory = try Self.project()
    let output = directory.path + "/report/status.html"
    let result = CapturingConsole.run(["status", directory.path + "/App", "--output", output])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("status: 1 table, 2 keys, 2 translations written to \(output)"))
    let html = try #require(directory.read("report/status.html"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<tr data-language=\"fr\">"))
    #expect(html.contains("<tr data-language=\"de\">"))
  }

  @Test func printsJSONAndMarkdownToStdout() throws {
    let directory = try Self.project()
    let json = CapturingConsole.run(["status", directory.path + "/App", "--format", "json"])
    #expect(json.code == .success)
    let status = try JSONDecoder().decode(TranslationStatus.self, from: Data(json.output.utf8))
    #expect(status.languages.map(\.language) == ["de", "fr"])
    #expect(status.language("fr")?.counts.needsReview == 1)
    #expect(status.language("de")?.counts.missing == 1)
    let markdown = CapturingConsole.run(["status", directory.path + "/App", "--format", "markdown"])
    #expect(markdown.code == .success)
    #expect(markdown.output.contains("| de | 1/2 (50 %) | 0 | 0 | 1 | 0 | 2 |"))
    #expect(markdown.output.contains("| fr | 1/2 (50 %) | 0 | 1 | 0 | 0 | 2 |"))
  }

  @Test func languageOptionLimitsTheReport() throws {
    let directory = try Self.project()
    let result = CapturingConsole.run(["status", directory.path + "/App", "--format", "json", "--language", "fr"])
    let status = try JSONDecoder().decode(TranslationStatus.self, from: Data(result.output.utf8))
    #expect(status.languages.map(\.language) == ["fr"])
  }

  @Test func rejectsAnUnknownFormat() throws {
    let directory = try Self.project()
    let result = CapturingConsole.run(["status", directory.path + "/App", "--format", "pdf"])
    #expect(result.code == .usage)
    #expect(result.error.contains("The value 'pdf' is invalid for '--format'; use html, json or markdown."))
  }

  @Test func writesNothingWithoutTables() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Empty/readme.txt", "no tables here")
    let output = directory.path + "/status.html"
    let result = CapturingConsole.run(["status", directory.path + "/Empty", "--output", output])
    #expect(result.code == .failure)
    #expect(result.error.contains("[no-tables]"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func leavesAnUnchangedReportAlone() throws {
    let directory = try Self.project()
    let output = directory.path + "/status.json"
    #expect(
      CapturingConsole.run(["status", directory.path + "/App", "-o", output, "--format", "json"]).code == .success)
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: output)
    #expect(
      CapturingConsole.run(["status", directory.path + "/App", "-o", output, "--format", "json"]).code == .success)
    let after = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    #expect(date != nil)
    #expect(after == Date(timeIntervalSince1970: 1_000_000))
  }
}
