import Foundation
import Testing

@testable import L10nKit

/// A key type over the sample bundle whose lookups go through `Localizer.current`, as generated accessors do.
private struct CachedKey: LocalizationTableKey {
  static var table: String { "Localizable" }
  static var bundle: Bundle { TestPaths.fixtureBundle("Sample") }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }
}

/// A warm generated accessor answers from what was remembered for its key literal (the plain value, or the prepared
/// entry it renders); these tests check that such an answer is never one of another language, scope or localizer,
/// also with lookups on many threads at once.
@Suite struct RememberedLookupTests {
  /// What a lookup of `key` with `arguments` in `language` returns, through the explicit-language lookup (which
  /// remembers nothing by literal).
  private static func expected(
    _ key: String, _ arguments: [LocalizationArgument] = [], in language: String, by localizer: Localizer
  ) -> String {
    localizer.string(
      forKey: key, table: "Localizable", bundle: CachedKey.bundle, fallback: "", arguments: arguments,
      language: language)
  }

  @Test func warmAccessorsFollowEverySwitch() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    Localizer.withLocalizer(localizer) {
      for round in 0..<6 {
        let language = ["en", "fr", "ru"][round % 3]
        localizer.setLanguage(language)
        for count in [1, 2, 5, 21, 1_001, 1_000_000] {
          // Repeated: the first lookup fills the thread's cache, the next ones read it.
          for _ in 0..<3 {
            #expect(CachedKey.string("greeting") == Self.expected("greeting", in: language, by: localizer))
            #expect(
              CachedKey.format("welcome", "Ana")
                == Self.expected("welcome", [.string("Ana")], in: language, by: localizer))
            #expect(
              CachedKey.format("files", count) == Self.expected("files", [.int(count)], in: language, by: localizer),
              "\(language) \(count)")
          }
        }
      }
    }
  }

  @Test func aSettingThatChangesLookupsIsSeenAtOnce() {
    let localizer = ReportCollector().makeLocalizer(system: ["fr"])
    Localizer.withLocalizer(localizer) {
      for _ in 0..<3 { #expect(CachedKey.format("welcome", "Ana") == "Bonjour, Ana!") }
      localizer.pseudoLocalization = .rightToLeft
      #expect(CachedKey.format("welcome", "Ana") != "Bonjour, Ana!")
      localizer.pseudoLocalization = .off
      #expect(CachedKey.format("welcome", "Ana") == "Bonjour, Ana!")
    }
  }

  /// Scopes of different languages and localizers run at once on the same pool threads: each lookup must give its own
  /// scope's text.
  @Test func concurrentScopesGetTheirOwnStrings() async {
    let english = ReportCollector().makeLocalizer(system: ["en"])
    let russian = ReportCollector().makeLocalizer(system: ["ru"])
    let languages = ["en", "fr", "ru", "de"]
    let mismatches = await withTaskGroup(of: [String].self) { group in
      for task in 0..<32 {
        group.addTask {
          let localizer = task % 2 == 0 ? english : russian
          let language = languages[task % languages.count]
          return await Localizer.withLocalizer(localizer) {
            var mismatches: [String] = []
            for count in 0..<300 {
              let scoped = Localizer.withLanguage(language) { CachedKey.format("files", count) }
              let unscoped = CachedKey.format("welcome", "Ana")
              let plain = CachedKey.string("greeting")
              if scoped != Self.expected("files", [.int(count)], in: language, by: localizer) {
                mismatches.append("task \(task) \(language) \(count): \(scoped)")
              }
              let own = task % 2 == 0 ? "en" : "ru"
              if unscoped != Self.expected("welcome", [.string("Ana")], in: own, by: localizer)
                || plain != Self.expected("greeting", in: own, by: localizer)
              {
                mismatches.append("task \(task) unscoped: \(unscoped) \(plain)")
              }
              if count % 50 == 0 { await Task.yield() }
            }
            return mismatches
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// A switch made on another thread is seen by a thread that looked the literal up before, once the two synchronized
  /// (here, by awaiting the task that switched).
  @Test func aSwitchOnAnotherThreadIsSeenAfterward() async {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    for language in ["fr", "ru", "en", "fr"] {
      let before = Localizer.withLocalizer(localizer) { (0..<3).map { _ in CachedKey.format("welcome", "Ana") } }
      #expect(Set(before).count == 1)
      await Task.detached { localizer.setLanguage(language) }.value
      let after = Localizer.withLocalizer(localizer) { CachedKey.format("welcome", "Ana") }
      #expect(after == Self.expected("welcome", [.string("Ana")], in: language, by: localizer))
    }
  }

  /// A localizer made after another was released may get its address: what was remembered for the first must not
  /// answer for the second.
  @Test func aReleasedLocalizersEntriesDoNotAnswerForANewOne() {
    for round in 0..<20 {
      let language = round % 2 == 0 ? "en" : "fr"
      let localizer = ReportCollector().makeLocalizer(system: [language])
      Localizer.withLocalizer(localizer) {
        for _ in 0..<3 {
          #expect(CachedKey.string("greeting") == (language == "en" ? "Hello" : "Bonjour"))
          #expect(CachedKey.format("welcome", "Ana") == (language == "en" ? "Hello, Ana!" : "Bonjour, Ana!"))
        }
      }
    }
  }

  /// A chain built while the language changed is not cached (it may be of the previous language).
  @Test func aChainBuiltAcrossASwitchIsNotCached() {
    var cache = Localizer.ChainCache()
    let key = Localizer.ChainKey(bundle: ObjectIdentifier(CachedKey.bundle), table: "Localizable", language: nil)
    let chain = Localizer.Chain(
      bundle: CachedKey.bundle, requestedLanguage: "en", resolvedLanguage: "en", tables: [],
      locale: { Locale(identifier: "en") }, deviceKeys: ["other"], pseudoLocalization: .off,
      marksMissingTranslations: false)
    let generation = cache.generation
    cache.removeAll()
    cache.insert(chain, for: key, builtAt: generation)
    #expect(cache.chain(for: key) == nil)
    cache.insert(chain, for: key, builtAt: cache.generation)
    #expect(cache.chain(for: key) === chain)
  }
}
