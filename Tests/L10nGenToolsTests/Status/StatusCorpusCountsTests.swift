import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// The numbers of the status page on real apps: stale keys count as keys (not key × language), every language of a
/// table has the table's keys as its denominator, empty tables are left out, and an Interface Builder table of a
/// macOS and an iOS document of one name counts each platform's texts against its own document.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs the corpus in ../shared/corpus"))
struct StatusCorpusCountsTests {
  /// The status of a corpus app's tables, storyboards and xibs, read as `status <app>` reads them.
  static func status(of app: String) throws -> TranslationStatus {
    let folder = try #require(PackagePaths.corpus).appendingPathComponent(app)
    let urls = PackagePaths.files(
      in: folder, withExtensions: ["strings", "stringsdict", "xcstrings", "storyboard", "xib"]
    )
    .filter { !$0.path.contains(".xcloc/") }
    let files = try urls.map { InputFile(path: $0.path, data: try Data(contentsOf: $0)) }
    return TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status
  }

  /// Maccy's translations keep 16 keys its English tables no longer have (14 in `Localizable`, one each in
  /// `GeneralSettings` and `PreviewItemView`; counted apart with a script over the files), in 211 entries over its
  /// 42 languages. The page said "211 stale keys to remove".
  @Test func staleKeysCountOnceHoweverManyLanguagesHaveThem() throws {
    let status = try Self.status(of: "p0deje__Maccy")
    #expect(status.languages.count == 42)
    #expect(status.languages.reduce(0) { $0 + $1.counts.stale } == 211)
    #expect(status.staleKeys == 16)
    let staleKeys = Dictionary(uniqueKeysWithValues: status.tables.map { ($0.name, $0.staleKeys) })
    #expect(staleKeys["Localizable"] == 14)
    #expect(staleKeys["GeneralSettings"] == 1)
    #expect(staleKeys["PreviewItemView"] == 1)
    #expect(status.tables.reduce(0) { $0 + $1.staleKeys } == status.staleKeys)
    // A language's own count is the keys it still has: at most the table's stale keys.
    for table in status.tables {
      #expect(table.languages.allSatisfy { $0.counts.stale <= table.staleKeys }, "\(table.name)")
    }
  }

  /// Tables without a file in the development language (DuckDuckGo's `DaxOnboarding`, `HomeRow`, `Tab` and
  /// `TabSwitcher` have their storyboards elsewhere; LinearMouse's `InfoPlist` its texts in `Info.plist`) made the
  /// first language in sorted order their development language, so that language (`de`, `af`) had fewer keys to
  /// translate than the others (1292 against 1313, 484 against 485). In R.swift's examples, `en` also translates
  /// Base storyboards, so it had a row of its own (37 keys against 59). Now every language has every key.
  @Test(
    arguments: [
      ("duckduckgo__iOS", 1313, ["Base", "en"]), ("linearmouse__linearmouse", 485, ["Base", "en"]),
      ("mac-cain13__R.swift", nil, ["Base", "en"]),
    ] as [(String, Int?, [String])])
  func everyLanguageHasTheSameDenominator(app: String, keys: Int?, development: [String]) throws {
    let status = try Self.status(of: app)
    if let keys { #expect(status.keys == keys) }
    #expect(status.developmentLanguages == development)
    #expect(!status.languages.isEmpty)
    for language in status.languages {
      #expect(language.counts.total == status.keys, "\(app) \(language.language)")
      #expect(!development.contains(language.language))
    }
    for table in status.tables {
      #expect(table.languages.map(\.language) == status.languages.map(\.language), "\(app) \(table.name)")
      #expect(table.languages.allSatisfy { $0.counts.total == table.keys })
    }
  }

  /// NetNewsWire's `DefaultAccountNames.xcstrings` has no key, DuckDuckGo's `LaunchScreen.strings` files are empty:
  /// they showed as "0 / 0 · 100 %" rows with an empty bar.
  @Test func tablesWithNothingToTranslateAreLeftOut() throws {
    let netNewsWire = try Self.status(of: "Ranchero-Software__NetNewsWire")
    #expect(!netNewsWire.tables.contains { $0.name == "DefaultAccountNames" })
    #expect(netNewsWire.tables.count == 6)
    let duckDuckGo = try Self.status(of: "duckduckgo__iOS")
    #expect(!duckDuckGo.tables.contains { $0.name == "LaunchScreen" })
    for status in [netNewsWire, duckDuckGo] {
      #expect(status.tables.allSatisfy { $0.keys > 0 || $0.staleKeys > 0 })
      #expect(status.languages.allSatisfy { language in !language.tables.contains { $0.counts.total == 0 } })
    }
  }

  // MARK: - Interface Builder tables per platform

  /// A macOS and an iOS app of one product, each with a `Document` storyboard: LinearMouse's macOS
  /// `Main.storyboard` and DuckDuckGo's iOS `Settings.storyboard`, with their real German, Spanish and French tables
  /// (the layout of `IBPlatformPairingTests`).
  static func twoPlatformFiles(platforms: [String] = ["Mac", "iOS"]) throws -> [InputFile] {
    let corpus = try #require(PackagePaths.corpus)
    let sources = [
      "Mac": ("linearmouse__linearmouse/LinearMouse/UI", "Main"),
      "iOS": ("duckduckgo__iOS/DuckDuckGo", "Settings"),
    ]
    return try platforms.flatMap { platform -> [InputFile] in
      let (folder, name) = try #require(sources[platform])
      let pairs =
        [("App/\(platform)/Base.lproj/Document.storyboard", "\(folder)/Base.lproj/\(name).storyboard")]
        + ["de", "es", "fr"].map {
          ("App/\(platform)/\($0).lproj/Document.strings", "\(folder)/\($0).lproj/\(name).strings")
        }
      return try pairs.map { path, source in
        InputFile(path: path, data: try Data(contentsOf: corpus.appendingPathComponent(source)))
      }
    }
  }

  /// `status` paired every French, German and Spanish file with the macOS storyboard by name: the 36 texts of the
  /// iOS tables were "stale" in each language (108 entries) and the iOS storyboard's texts were not counted (131
  /// keys instead of 167). Each file is now paired with the document of its own folder tree, as `lint` pairs it.
  @Test func macAndIOSDocumentsOfOneNameEachCountTheirOwnTexts() throws {
    let mac = TranslationStatusBuilder.build(files: try Self.twoPlatformFiles(platforms: ["Mac"]), config: .init())
    let iOS = TranslationStatusBuilder.build(files: try Self.twoPlatformFiles(platforms: ["iOS"]), config: .init())
    let both = TranslationStatusBuilder.build(files: try Self.twoPlatformFiles(), config: .init())
    let document = try #require(both.status.tables.first { $0.name == "Document" })
    #expect(mac.status.keys == 131)
    #expect(iOS.status.keys == 36)
    #expect(document.keys == mac.status.keys + iOS.status.keys)
    #expect(document.staleKeys == 0)
    for language in ["de", "es", "fr"] {
      let counts = try #require(both.status.language(language)).counts
      let macCounts = try #require(mac.status.language(language)).counts
      let iOSCounts = try #require(iOS.status.language(language)).counts
      #expect(counts.stale == 0)
      #expect(counts.missing == macCounts.missing + iOSCounts.missing)
      #expect(
        counts.translated + counts.sameAsSource == macCounts.translated + iOSCounts.translated
          + macCounts.sameAsSource + iOSCounts.sameAsSource)
    }

    // An entry for an object the iOS storyboard no longer has is still stale, in French only.
    var files = try Self.twoPlatformFiles()
    let index = try #require(files.firstIndex { $0.path == "App/iOS/fr.lproj/Document.strings" })
    files[index].data.append(Data("\n\"zzz-zz-zzz.text\" = \"Obsolète\";\n".utf8))
    let stale = TranslationStatusBuilder.build(files: files, config: .init()).status
    #expect(stale.staleKeys == 1)
    #expect(stale.languages.map(\.counts.stale) == [0, 0, 1])
  }
}
