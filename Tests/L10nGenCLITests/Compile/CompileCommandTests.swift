import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nKit
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen compile`: `.lproj` tables that L10nKit (and Foundation, for `.strings`) reads as it reads the catalog;
/// bad input is a located error and nothing is written.
@Suite struct CompileCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {},
        "files" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
          "fr" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } } } },
        "hello" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } }
      },
      "version" : "1.0"
    }
    """

  @Test func writesTablesThatReadLikeTheCatalog() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("Sources/App/Resources/Localizable.xcstrings", Self.catalog)
    let output = directory.path + "/Compiled"
    let result = CapturingConsole.run(["compile", path, "--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("compile: 1 catalog, 2 languages, 4 files, 4 written"), "\(result.error)")
    #expect(directory.read("Compiled/fr.lproj/Localizable.strings") == "\"hello\" = \"Bonjour\";\n")
    #expect(directory.read("Compiled/en.lproj/Localizable.strings")?.contains("\"Cancel\" = \"Cancel\";") == true)
    #expect(directory.read("Compiled/fr.lproj/Localizable.stringsdict")?.contains("<string>%#@arg@</string>") == true)
    #expect(FileManager.default.fileExists(atPath: output + "/en.lproj/Localizable.stringsdict"))

    let compiled = try #require(Bundle(path: output))
    let source = try #require(Bundle(path: directory.path + "/Sources/App/Resources"))
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }
    for language in ["en", "fr"] {
      for (key, arguments) in [
        ("hello", []), ("Cancel", []), ("files", [LocalizationArgument.int(1)]), ("files", [.int(4)]),
      ] {
        let expected = localizer.string(
          forKey: key, table: "Localizable", bundle: source, fallback: "", arguments: arguments, language: language)
        let actual = localizer.string(
          forKey: key, table: "Localizable", bundle: compiled, fallback: "", arguments: arguments, language: language)
        #expect(actual == expected, "\(language) \(key)")
      }
    }
    #expect(
      localizer.string(
        forKey: "files", table: "Localizable", bundle: compiled, fallback: "", arguments: [.int(4)], language: "fr")
        == "4 fichiers")

    // A second run changes nothing.
    let again = CapturingConsole.run(["compile", directory.path + "/Sources", "--output", output])
    #expect(again.code == .success)
    #expect(again.error.contains("0 written"), "\(again.error)")
  }

  /// A plural variation on the second argument: the compiled variable selects on argument 2 and its variants keep
  /// reading argument 1 for `%@`, at run time as in the catalog.
  @Test func pluralOnTheSecondArgumentRendersAsTheCatalog() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "Resources/Localizable.xcstrings",
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "owned" : { "localizations" : { "en" : {
        "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ has %lld file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ has %lld files" } } } } } } } } }
      """)
    let output = directory.path + "/Compiled"
    #expect(CapturingConsole.run(["compile", path, "--output", output]).code == .success)
    let compiled = try #require(Bundle(path: output))
    let source = try #require(Bundle(path: directory.path + "/Resources"))
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }
    for count in [1, 3] {
      let arguments: [LocalizationArgument] = [.string("Ann"), .int(count)]
      let expected = localizer.string(
        forKey: "owned", table: "Localizable", bundle: source, fallback: "", arguments: arguments, language: "en")
      let actual = localizer.string(
        forKey: "owned", table: "Localizable", bundle: compiled, fallback: "", arguments: arguments, language: "en")
      #expect(expected == (count == 1 ? "Ann has 1 file" : "Ann has 3 files"))
      #expect(actual == expected)
    }
  }

  @Test func aBrokenCatalogIsALocatedErrorAndNothingIsWritten() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.write("A/Good.xcstrings", Self.catalog)
    let bad = try directory.write("A/Bad.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n")
    let output = directory.path + "/Compiled"
    let result = CapturingConsole.run(["compile", good, bad, "--output", output])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(bad):4:1: error: invalid JSON"), "\(result.error)")
    #expect(result.error.contains("[syntax-error]"), "\(result.error)")
    #expect(result.error.contains("nothing written"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func missingOutputIsAUsageError() throws {
    let result = CapturingConsole.run(["compile", "x.xcstrings"])
    #expect(result.code == .usage)
    #expect(result.error.contains("--output"))
  }
}
