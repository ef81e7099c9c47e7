import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// What real apps hit first: a translator's slip never blocks a build, a folder mistake never deletes output, and
/// every diagnostic is one filterable line with its rule. Fixtures are small hand-made models of real cases.
@Suite struct RealAppPolicyTests {
  /// A Polish stringsdict whose plural variable has one/few/many but no `other` (Polish integers never reach it).
  static let polishWithoutOther = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files.count</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>ld</string>
          <key>one</key>
          <string>%ld plik</string>
          <key>few</key>
          <string>%ld pliki</string>
          <key>many</key>
          <string>%ld plików</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  static let englishPlural =
    polishWithoutOther
    .replacingOccurrences(of: "<key>few</key>\n      <string>%ld pliki</string>\n      ", with: "")
    .replacingOccurrences(
      of: "<key>many</key>\n      <string>%ld plików</string>",
      with: "<key>other</key>\n      <string>%ld files</string>"
    )
    .replacingOccurrences(of: "%ld plik<", with: "%ld file<")

  @Test func aMissingPluralCategoryInATranslationIsAWarningAndTheBuildSucceeds() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.stringsdict", Self.englishPlural)
    let polish = try directory.write("in/pl.lproj/Localizable.stringsdict", Self.polishWithoutOther)

    let generate = CapturingConsole.run(["generate", directory.path + "/in", "-o", directory.path + "/out"])
    #expect(generate.code == .success, "\(generate.error)")
    #expect(generate.error.contains("\(polish):9:5: warning: variable 'files' of entry 'files.count' has no 'other'"))
    #expect(generate.error.contains("[missing-plural-category]"))
    #expect(directory.read("out/Localizable+L10nGen.swift") != nil)

    let strict = CapturingConsole.run([
      "generate", directory.path + "/in", "-o", directory.path + "/strict", "--strict",
    ])
    #expect(strict.code == .failure)
    #expect(strict.error.contains(": error: variable 'files' of entry 'files.count' has no 'other'"))
    #expect(directory.read("strict/Localizable+L10nGen.swift") == nil)
  }

  @Test func theSameProblemInTheDevelopmentLanguageStaysAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/pl.lproj/Localizable.stringsdict", Self.polishWithoutOther)
    let generate = CapturingConsole.run([
      "generate", directory.path + "/in", "-o", directory.path + "/out", "--development-language", "pl",
    ])
    #expect(generate.code == .failure)
    #expect(generate.error.contains(": error: variable 'files' of entry 'files.count' has no 'other'"))
  }

  @Test func aFileXcodeRejectsIsAnErrorInATranslationToo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let german = try directory.write("in/de.lproj/Localizable.strings", "\"a\" = \"A\"\n\"b\" = \"B\";\n")
    let generate = CapturingConsole.run(["generate", directory.path + "/in", "-o", directory.path + "/out"])
    #expect(generate.code == .failure)
    #expect(generate.error.contains("\(german):1:10: error: missing ';'"), "\(generate.error)")
    #expect(generate.error.contains("[syntax-error]"))
  }

  @Test func aFolderWithoutTablesIsAnErrorAndKeepsThePreviousOutput() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let first = CapturingConsole.run(["generate", directory.path + "/in", "-o", directory.path + "/out"])
    #expect(first.code == .success)
    let before = try #require(directory.read("out/Localizable+L10nGen.swift"))

    try FileManager.default.createDirectory(atPath: directory.path + "/typo", withIntermediateDirectories: true)
    for command in [
      ["generate", directory.path + "/typo", "-o", directory.path + "/out"], ["lint", directory.path + "/typo"],
    ] {
      let result = CapturingConsole.run(command)
      #expect(result.code == .failure, "\(command[0])")
      #expect(result.error.contains("error: the folder '\(directory.path)/typo' holds no localization table"))
      #expect(result.error.contains("<language>.lproj/<Table>.strings"))
      #expect(result.error.contains("[no-tables]"))
    }
    #expect(directory.read("out/Localizable+L10nGen.swift") == before)
  }

  /// An Xcode export and a CocoaPods checkout inside the app folder hold copies and other projects' tables: reading
  /// them gave a false `table-conflict`. The search skips them with a note, and reads them when passed explicitly.
  @Test func exportsAndDependenciesInsideTheAppFolderAreSkippedWithANote() throws {
    let directory = try TemporaryDirectory()
    try directory.write("app/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write(
      "app/Export/de.xcloc/Source Contents/app/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{}}"#)
    try directory.write("app/Pods/Lib/en.lproj/Localizable.strings", "\"lib\" = \"Lib\";\n")
    try directory.write("app/Pods.swift", "let pods = 1\n")
    let result = CapturingConsole.run(["generate", directory.path + "/app", "-o", directory.path + "/out", "--verbose"])
    #expect(result.code == .success, "\(result.error)")
    #expect(
      result.error.contains("note: skipped '\(directory.path)/app/Export/de.xcloc': an Xcode localization export"))
    #expect(result.error.contains("skipped '\(directory.path)/app/Pods': a CocoaPods checkout"))
    #expect(result.error.contains("[skipped-folder]"))
    let generated = try #require(directory.read("out/Localizable+L10nGen.swift"))
    #expect(generated.contains("\"a\"") && !generated.contains("\"lib\""))

    let explicit = CapturingConsole.run(["lint", directory.path + "/app/Pods/Lib"])
    #expect(explicit.code == .success && !explicit.error.contains("skipped"), "\(explicit.error)")
  }

  @Test func controlCharactersInKeysAndValuesAreEscapedSoEachDiagnosticIsOneLine() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"multi\\nline\\tkey\" = \"Hello %@\";\n")
    try directory.write("in/de.lproj/Localizable.strings", "\"multi\\nline\\tkey\" = \"Hallo %d\u{1E}\";\n")
    let lint = CapturingConsole.run(["lint", directory.path + "/in", "--verbose"])
    let lines = lint.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 2, "\(lint.error)")
    #expect(lines.first?.contains("'multi\\nline\\tkey' in de") == true, "\(lint.error)")
  }

  @Test func rulesCanBeDisabledPromotedAndRestrictedToLanguagesFromTheConfigAndTheCommandLine() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"Alpha\";\n\"b\" = \"Beta %@\";\n")
    try directory.write("in/de.lproj/Localizable.strings", "\"b\" = \"Beta %d\";\n")
    try directory.write("in/fr.lproj/Localizable.strings", "\"a\" = \"Alpha\";\n")

    let plain = CapturingConsole.run(["lint", directory.path + "/in", "--format", "json"])
    let rules = try Self.rules(plain.output)
    #expect(rules.contains("placeholder-mismatch") && rules.contains("missing-translation"))

    let disabled = CapturingConsole.run([
      "lint", directory.path + "/in", "--format", "json", "--disable", "missing-translation",
    ])
    #expect(try !Self.rules(disabled.output).contains("missing-translation"))

    let german = CapturingConsole.run(["lint", directory.path + "/in", "--format", "json", "--language", "DE"])
    #expect(try Self.languages(german.output).allSatisfy { $0 == nil || $0 == "de" })
    #expect(german.output.contains("\"de\""))

    try directory.write(
      "in/l10n-gen.json",
      "{\n  \"lint\": {\"error\": [\"missing-translation\"], \"disable\": [\"untranslated-value\"]}\n}\n")
    let configured = CapturingConsole.run(["lint", directory.path + "/in"])
    #expect(configured.code == .failure)
    #expect(configured.error.contains("error: 'b' has no translation in fr"), "\(configured.error)")

    try directory.write("in/l10n-gen.json", "{\n  \"lint\": {\"disable\": [\"missing-translatoin\"]}\n}\n")
    let typo = CapturingConsole.run(["lint", directory.path + "/in"])
    #expect(typo.code == .failure)
    #expect(
      typo.error.contains(
        "l10n-gen.json:2:24: error: unknown rule 'missing-translatoin'. Did you mean 'missing-translation'?"),
      "\(typo.error)")

    let badOption = CapturingConsole.run(["lint", directory.path + "/in", "--disable", "nope", "--config", "/dev/null"])
    #expect(badOption.code == .usage)
  }

  @Test func invalidConfigurationIsReportedAtItsLineAndColumnAndATrailingCommaIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let config = try directory.write("in/l10n-gen.json", "{\n  \"enumName\": \"Strings\",\n}\n")
    let result = CapturingConsole.run(["generate", directory.path + "/in", "-o", directory.path + "/out"])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(config):3:1: error: the configuration is not valid JSON"), "\(result.error)")
    #expect(result.error.contains("[invalid-configuration]"))
  }

  @Test func sarifCarriesRuleIdsAndLocations() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"Alpha %@\";\n")
    let german = try directory.write("in/de.lproj/Localizable.strings", "\n\"a\" = \"Alpha %d\";\n")
    let result = CapturingConsole.run(["lint", directory.path + "/in", "--format", "sarif"])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    #expect(ruleIDs == RuleCatalog.all.map(\.id.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    let mismatch = try #require(results.first { $0["ruleId"] as? String == "placeholder-mismatch" })
    #expect(mismatch["level"] as? String == "warning")
    #expect(ruleIDs[mismatch["ruleIndex"] as? Int ?? -1] == "placeholder-mismatch")
    let location = try #require(
      (mismatch["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + german)
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
  }

  @Test func notesAreCountedUnlessVerboseAndTheSummaryNamesTheRules() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"Welcome home\";\n")
    try directory.write("in/de.lproj/Localizable.strings", "\"a\" = \"Welcome home\";\n")
    try directory.write("in/en-GB.lproj/Localizable.strings", "\"a\" = \"Welcome home\";\n")
    let quiet = CapturingConsole.run(["lint", directory.path + "/in"])
    #expect(
      quiet.error
        == "lint: 3 file(s), 1 table(s), 1 key(s), 3 language(s) checked; 0 errors, 0 warnings, 1 note "
        + "(1 untranslated-value) (--verbose shows them)\n")
    let verbose = CapturingConsole.run(["lint", directory.path + "/in", "--verbose"])
    #expect(verbose.error.contains("'a' in de is the same as the development text"))
    #expect(!verbose.error.contains("in en-GB"), "variants of the development language are not compared")
  }

  @Test func cliPolish() throws {
    let root = CapturingConsole.run(["--help"])
    #expect(root.output.contains("USAGE: l10n-gen <subcommand>"))
    let help = CapturingConsole.run(["generate", "--help"])
    #expect(!help.output.contains("plugin-mode"))
    #expect(help.output.contains("-o, --output <dir>"))
    let unknown = CapturingConsole.run(["--frobnicate"])
    #expect(unknown.code == .usage)
    #expect(unknown.error.hasPrefix("Error: Unknown option '--frobnicate'."))
    let rules = CapturingConsole.run(["rules"])
    #expect(rules.output.split(separator: "\n").count == RuleCatalog.all.count)
  }

  /// `lint --verbose` over every table folder of the shared corpus prints exactly one line per diagnostic.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
  func lintOnTheWholeCorpusPrintsOneLinePerDiagnostic() throws {
    let corpus = try #require(PackagePaths.corpus)
    var skipped: [String] = []
    let groups = try CorpusCompileGroup.discover(in: corpus, skipped: &skipped).filter {
      $0.files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
    }
    #expect(groups.count > 50)
    var diagnosticLines = 0
    for group in groups {
      let result = CapturingConsole.run(["lint", "--verbose"] + group.files.map(\.path))
      let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.last == "", "output ends with a newline")
      for line in lines.dropLast() where !line.hasPrefix("lint: ") {
        diagnosticLines += 1
        #expect(Self.isDiagnosticLine(String(line)), "continuation or malformed line in \(group.name): \(line)")
      }
      #expect(lines.dropLast().last?.hasPrefix("lint: ") == true)
    }
    #expect(diagnosticLines > 1000)
  }

  static func isDiagnosticLine(_ line: String) -> Bool {
    let pattern = #"^(.+:\d+:\d+: )?(error|warning|note): .+ \[[a-z0-9-]+(, warning treated as error)?\]$"#
    return line.range(of: pattern, options: .regularExpression) != nil
  }

  static func findings(_ json: String) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
  }

  static func rules(_ json: String) throws -> Set<String> {
    Set(try findings(json).compactMap { $0["rule"] as? String })
  }

  static func languages(_ json: String) throws -> [String?] {
    try findings(json).map { $0["language"] as? String }
  }
}
