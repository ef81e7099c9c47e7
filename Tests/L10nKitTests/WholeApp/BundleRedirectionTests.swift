import Foundation
import L10nKit
import Testing

/// The decision behind `redirectsMainBundle` and `redirect(bundle:)`, platform-neutral: which table of which
/// language answers a redirected `Bundle.localizedString(forKey:value:table:)`, along the fallback chain to the
/// development language and `Base`. (The class swap itself is Apple-only; `WholeAppTypeCheckTests` type-checks it.)
@Suite struct BundleRedirectionTests {
  let sample = TestPaths.fixtureBundle("Sample")
  let languages = TestPaths.fixtureBundle("Languages")

  @Test func theInAppLanguagesTableAnswers() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "fr")
    #expect(localizer.bundleLookup(forKey: "greeting", value: nil, table: nil, in: sample) == .text("Bonjour"))
    #expect(localizer.bundleLookup(forKey: "greeting", value: "", table: "", in: sample) == .text("Bonjour"))
    localizer.setLanguage("ru")
    #expect(
      localizer.bundleLookup(forKey: "greeting", value: nil, table: "Localizable", in: sample) == .text("Привет"))
  }

  @Test func theFallbackChainEndsAtTheDevelopmentLanguageThenBase() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "de-AT")
    #expect(localizer.bundleLookup(forKey: "name", value: nil, table: nil, in: languages) == .text("de-AT"))
    #expect(localizer.bundleLookup(forKey: "shared", value: nil, table: nil, in: languages) == .text("shared de"))
    #expect(localizer.bundleLookup(forKey: "base.only", value: nil, table: nil, in: languages) == .text("from Base"))
    localizer.setLanguage("fr")  // not shipped: the development language
    #expect(localizer.bundleLookup(forKey: "shared", value: nil, table: nil, in: languages) == .text("shared en"))
    let french = ReportCollector().makeLocalizer(system: ["en"], language: "fr")
    #expect(french.bundleLookup(forKey: "only.english", value: nil, table: nil, in: sample) != .text("only.english"))
  }

  @Test func aKeyNoTableHasGivesTheValueElseTheKeyAsFoundationDoes() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "fr")
    #expect(
      localizer.bundleLookup(forKey: "abc-12.text", value: "Storyboard text", table: "Main", in: sample)
        == .text("Storyboard text"))
    #expect(localizer.bundleLookup(forKey: "abc-12.text", value: "", table: "Main", in: sample) == .text("abc-12.text"))
    #expect(localizer.bundleLookup(forKey: "abc-12.text", value: nil, table: nil, in: sample) == .text("abc-12.text"))
  }

  @Test func anEntryWithVariantsIsAnsweredByItsLanguagesFolder() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "ru")
    #expect(
      localizer.bundleLookup(forKey: "files", value: nil, table: nil, in: sample)
        == .localization("ru", table: "Localizable"))
  }

  @Test func aScopeIsFollowed() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "fr")
    Localizer.withLanguage("de") {
      #expect(localizer.bundleLookup(forKey: "greeting", value: nil, table: nil, in: sample) == .text("Hallo"))
    }
  }

  @Test func redirectionIsRecordedPerBundle() {
    let localizer = ReportCollector().makeLocalizer()
    #expect(!localizer.redirectsMainBundle)
    localizer.redirect(bundle: sample)
    #expect(localizer.isRedirecting(sample))
    #expect(!localizer.isRedirecting(languages))
    localizer.stopRedirecting(bundle: sample)
    #expect(!localizer.isRedirecting(sample))
  }
}
