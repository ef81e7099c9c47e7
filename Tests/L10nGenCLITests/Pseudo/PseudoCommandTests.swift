import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import L10nKit
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen pseudo`: real `.lproj` tables and catalogs that pass the normal checks, and that read at run time
/// exactly as L10nKit's own pseudo-localization shows the development language.
@Suite struct PseudoCommandTests {
  static let strings = """
    /* Login screen title */
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    "transfer" = "%1$@ sent %2$.2f to %3$@";
    "progress" = "Almost \\"done\\"\\nnext line";
    """

  static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>inbox</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@messages@ in %@</string>
    <key>messages</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld message</string><key>other</key><string>%ld messages</string></dict>
    </dict></dict></plist>
    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {},
        "files" : { "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } },
        "brand" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

  /// A project with an English and a German `.strings` table, an English `.stringsdict` and a catalog.
  static func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/en.lproj/Localizable.strings", strings)
    try directory.write(
      "Resources/de.lproj/Localizable.strings", #""login.title" = "Anmelden";"login.welcome" = "Hallo, %@!";"#)
    try directory.write("Resources/en.lproj/Localizable.stringsdict", stringsDict)
    return directory
  }

  @Test(arguments: PseudoLanguage.allCases)
  func writesLprojTablesThatReadLikeRuntimePseudoLocalization(language: PseudoLanguage) throws {
    let directory = try Self.project()
    let output = directory.path + "/Pseudo"
    let result = CapturingConsole.run([
      "pseudo", directory.path + "/Resources", "--output", output, "--language",
      language.rawValue,
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("2 \(language.rawValue) files, 2 written"))
    #expect(
      directory.read("Pseudo/\(language.rawValue).lproj/Localizable.strings")?.contains("/* Login screen title */")
        == true)
    #expect(FileManager.default.fileExists(atPath: output + "/\(language.rawValue).lproj/Localizable.stringsdict"))
    #expect(!FileManager.default.fileExists(atPath: output + "/de.lproj"))

    // The written tables give, at run time, what L10nKit's pseudo-localization makes of the development language.
    let written = try #require(Bundle(path: output))
    let source = try #require(Bundle(path: directory.path + "/Resources"))
    let fromFiles = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    let atRunTime = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    atRunTime.pseudoLocalization = language == .accented ? .accented(expansion: 0.4) : .rightToLeft
    let lookups: [(String, [LocalizationArgument])] = [
      ("login.title", []), ("login.welcome", [.string("Ann")]),
      ("transfer", [.string("Ann"), .double(12.5), .string("Bob")]), ("progress", []),
      ("inbox", [.int(1), .string("Inbox")]), ("inbox", [.int(7), .string("Inbox")]),
    ]
    for (key, arguments) in lookups {
      let expected = atRunTime.string(
        forKey: key, table: "Localizable", bundle: source, fallback: "", arguments: arguments, language: "en")
      let actual = fromFiles.string(
        forKey: key, table: "Localizable", bundle: written, fallback: "", arguments: arguments,
        language: language.rawValue)
      #expect(actual == expected, "\(key)")
      #expect(actual != key)
    }

    // The normal checks pass on the pseudo-locale beside the real tables.
    let lint = CapturingConsole.run(["lint", directory.path + "/Resources", output, "--language", language.rawValue])
    #expect(lint.code == .success, "\(lint.error)")
    #expect(!lint.error.contains("warning:"), "\(lint.error)")
    #expect(!lint.error.contains("error:"), "\(lint.error)")

    // A second run writes nothing.
    let again = CapturingConsole.run([
      "pseudo", directory.path + "/Resources", "--output", output, "--language",
      language.rawValue,
    ])
    #expect(again.error.contains("0 written"))
  }

  /// The configuration's `exclude` applies to `pseudo`'s folder search as to every other command's.
  @Test func leavesOutWhatTheConfigurationExcludes() throws {
    let directory = try Self.project()
    try directory.write("Resources/Vendor/en.lproj/Vendor.strings", "\"v\" = \"Vendor\";\n")
    try directory.write("l10n-gen.json", #"{"exclude": ["Vendor"]}"#)
    let language = PseudoLanguage.accented.rawValue
    let result = CapturingConsole.run([
      "pseudo", directory.path + "/Resources", "--output", directory.path + "/Pseudo", "--language", language,
      "--config", directory.path + "/l10n-gen.json",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(directory.read("Pseudo/\(language).lproj/Localizable.strings") != nil)
    #expect(directory.read("Pseudo/\(language).lproj/Vendor.strings") == nil, "\(result.error)")
  }

  /// An output folder that cannot be created (a file has its name) is a write error with its own rule, not a read one.
  @Test func anOutputThatCannotBeWrittenIsAnUnwritableFileError() throws {
    let directory = try Self.project()
    try directory.write("Pseudo", "a file, not a folder\n")
    let result = CapturingConsole.run(["pseudo", directory.path + "/Resources", "--output", directory.path + "/Pseudo"])
    #expect(result.code == .failure)
    #expect(result.error.contains("[unwritable-file]"), "\(result.error)")
    #expect(!result.error.contains("[unreadable-file]"), "\(result.error)")
    #expect(directory.read("Pseudo") == "a file, not a folder\n")
  }

  @Test func addsThePseudoLanguageToStringCatalogs() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/Localizable.xcstrings", Self.catalog)
    let output = directory.path + "/Pseudo"
    let result = CapturingConsole.run(["pseudo", directory.path + "/Resources", "--output", output])
    #expect(result.code == .success, "\(result.error)")
    let data = try #require(FileManager.default.contents(atPath: output + "/Localizable.xcstrings"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strings = try #require(root["strings"] as? [String: [String: Any]])
    let cancel = strings["Cancel"]?["localizations"] as? [String: [String: [String: String]]]
    #expect(cancel?["en-XA"]?["stringUnit"]?["value"] == "[Çåñçéļ ö]")
    #expect(strings["brand"]?["localizations"] == nil)
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    let bundle = try #require(Bundle(path: output))
    let five = localizer.string(
      forKey: "files", table: "Localizable", bundle: bundle, fallback: "", arguments: [.int(5)], language: "en-XA")
    #expect(five == "[5 ƒîļéš ö]")
    let one = localizer.string(
      forKey: "files", table: "Localizable", bundle: bundle, fallback: "", arguments: [.int(1)], language: "en-XA")
    #expect(one == "[1 ƒîļé ö]")
    let lint = CapturingConsole.run(["lint", output])
    #expect(lint.code == .success, "\(lint.error)")
    #expect(!lint.error.contains("warning:"), "\(lint.error)")
  }

  @Test func badUsageAndBadTablesWriteNothing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/en.lproj/Localizable.strings", #""a" = "b"#)
    #expect(CapturingConsole.run(["pseudo", directory.path]).code == .usage)
    #expect(CapturingConsole.run(["pseudo", directory.path, "--output", "x", "--language", "fr"]).code == .usage)
    let output = directory.path + "/Pseudo"
    let result = CapturingConsole.run(["pseudo", directory.path + "/Resources", "--output", output])
    #expect(result.code == .failure)
    #expect(result.error.contains("Localizable.strings:1:"))
    #expect(result.error.contains("[syntax-error]"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
