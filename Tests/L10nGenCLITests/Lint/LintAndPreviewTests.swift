import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

@Suite struct LintAndPreviewTests {
  static let russianPlural = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>inbox.messages</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@messages@ в папке %@</string>
        <key>messages</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>ld</string>
          <key>zero</key>
          <string>Нет писем</string>
          <key>one</key>
          <string>%ld письмо</string>
          <key>few</key>
          <string>%ld письма</string>
          <key>many</key>
          <string>%ld писем</string>
          <key>other</key>
          <string>%ld письма</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  static let englishPlural = russianPlural.replacingOccurrences(of: "в папке", with: "in")
    .replacingOccurrences(of: "Нет писем", with: "No messages")
    .replacingOccurrences(of: "%ld письмо", with: "%ld message")
    .replacingOccurrences(of: "%ld письма", with: "%ld messages")
    .replacingOccurrences(of: "%ld писем", with: "%ld messages")

  @Test func placeholderMismatchInATranslationIsAWarningUnlessStrict() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"welcome\" = \"Welcome, %@!\";\n")
    let french = try directory.write("in/fr.lproj/Localizable.strings", "\n\"welcome\" = \"Bienvenue, %d !\";\n")

    let generate = CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/out"])
    #expect(generate.code == .success)
    #expect(generate.error.contains("\(french):2:13: warning: 'welcome' in fr: argument 1 is Int in the translation"))
    #expect(directory.read("out/Localizable+L10nGen.swift") != nil)

    let strict = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", directory.path + "/strict", "--strict",
    ])
    #expect(strict.code == .failure)
    #expect(directory.read("strict/Localizable+L10nGen.swift") == nil)

    let lint = CapturingConsole.run(["lint", directory.path + "/in"])
    #expect(lint.code == .success)
    #expect(lint.error.contains("\(french):2:13: warning: 'welcome' in fr:"), "\(lint.error)")
    #expect(
      lint.error.hasSuffix(
        "[placeholder-mismatch]\nlint: 2 file(s), 1 table(s), 1 key(s), 2 language(s) checked; 0 errors, 1 warning (1 placeholder-mismatch)\n"
      ), "\(lint.error)")

    let strictLint = CapturingConsole.run(["lint", directory.path + "/in", "--strict"])
    #expect(strictLint.code == .failure)
    #expect(strictLint.error.contains("\(french):2:13: error: 'welcome' in fr:"), "\(strictLint.error)")
    #expect(strictLint.error.contains("[placeholder-mismatch, warning treated as error]"))
  }

  @Test func lintReportsMissingAndOrphanKeysAsJSON() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n")
    try directory.write("in/de.lproj/Localizable.strings", "\"a\" = \"Alpha (de)\";\n\"c\" = \"Gamma\";\n")
    let result = CapturingConsole.run(["lint", directory.path + "/in", "--format", "json"])
    #expect(result.code == .success)
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let messages = rows.compactMap { $0["message"] as? String }
    #expect(messages.contains { $0.hasPrefix("'b' has no translation in de") })
    #expect(
      messages.contains {
        $0.hasPrefix(
          "key 'c' of table 'Localizable' is translated in de but missing from the development language 'en'")
      })
    #expect(rows.allSatisfy { $0["file"] is String && $0["line"] is Int })
  }

  @Test(arguments: [
    ("0", "Нет писем в папке Входящие"), ("1", "1 письмо в папке Входящие"), ("2", "2 письма в папке Входящие"),
    ("5", "5 писем в папке Входящие"), ("11", "11 писем в папке Входящие"), ("21", "21 письмо в папке Входящие"),
    ("101", "101 письмо в папке Входящие"),
  ])
  func previewResolvesRussianPluralsWithCLDRRules(count: String, expected: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/en.lproj/Localizable.stringsdict", Self.englishPlural)
    try directory.write("Resources/ru.lproj/Localizable.stringsdict", Self.russianPlural)
    let result = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "ru", "--key", "inbox.messages", count, "Входящие",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output == expected + "\n")
  }

  /// A catalog key Xcode extracted without an English value is its own English text, with its specifiers' arguments.
  @Test func previewShowsACatalogKeyWithoutADevelopmentValueAsItsText() throws {
    let fixture = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/xcode-catalog").path
    var texts: [String] = []
    for language in ["en", "fr"] {
      let result = CapturingConsole.run([
        "preview", fixture, "--language", language, "--key", "%@ successfully installed!", "Firefox",
      ])
      #expect(result.code == .success, "\(result.error)")
      texts.append(result.output)
    }
    #expect(texts == ["Firefox successfully installed!\n", "Firefox installé avec succès !\n"])
  }

  @Test func previewResolvesDecimalPluralsWithVisibleFractionDigits() throws {
    let directory = try TemporaryDirectory()
    let decimal = Self.russianPlural.replacingOccurrences(of: "<string>ld</string>", with: "<string>f</string>")
      .replacingOccurrences(of: "%ld", with: "%.1f")
    try directory.write("Resources/en.lproj/Localizable.stringsdict", decimal)
    try directory.write("Resources/ru.lproj/Localizable.stringsdict", decimal)
    let result = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "ru", "--key", "inbox.messages", "1.5", "Входящие",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output == "1,5 письма в папке Входящие\n")
    let wrongType = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "ru", "--key", "inbox.messages", "x", "Входящие",
    ])
    #expect(wrongType.code == .usage)
  }

  @Test func previewFallsBackAndExplainsWhy() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/en.lproj/Localizable.stringsdict", Self.englishPlural)
    let result = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "ja", "--key", "inbox.messages", "1", "Inbox",
    ])
    #expect(result.code == .success)
    #expect(result.output == "1 message in Inbox\n")
    #expect(result.error.contains("note: no localization matches 'ja' (the bundle has en); previewing in en"))

    let wrongType = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "en", "--key", "inbox.messages", "many", "Inbox",
    ])
    #expect(wrongType.code == .usage)
    #expect(wrongType.error.contains("Argument 1 ('many') must be an integer"))

    let unknownKey = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "en", "--key", "inbox.mesages",
    ])
    #expect(unknownKey.code == .failure)
    #expect(unknownKey.error.contains("Did you mean 'inbox.messages'?"))
  }

  @Test func previewOfAnUnknownLanguageSaysWhichLanguagesThereAreAndWhichItShows() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Resources/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
    try directory.write("Resources/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n")
    try directory.write("Resources/fr.lproj/Localizable.strings", "\"hello\" = \"Bonjour\";\n")
    try directory.write("Resources/pt-PT.lproj/Localizable.strings", "\"hello\" = \"Olá\";\n")
    try directory.write("Resources/zh-HK.lproj/Localizable.strings", "\"hello\" = \"你好 (HK)\";\n")

    let unknown = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "ja", "--key", "hello",
    ])
    #expect(unknown.code == .success)
    #expect(unknown.output == "Hello\n")
    #expect(
      unknown.error
        == "note: no localization matches 'ja' (the bundle has de, en, fr, pt-PT, zh-HK); previewing in en, the language the app falls back to\n"
    )

    let developmentGerman = CapturingConsole.run([
      "preview", directory.path + "/Resources", "--language", "sr-Latn", "--key", "hello", "--development-language",
      "de",
    ])
    #expect(developmentGerman.output == "Hallo\n")
    #expect(developmentGerman.error.hasSuffix("; previewing in de, the language the app falls back to\n"))
    #expect(developmentGerman.error.split(separator: "\n").count == 1)

    // Languages that matching maps to one the bundle has get no note.
    for (language, expected) in [("pt-AO", "Olá"), ("zh-Hant-HK", "你好 (HK)"), ("de-CH", "Hallo"), ("en-AU", "Hello")] {
      let mapped = CapturingConsole.run([
        "preview", directory.path + "/Resources", "--language", language, "--key", "hello",
      ])
      #expect(mapped.output == expected + "\n", "\(language)")
      #expect(mapped.error.isEmpty, "\(language): \(mapped.error)")
    }
  }
}
