import Foundation
import L10nKit
import Testing

@Suite struct LocalizerScopeTests {
  let bundle = TestPaths.fixtureBundle("Sample")

  /// The strings each language of the Sample bundle gives: the greeting and the plural forms for 1, 2 and 5.
  static let expected: [String: [String]] = [
    "en": ["Hello", "one: 1", "other: 2", "other: 5"],
    "fr": ["Bonjour", "one: 1", "other: 2", "other: 5"],
    "de": ["Hallo", "one: 1", "other: 2", "other: 5"],
    "ru": ["Привет", "one: 1", "few: 2", "many: 5"],
  ]

  static func rendered() -> [String] {
    [SampleTableKey.greeting, SampleTableKey.files(1), SampleTableKey.files(2), SampleTableKey.files(5)]
  }

  @Test func scopedLanguageWinsOverInAppAndSystemLanguages() {
    let localizer = ReportCollector().makeLocalizer(system: ["de"], language: "ru")
    Localizer.withLocalizer(localizer) {
      #expect(Self.rendered() == Self.expected["ru"])
      Localizer.withLanguage("fr") {
        #expect(Self.rendered() == Self.expected["fr"])
        #expect(localizer.preferredLanguages.prefix(3) == ["fr", "ru", "de"])
        #expect(localizer.effectiveLanguage(for: bundle) == "fr")
        #expect(Localizer.scopedLanguage == "fr")
        #expect(localizer.language == "ru")
      }
      #expect(Self.rendered() == Self.expected["ru"])
      #expect(Localizer.scopedLanguage == nil)
    }
  }

  @Test func innermostScopeWinsAndExplicitLanguageWinsOverScopes() {
    let localizer = ReportCollector().makeLocalizer()
    Localizer.withLocalizer(localizer) {
      Localizer.withLanguage("fr") {
        Localizer.withLanguage("ru") {
          #expect(Self.rendered() == Self.expected["ru"])
          let key = LocalizationKey("greeting", table: "Localizable", bundle: bundle, fallback: "")
          #expect(localizer.string(key, language: "de") == "Hallo")
        }
        #expect(Self.rendered() == Self.expected["fr"])
      }
    }
  }

  @Test func scopedLanguageFallsBackAlongItsOwnChain() throws {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["de"])
    let text = Localizer.withLanguage("fr-CA") {
      localizer.string(forKey: "only.english", table: "Localizable", bundle: bundle, fallback: "")
    }
    #expect(text == "Only in English")
    let report = try #require(collector.reports.first)
    #expect(report.requestedLanguage == "fr-CA")
    #expect(report.resolvedLanguage == "fr")
    #expect(report.reason == .fellBackToLanguage("en"))
  }

  @Test func withLocalizerScopesGeneratedAccessorsOnly() {
    let german = ReportCollector().makeLocalizer(language: "de")
    let russian = ReportCollector().makeLocalizer(language: "ru")
    #expect(Localizer.current === Localizer.shared)
    Localizer.withLocalizer(german) {
      #expect(Localizer.current === german)
      #expect(SampleTableKey.greeting == "Hallo")
      Localizer.withLocalizer(russian) { #expect(SampleTableKey.greeting == "Привет") }
      // A language scope inside a localizer scope keeps the localizer.
      Localizer.withLanguage("fr") { #expect(Localizer.current === german) }
    }
    #expect(Localizer.current === Localizer.shared)
  }

  @Test func childTasksInheritTheScopeAndDetachedTasksDoNot() async {
    let localizer = ReportCollector().makeLocalizer(language: "de")
    await Localizer.withLocalizer(localizer) {
      let inherited = await Localizer.withLanguage("ru") {
        await withTaskGroup(of: [String].self) { group in
          group.addTask { Self.rendered() }
          return await group.next() ?? []
        }
      }
      #expect(inherited == Self.expected["ru"])
      let detached = await Localizer.withLanguage("ru") {
        await Task.detached { Localizer.scopedLanguage }.value
      }
      #expect(detached == nil)
    }
  }

  @Test func manyConcurrentTasksEachRenderTheirOwnLanguage() async {
    let localizer = ReportCollector().makeLocalizer(system: ["en"], language: "de")
    let languages = Self.expected.keys.sorted()
    let mismatches = await Localizer.withLocalizer(localizer) {
      await withTaskGroup(of: Int.self) { group in
        for index in 0..<400 {
          let language = languages[index % languages.count]
          group.addTask {
            await Localizer.withLanguage(language) {
              var mismatches = 0
              for round in 0..<5 {
                if Self.rendered() != Self.expected[language] { mismatches += 1 }
                let count = index + round
                let plural = localizer.string(
                  forKey: "files", table: "Localizable", bundle: SampleTableKey.bundle, fallback: "",
                  arguments: [.int(count)])
                let explicit = localizer.string(
                  forKey: "files", table: "Localizable", bundle: SampleTableKey.bundle, fallback: "",
                  arguments: [.int(count)], language: language)
                if plural != explicit { mismatches += 1 }
                await Task.yield()
              }
              return mismatches
            }
          }
        }
        return await group.reduce(0, +)
      }
    }
    #expect(mismatches == 0)
    // Meanwhile the in-app language is untouched.
    #expect(localizer.language == "de")
  }

  @Test func inAppLanguageChangesWhileScopedTasksRun() async {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for index in 0..<200 { localizer.setLanguage(index.isMultiple(of: 2) ? "de" : "ru") }
      }
      for _ in 0..<8 {
        group.addTask {
          await Localizer.withLocalizer(localizer) {
            await Localizer.withLanguage("fr") {
              for _ in 0..<50 {
                #expect(Self.rendered() == Self.expected["fr"])
                await Task.yield()
              }
            }
          }
        }
      }
    }
  }
}
