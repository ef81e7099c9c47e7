import Foundation
import L10nKit
import Testing

@Suite struct LocalizerLookupTests {
  let bundle = TestPaths.fixtureBundle("Sample")

  private func text(
    _ key: String, _ arguments: [LocalizationArgument] = [], language: String, localizer: Localizer? = nil,
    fallback: String = "FALLBACK"
  ) -> String {
    let localizer = localizer ?? ReportCollector().makeLocalizer()
    return localizer.string(
      forKey: key, table: "Localizable", bundle: bundle, fallback: fallback, arguments: arguments, language: language)
  }

  @Test func plainAndFormattedStrings() {
    #expect(text("greeting", language: "fr") == "Bonjour")
    #expect(text("greeting", language: "ru") == "Привет")
    #expect(text("welcome", [.string("Ann")], language: "de") == "Hallo, Ann!")
    #expect(
      text("transfer", [.string("Ann"), .double(3.14159), .string("Bob")], language: "en")
        == "en: Ann sent 3.14 to Bob")
    #expect(
      text("transfer", [.string("Ann"), .double(3.14159), .string("Bob")], language: "fr")
        == "fr: Ann sent 3,14 to Bob")
  }

  @Test func stringsWithoutArgumentsAreNotFormatted() {
    #expect(text("percent", language: "en") == "100% sure")
  }

  @Test func stringsdictWinsOverStrings() {
    #expect(text("both", language: "pl") == "stringsdict value (pl)")
  }

  @Test(arguments: [
    ("ru", ["many", "one", "few", "few", "many", "many", "one", "one", "other"]),
    ("pl", ["many", "one", "few", "few", "many", "many", "many", "many", "other"]),
    ("ar", ["zero", "one", "two", "few", "few", "many", "many", "other", "other"]),
    ("cy", ["zero", "one", "two", "few", "other", "other", "other", "other", "other"]),
    ("ga", ["other", "one", "two", "few", "few", "other", "other", "other", "other"]),
    ("ja", ["other", "other", "other", "other", "other", "other", "other", "other", "other"]),
    ("en", ["zero", "one", "other", "other", "other", "other", "other", "other", "other"]),
    ("fr", ["one", "one", "other", "other", "other", "other", "other", "other", "one"]),
    ("de", ["other", "one", "other", "other", "other", "other", "other", "other", "other"]),
  ])
  func pluralVariants(language: String, expected: [String]) {
    let numbers: [LocalizationArgument] = [0, 1, 2, 3, 5, 11, 21, 101].map { .int($0) } + [.double(1.5)]
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    let actual = numbers.map { text("category", [$0], language: language, localizer: localizer) }
    #expect(actual == expected)
    #expect(collector.reports.isEmpty)
  }

  @Test func pluralVariantsFormatTheirNumber() {
    #expect(text("files", [.int(21)], language: "ru") == "one: 21")
    #expect(text("files", [.int(1_234)], language: "de") == "other: 1.234")
    #expect(text("files", [.int(0)], language: "en") == "zero: 0")
  }

  @Test func mixedAndNestedVariables() {
    #expect(text("mixed", [.string("Ann"), .int(0)], language: "en") == "Ann has no apples")
    #expect(text("mixed", [.string("Ann"), .int(1)], language: "en") == "Ann has 1 apple")
    #expect(text("mixed", [.string("Ann"), .int(7)], language: "en") == "Ann has 7 apples")
    #expect(text("nested", [.int(1), .int(1), .string("Bob")], language: "en") == "one file in one folder of Bob")
    #expect(text("nested", [.int(3), .int(2), .string("Bob")], language: "en") == "3 files in 2 folders (2 each)")
  }

  @Test func deviceAndWidthVariants() {
    let localizer = ReportCollector().makeLocalizer()
    localizer.deviceClass = .iphone
    #expect(text("device", language: "en", localizer: localizer) == "Tap")
    localizer.deviceClass = .mac
    #expect(text("device", language: "en", localizer: localizer) == "Click")
    localizer.deviceClass = nil
    #expect(text("device", language: "en", localizer: localizer) == "Select")
    #expect(text("width", language: "en") == "Greetings and welcome")
    let narrow = localizer.string(
      forKey: "width", table: "Localizable", bundle: bundle, fallback: "", language: "en", presentationWidth: 25)
    #expect(narrow == "Hello")
  }

  @Test func missingKeyFallsBackToDevelopmentLanguageThenCompiledValue() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    #expect(text("only.english", language: "fr", localizer: localizer) == "Only in English")
    #expect(text("nowhere", language: "fr", localizer: localizer, fallback: "Compiled") == "Compiled")
    #expect(text("nowhere", language: "fr", localizer: localizer, fallback: "") == "nowhere")
    #expect(
      collector.reports.map(\.reason) == [.fellBackToLanguage("en"), .usedCompiledFallback, .usedCompiledFallback])
    #expect(collector.reports.first?.requestedLanguage == "fr")
    #expect(collector.reports.first?.resolvedLanguage == "fr")
  }

  @Test func unknownLanguageAndMissingTableUseDefinedFallbacks() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    #expect(text("greeting", language: "xx-Unknown", localizer: localizer) == "Hello")
    #expect(localizer.effectiveLanguage(for: bundle, language: "xx") == "en")
    let missingTable = localizer.string(
      forKey: "greeting", table: "NoSuchTable", bundle: bundle, fallback: "Hi %@", arguments: [.string("Al")])
    #expect(missingTable == "Hi Al")
    #expect(collector.reports.map(\.reason) == [.usedCompiledFallback])
    let emptyBundle = Bundle(path: TestPaths.fixtures.path)!
    #expect(localizer.string(forKey: "k", table: "T", bundle: emptyBundle, fallback: "Value") == "Value")
  }

  @Test func stringsdictEntryWithoutOtherFallsBack() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    #expect(text("no.other", [.int(1)], language: "en", localizer: localizer) == "just one")
    #expect(text("no.other", [.int(5)], language: "en", localizer: localizer, fallback: "%d things") == "5 things")
    guard case .invalidEntry(let message) = collector.reports.last?.reason else {
      Issue.record("expected an invalid-entry report, got \(collector.reports)")
      return
    }
    #expect(message.contains("'other'"))
  }

  @Test func worksWithBundleLoadedFromPlainFolderAndLanguageVariants() {
    let localizer = ReportCollector().makeLocalizer()
    #expect(localizer.availableLanguages(in: bundle) == ["ar", "cy", "de", "en", "fr", "ga", "ja", "pl", "ru"])
    #expect(text("greeting", language: "ru_RU") == "Привет")
    #expect(text("greeting", language: "FR-ca") == "Bonjour")
  }
}
