import Foundation
import Testing

@testable import L10nKit

/// The defaults that used to assume `Bundle.main` (`Accept-Language` negotiation without `in:`, the `lz*` keys'
/// bundle) in a SwiftPM executable, server or test runner, whose tables are in the target's resource bundle: they
/// find the module's bundle, explicit bundles still win, and a bundle with no localizations is reported once.
@Suite struct DefaultBundleTests {
  /// Eleven `Accept-Language` headers as browsers send them, and the localization each should get.
  static let headers: [(header: String, expected: String)] = [
    ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
    ("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", "de"),
    ("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru"),
    ("ja,en-US;q=0.9,en;q=0.8", "ja"),
    ("zh-CN,zh;q=0.9,en;q=0.8", "zh-Hans"),
    ("pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", "pt-BR"),
    ("en-US,en;q=0.9", "en"),
    ("en-GB,en;q=0.9,fr;q=0.8", "en"),
    ("es-ES,es;q=0.9", "en"),
    ("de-AT,de;q=0.9,en;q=0.8", "de"),
    ("it-IT,it;q=0.9,fr;q=0.8,en;q=0.7", "fr"),
  ]

  let warnings = WarningCollector()

  /// A localizer of a fresh process: its defaults choose from a registry of its own, whose main bundle is the
  /// executable's folder.
  func makeLocalizer(main: Bundle = PackageBundleLayout.main) -> Localizer {
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] }, systemLocale: nil,
      bundleRegistry: BundleRegistry(mainBundle: main))
    localizer.missingTranslationHandler = { _ in }
    let warnings = warnings
    localizer.setupWarningHandler = { warnings.append($0) }
    return localizer
  }

  @Test func bundleMainOfAnExecutableHasNoTablesSoItGivesEveryHeaderTheDevelopmentLanguage() {
    let localizer = makeLocalizer()
    let answers = Self.headers.map { localizer.language(forAcceptLanguage: $0.header, in: PackageBundleLayout.main) }
    #expect(Set(answers) == ["en"], "what the old default, Bundle.main, answered")
    #expect(zip(answers, Self.headers).filter { $0 == $1.expected }.count == 3)
    #expect(warnings.all == [BundleWithoutLocalizations(bundlePath: PackageBundleLayout.main.bundlePath, table: nil)])
  }

  @Test func beforeAnyLookupTheDefaultIsTheResourceBundleBesideTheExecutable() {
    let localizer = makeLocalizer()
    #expect(localizer.defaultBundles.map(\.bundlePath) == [PackageBundleLayout.module.bundlePath])
    for (header, expected) in Self.headers {
      #expect(localizer.language(forAcceptLanguage: header) == expected, "\(header)")
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func theFirstLookupThroughAGeneratedKeyRegistersItsModuleBundle() {
    let localizer = makeLocalizer(main: emptyMain())
    #expect(localizer.language(forAcceptLanguage: "fr-CH, fr;q=0.9") == "en", "nothing registered, nothing found")
    let text = Localizer.withLocalizer(localizer) { FrameworkTableKey.submit }
    #expect(text == "Sign In")
    #expect(localizer.defaultBundles.map(\.bundlePath) == [PackageBundleLayout.framework.bundlePath])
    for (header, expected) in Self.headers {
      #expect(localizer.language(forAcceptLanguage: header) == expected, "\(header)")
    }
  }

  @Test func registerBundleMakesABundleADefaultBeforeItsFirstLookup() {
    let localizer = makeLocalizer(main: emptyMain())
    localizer.registerBundle(PackageBundleLayout.framework)
    #expect(localizer.language(forAcceptLanguage: "ja,en-US;q=0.9") == "ja")
    #expect(warnings.all.isEmpty)
  }

  @Test func anExplicitBundleStillWins() {
    let localizer = makeLocalizer(main: emptyMain())
    localizer.registerBundle(PackageBundleLayout.framework)
    let sample = TestPaths.fixtureBundle("Sample")
    #expect(localizer.language(forAcceptLanguage: "pt-BR, ru;q=0.5") == "pt-BR")
    #expect(localizer.language(forAcceptLanguage: "pt-BR, ru;q=0.5", in: sample) == "ru", "Sample has no pt")
  }

  @Test func concurrentRequestScopesEachGetTheirHeadersLanguage() async {
    let localizer = makeLocalizer()
    let requests = Self.headers.map(\.header)
    let replies = await Localizer.withLocalizer(localizer) {
      await withTaskGroup(of: (Int, String, String).self) { group in
        for (index, header) in requests.enumerated() {
          group.addTask {
            await Localizer.withLanguage(forAcceptLanguage: header) {
              await Task.yield()
              return (index, Localizer.scopedLanguage ?? "?", PackageTableKey.submit)
            }
          }
        }
        var replies: [(Int, String, String)] = []
        for await reply in group { replies.append(reply) }
        return replies.sorted { $0.0 < $1.0 }
      }
    }
    #expect(replies.map(\.1) == Self.headers.map(\.expected))
    #expect(replies.map(\.2) == Self.headers.map { PackageBundleLayout.submit[$0.expected] })
  }

  @Test func aLookupInABundleWithoutLocalizationsIsReportedOncePerBundle() {
    let localizer = makeLocalizer()
    let main = PackageBundleLayout.main
    for _ in 0..<3 {
      let text = localizer.string(forKey: "login.submit", table: "Localizable", bundle: main, fallback: "")
      #expect(text == "login.submit")
      _ = localizer.language(forAcceptLanguage: "fr", in: main)
      localizer.setLanguage(localizer.language == "fr" ? "de" : "fr")
    }
    _ = localizer.string(forKey: "login.submit", table: "Localizable", bundle: PackageBundleLayout.module, fallback: "")
    #expect(warnings.all == [BundleWithoutLocalizations(bundlePath: main.bundlePath, table: "Localizable")])
    #expect(warnings.all[0].description.contains("has no localizations"))
  }

  /// A main bundle folder with nothing in it (an app or test runner whose resource bundles no search finds).
  func emptyMain() -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-empty-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return Bundle(path: folder.path)!
  }
}
