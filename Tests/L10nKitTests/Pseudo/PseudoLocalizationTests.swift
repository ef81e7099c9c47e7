import Foundation
import L10nKit
import Testing

@Suite struct PseudoLocalizationTests {
  let bundle = TestPaths.fixtureBundle("Sample")

  /// The `%` sequences of a string as the shared printf grammar reads them, in order.
  static func placeholders(_ text: String, readsSubstitutionArgument: Bool = false) -> [String] {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = FormatTokenizer(buffer, readsSubstitutionArgument: readsSubstitutionArgument)
      var found: [String] = []
      while let token = tokenizer.next() {
        found.append(String(decoding: buffer[token.start..<max(token.resumeIndex, token.start + 1)], as: UTF8.self))
      }
      return found
    }
  }

  @Test func accentedTextIsAccentedPaddedAndBracketed() {
    let accented = PseudoLocalization.accented(expansion: 0.4)
    #expect(accented.transform("Settings") == "[Šéţţîñĝš öñ]")
    #expect(accented.transform("%lld files") == "[%lld ƒîļéš ö]")
    #expect(PseudoLocalization.accented(expansion: 0).transform("Hello, %@!") == "[Ĥéļļö, %@!]")
    // About 40% longer, in characters, for a text long enough to judge.
    let sentence = "Your subscription renews automatically every month"
    let transformed = accented.transform(sentence)
    let growth = Double(transformed.count - sentence.count - 2) / Double(sentence.count)
    #expect(growth > 0.25 && growth < 0.5)
  }

  @Test func rightToLeftReversesBetweenPlaceholdersAndAddsMarks() {
    #expect(PseudoLocalization.rightToLeft.transform("Hello %@!") == "\u{200F} olleH%@!\u{200F}")
    let both: PseudoLocalization = [.accented(expansion: 0), .rightToLeft]
    #expect(both.transform("Hi %d") == "\u{200F}[ îĤ%d]\u{200F}")
    #expect(PseudoLocalization.off.transform("Hi %d") == "Hi %d")
  }

  @Test(arguments: [
    "%1$@ sent %2$.2f to %3$@", "100% sure", "50% off", "%% done", "%#@files@ in %#@folders@", "%5.1f %C %c %%",
    "[%*d] %-8s %lu", "Ptr %p", "%1$#@n@ and %2$lld", "odd %k and %0$@ and 5% - 10%", "Numeric %", "100 % garanti, %@",
    "%'d grouped", "end %",
  ])
  func everyPercentSequenceSurvives(text: String) {
    for settings: PseudoLocalization in [.accented(expansion: 0.4), .rightToLeft, [.accented(), .rightToLeft]] {
      #expect(Self.placeholders(settings.transform(text)) == Self.placeholders(text))
      #expect(Self.placeholders(settings.transformVariant(text)) == Self.placeholders(text))
    }
  }

  @Test func substitutionArgumentsSurviveInCatalogVariants() {
    let transformed = PseudoLocalization.accented().transformVariant("%arg items", readsSubstitutionArgument: true)
    #expect(Self.placeholders(transformed, readsSubstitutionArgument: true) == ["%arg"])
    #expect(transformed.hasPrefix("%arg îţéɱš"))
  }

  @Test func aProsePercentKeepsReadingAsProse() {
    let reversed = PseudoLocalization.rightToLeft.transform("Not 100% guaranteed, %@")
    #expect(Self.placeholders(reversed) == Self.placeholders("Not 100% guaranteed, %@"))
    #expect(reversed.contains("% gu"))
    let both: PseudoLocalization = [.accented(), .rightToLeft]
    let trailing = both.transform("Numeric %")
    #expect(Self.placeholders(trailing) == ["%"])
  }

  @Test func lookupsArePseudoLocalizedWithPluralsAndLanguageSwitching() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    localizer.pseudoLocalization = .accented(expansion: 0)
    let text = { (key: String, arguments: [LocalizationArgument]) in
      localizer.string(forKey: key, table: "Localizable", bundle: bundle, fallback: "", arguments: arguments)
    }
    #expect(text("greeting", []) == "[Ĥéļļö]")
    #expect(text("welcome", [.string("Ann")]) == "[Ĥéļļö, Ann!]")
    #expect(text("files", [.int(1)]) == "[öñé: 1]")
    #expect(text("files", [.int(5)]) == "[öţĥéŕ: 5]")
    #expect(text("percent", []) == "[100% suŕé]")
    localizer.setLanguage("ru")
    #expect(text("greeting", []) == "[Привет]")
    #expect(text("files", [.int(2)]) == "[ƒéŵ: 2]")
    #expect(text("files", [.int(5)]) == "[ɱåñý: 5]")
    localizer.pseudoLocalization = .off
    #expect(text("files", [.int(5)]) == "many: 5")
  }

  @Test func scopedLanguagesAndGeneratedAccessorsArePseudoLocalized() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    localizer.pseudoLocalization = .rightToLeft
    Localizer.withLocalizer(localizer) {
      Localizer.withLanguage("de") {
        #expect(SampleTableKey.greeting == "\u{200F}ollaH\u{200F}")
        #expect(SampleTableKey.files(5) == "\u{200F} :rehto5\u{200F}")
      }
    }
  }

  @Test func missingTranslationsAreMarkedWhenAsked() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["fr"])
    let text = { (key: String, fallback: String) in
      localizer.string(forKey: key, table: "Localizable", bundle: bundle, fallback: fallback)
    }
    #expect(text("only.english", "") == "Only in English")
    localizer.marksMissingTranslations = true
    #expect(text("only.english", "") == "⟦Only in English⟧")
    #expect(text("login.title", "") == "⟦login.title⟧")
    #expect(text("login.title", "Sign In") == "⟦Sign In⟧")
    #expect(text("greeting", "") == "Bonjour")
    #expect(
      localizer.string(
        forKey: "files", table: "Localizable", bundle: bundle, fallback: "", arguments: [.int(3)]) == "other: 3")
    #expect(collector.reports.map(\.key) == ["only.english", "only.english", "login.title", "login.title"])
    localizer.marksMissingTranslations = false
    #expect(text("login.title", "") == "login.title")
  }
}
