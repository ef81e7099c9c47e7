import Foundation
import L10nKit
import Testing

/// Uncompiled `.xcstrings` tables, as SwiftPM copies them on Linux.
@Suite struct StringCatalogTests {
  let bundle = TestPaths.fixtureBundle("Catalog")

  private func lookUp(
    _ key: String, _ arguments: [LocalizationArgument] = [], language: String, table: String = "Localizable",
    device: DeviceClass? = nil, fallback: String = "FALLBACK"
  ) -> (String, [MissingTranslationReason]) {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    localizer.deviceClass = device
    let text = localizer.string(
      forKey: key, table: table, bundle: bundle, fallback: fallback, arguments: arguments, language: language)
    return (text, collector.reports.map(\.reason))
  }

  @Test func stringUnitsOfEveryStateAreUsed() {
    #expect(lookUp("greeting", [.string("Ann")], language: "en").0 == "Hello, Ann!")
    #expect(lookUp("greeting", [.string("Ann")], language: "fr").0 == "Bonjour, Ann !")
    #expect(lookUp("farewell", language: "fr") == ("Au revoir", []))
    #expect(lookUp("greeting", [.string("Аня")], language: "ru").0 == "Привет, Аня!")
  }

  @Test func compiledLprojTablesWinOverTheCatalog() {
    #expect(lookUp("greeting", [.string("Ann")], language: "de") == ("Servus, Ann!", []))
    // A key the .lproj table lacks comes from the catalog's German entries, else the source language.
    let (text, reasons) = lookUp("farewell", language: "de")
    #expect(text == "Goodbye")
    #expect(reasons == [.fellBackToLanguage("en")])
  }

  @Test func keysWithoutSourceValueUseTheKeyAndUntranslatableEntriesUseTheSourceEverywhere() {
    #expect(lookUp("Extracted without value", language: "en") == ("Extracted without value", []))
    #expect(lookUp("BrandName", language: "ru") == ("L10nGen", []))
    #expect(lookUp("not.in.catalog", language: "en").0 == "FALLBACK")
  }

  @Test func pluralVariationsUseZeroAndTheLanguagesRules() {
    #expect(lookUp("%lld items", [.int(0)], language: "en").0 == "No items")
    #expect(lookUp("%lld items", [.int(1)], language: "en").0 == "1 item")
    #expect(lookUp("%lld items", [.int(1234)], language: "en").0 == "1,234 items")
    #expect(lookUp("%lld items", [.int(21)], language: "ru").0 == "21 предмет")
    #expect(lookUp("%lld items", [.int(3)], language: "ru").0 == "3 предмета")
    #expect(lookUp("%lld items", [.int(11)], language: "ru").0 == "11 предметов")
    // No `zero` variant in Russian: 0 follows CLDR (many).
    #expect(lookUp("%lld items", [.int(0)], language: "ru").0 == "0 предметов")
  }

  @Test func wholeStringPluralSelectsOnTheFirstNumberArgument() {
    #expect(lookUp("%@ has %lld files", [.string("Ann"), .int(1)], language: "en") == ("Ann has one file", []))
    #expect(lookUp("%@ has %lld files", [.string("Ann"), .int(7)], language: "en") == ("Ann has 7 files", []))
  }

  @Test func deviceVariationsAndDeviceThenPluralNesting() {
    #expect(lookUp("tap_to_open", language: "en", device: .mac).0 == "Click to open")
    #expect(lookUp("tap_to_open", language: "en", device: .iphone).0 == "Tap to open")
    #expect(lookUp("photos_on_device", [.int(1)], language: "en", device: .mac).0 == "Click to see 1 photo")
    #expect(lookUp("photos_on_device", [.int(5)], language: "en", device: .ipad).0 == "Tap to see 5 photos")
    #expect(lookUp("device_substitution", [.int(1)], language: "en", device: .mac).0 == "Click once")
    #expect(lookUp("device_substitution", [.int(3)], language: "en", device: .iphone).0 == "Tap 3 times")
  }

  @Test func substitutionsWithArgNumAndArg() {
    #expect(lookUp("dog_eating_apples", [.string("Rex"), .int(0)], language: "en").0 == "Rex ate no apples today!")
    #expect(lookUp("dog_eating_apples", [.string("Rex"), .int(1)], language: "en").0 == "Rex ate one apple today!")
    #expect(
      lookUp("dog_eating_apples", [.string("Rex"), .int(1500)], language: "en").0 == "Rex ate 1,500 apples today!")
    #expect(
      lookUp("dog_eating_apples", [.string("Рекс"), .int(5)], language: "ru").0 == "Рекс съел(а) 5 яблок сегодня!")
  }

  @Test func substitutionVariantsMayUseOtherArguments() {
    #expect(
      lookUp("search_results", [.int(0), .string("x")], language: "en") == ("No results", [.unusedArguments([2])]))
    #expect(lookUp("search_results", [.int(1), .string("x")], language: "en") == ("1 result", [.unusedArguments([2])]))
    #expect(lookUp("search_results", [.int(9), .string("Nine")], language: "en") == ("Nine results", []))
  }

  @Test func substitutionsWithoutArgNumFollowTheirOrder() {
    #expect(lookUp("two_counts", [.int(1), .int(4)], language: "en").0 == "1 file in 4 folders")
    #expect(lookUp("two_counts", [.int(2), .int(1)], language: "en").0 == "2 files in 1 folder")
  }

  @Test func numbersUseTheLanguagesLocale() {
    #expect(lookUp("price", [.double(1234.5)], language: "de").0 == "Preis: 1.234,50")
  }

  @Test func catalogLanguagesAreAvailableAndSourceLanguageIsTheDevelopmentLanguage() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["ja"])
    let title = LocalizationKey("title", table: "German", bundle: bundle, fallback: "")
    #expect(localizer.string(title) == "Titel")
    #expect(localizer.string(title, language: "fr") == "Titre")
    let german = LocalizationKey("only.german", table: "German", bundle: bundle, fallback: "")
    #expect(localizer.string(german, language: "fr") == "Nur Deutsch")
    #expect(collector.reports.map(\.reason).contains(.fellBackToLanguage("de")))
    #expect(localizer.effectiveLanguage(for: bundle, language: "ru") == "ru")
  }

  @Test func bundleWithOnlyACatalogFindsIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: bundle.bundleURL.appendingPathComponent("Localizable.xcstrings"),
      to: root.appendingPathComponent("Localizable.xcstrings"))
    let onlyCatalog = try #require(Bundle(path: root.path))
    let localizer = ReportCollector().makeLocalizer(system: ["ru-RU", "en"])
    let key = LocalizationKey("%lld items", table: "Localizable", bundle: onlyCatalog, fallback: "%lld items")
    #expect(localizer.string(key, arguments: [.int(2)]) == "2 предмета")
    #expect(localizer.effectiveLanguage(for: onlyCatalog) == "ru")
  }

  @Test func catalogsInMulLprojAreFoundAndMulIsNoLanguage() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-mul-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("mul.lproj"), withIntermediateDirectories: true)
    let json =
      #"{"sourceLanguage":"fr","strings":{"abc-12-xyz.title":{"localizations":{"#
      + #""fr":{"stringUnit":{"state":"translated","value":"Fenêtre"}},"#
      + #""en":{"stringUnit":{"state":"translated","value":"Window"}}}}}}"#
    try Data(json.utf8).write(to: root.appendingPathComponent("mul.lproj/MainWindow.xcstrings"))
    let folder = try #require(Bundle(path: root.path))
    let localizer = ReportCollector().makeLocalizer(system: ["de"])
    let key = LocalizationKey("abc-12-xyz.title", table: "MainWindow", bundle: folder, fallback: "")
    #expect(localizer.string(key) == "Fenêtre")
    #expect(localizer.string(key, language: "en") == "Window")
    #expect(localizer.availableLanguages(in: folder).isEmpty)
  }

  @Test func brokenCatalogsAreIgnored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-broken-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: root.appendingPathComponent("Broken.xcstrings"))
    let json =
      #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"variations":{"plural":{}}}}},"#
      + #""b":{"localizations":{"en":{"stringUnit":{"value":"%#@x@"},"substitutions":{"x":{"argNum":1}}}}}}}"#
    try Data(json.utf8).write(to: root.appendingPathComponent("Odd.xcstrings"))
    let folder = try #require(Bundle(path: root.path))
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    #expect(localizer.string(forKey: "k", table: "Broken", bundle: folder, fallback: "fallback") == "fallback")
    #expect(localizer.string(forKey: "a", table: "Odd", bundle: folder, fallback: "A") == "a")
    #expect(localizer.string(forKey: "b", table: "Odd", bundle: folder, fallback: "%ld", arguments: [.int(3)]) == "3")
  }
}
