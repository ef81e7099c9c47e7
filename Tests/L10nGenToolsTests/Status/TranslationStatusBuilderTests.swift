import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// The numbers of `l10n-gen status` on a project whose every key's state is known (``StatusFixture``).
@Suite struct TranslationStatusBuilderTests {
  static func counts(
    total: Int, translated: Int, sameAsSource: Int = 0, needsReview: Int, missing: Int, stale: Int, wordsLeft: Int
  ) -> TranslationCounts {
    var counts = TranslationCounts()
    counts.total = total
    counts.translated = translated
    counts.sameAsSource = sameAsSource
    counts.needsReview = needsReview
    counts.missing = missing
    counts.stale = stale
    counts.wordsLeft = wordsLeft
    return counts
  }

  static let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: L10nGenConfig()).status

  @Test func countsEveryLanguageOverEveryTable() throws {
    let status = Self.status
    #expect(status.languages.map(\.language) == ["de", "fr"])
    #expect(status.developmentLanguages == ["en"])
    // Localizable: greeting, settings.title, logout, items, files (a plural key once); Catalog: Cancel, done, new,
    // review (not the stale `gone`, not the "Don't translate" `brand`).
    #expect(status.keys == 9)
    // Hello 1, Settings 1, Sign out of your account 5, items in the basket 4, file + files 2; Cancel 1, Done 1,
    // Fresh text 2, Needs a look 3.
    #expect(status.words == 20)
    // fr: greeting (placeholder-mismatch) and review (needs_review) need review; items, Cancel and new are missing;
    // old.key and gone are stale. Words left: Hello 1 + items… 4 + Cancel 1 + Fresh text 2 + Needs a look 3.
    #expect(
      try #require(status.language("fr")).counts
        == Self.counts(total: 9, translated: 4, needsReview: 2, missing: 3, stale: 2, wordsLeft: 11))
    // de: settings.title is the English text (untranslated-value): same as source, not needing review and not in the
    // words left; files, Cancel, new and review are missing.
    #expect(
      try #require(status.language("de")).counts
        == Self.counts(
          total: 9, translated: 4, sameAsSource: 1, needsReview: 0, missing: 4, stale: 0, wordsLeft: 2 + 1 + 2 + 3))
  }

  @Test func countsEachTable() throws {
    let tables = Dictionary(uniqueKeysWithValues: Self.status.tables.map { ($0.name, $0) })
    let localizable = try #require(tables["Localizable"])
    #expect(localizable.keys == 5)
    #expect(localizable.words == 13)
    #expect(localizable.languages.map(\.language) == ["de", "fr"])
    #expect(
      localizable.languages[1].counts
        == Self.counts(total: 5, translated: 3, needsReview: 1, missing: 1, stale: 1, wordsLeft: 5))
    let catalog = try #require(tables["Catalog"])
    #expect(
      catalog.languages[0].counts
        == Self.counts(total: 4, translated: 1, needsReview: 0, missing: 3, stale: 0, wordsLeft: 6))
    #expect(
      catalog.languages[1].counts
        == Self.counts(total: 4, translated: 1, needsReview: 1, missing: 2, stale: 1, wordsLeft: 6))
    // The language's per-table rows are the table's rows.
    let french = try #require(Self.status.language("fr"))
    #expect(french.tables.map(\.table) == ["Catalog", "Localizable"])
    #expect(french.tables[1].counts == localizable.languages[1].counts)
  }

  /// Every key missing somewhere, with the languages it is missing in, in table order: what the page shows open.
  @Test func listsEachMissingKeyWithItsLanguages() throws {
    let tables = Dictionary(uniqueKeysWithValues: Self.status.tables.map { ($0.name, $0) })
    let localizable = try #require(tables["Localizable"])
    #expect(localizable.missingKeys.map(\.key) == ["items", "files"])
    #expect(localizable.missingKeys.map(\.languages) == [["fr"], ["de"]])
    #expect(localizable.missingKeys.first?.source == "%d items in the basket")
    #expect(localizable.missingKeys.first?.location == "Resources/en.lproj/Localizable.strings:4:11")
    let catalog = try #require(tables["Catalog"])
    #expect(catalog.missingKeys.map(\.key) == ["Cancel", "new", "review"])
    #expect(catalog.missingKeys.map(\.languages) == [["de", "fr"], ["de", "fr"], ["de"]])
    // As many as the missing counts, language by language.
    for language in Self.status.languages {
      let listed = Self.status.tables.flatMap(\.missingKeys).filter { $0.languages.contains(language.language) }
      #expect(listed.count == language.counts.missing)
    }
  }

  /// `old.key` (French) and `gone` (a catalog key marked stale that French still has) are the stale keys.
  @Test func countsStaleKeysOnce() throws {
    #expect(Self.status.staleKeys == 2)
    #expect(Self.status.tables.map(\.staleKeys) == [1, 1])
    var files = StatusFixture.files
    // German keeps `old.key` too: still one key to remove, now in two languages.
    let german = try #require(files.firstIndex { $0.path == "Resources/de.lproj/Localizable.strings" })
    files[german].data.append(Data("\n\"old.key\" = \"Alt\";\n".utf8))
    let status = TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status
    #expect(status.staleKeys == 2)
    #expect(status.languages.map(\.counts.stale) == [1, 2])
  }

  /// A German file that stops at a syntax error after its first entry: the keys it was not read for are not counted
  /// missing (the file may hold them) but as needing review, with the reason `syntax-error`.
  @Test func keysAfterASyntaxErrorAreNotMissing() throws {
    var files = StatusFixture.files
    let german = try #require(files.firstIndex { $0.path == "Resources/de.lproj/Localizable.strings" })
    files[german].data = Data(
      """
      "greeting" = "Hallo, %@!";
      "settings.title" = "Einstellungen"
      "logout" = "Abmelden";
      "items" = "%d Artikel im Warenkorb";
      """.utf8)
    let result = TranslationStatusBuilder.build(files: files, config: L10nGenConfig())
    #expect(result.diagnostics.contains { $0.rule == .syntaxError })
    let localizable = try #require(result.status.tables.first { $0.name == "Localizable" })
    let counts = try #require(localizable.languages.first { $0.language == "de" }).counts
    // greeting is read; settings.title, logout and items come at or after the error; files has no German plural
    // table, but the rest of the `.strings` file could hold it, so it is not known missing either (as in `lint`).
    #expect(
      counts == Self.counts(total: 5, translated: 1, needsReview: 4, missing: 0, stale: 0, wordsLeft: 1 + 5 + 4 + 2))
    let samples = try #require(result.status.language("de")).needsReviewSamples
    #expect(
      Set(samples.filter { $0.reasons == ["syntax-error"] }.map(\.key))
        == ["settings.title", "logout", "items", "files"])
    #expect(!localizable.missingKeys.contains { $0.key == "logout" })
  }

  @Test func samplesSayWhyAKeyNeedsWork() throws {
    let french = try #require(Self.status.language("fr"))
    let review = Dictionary(uniqueKeysWithValues: french.needsReviewSamples.map { ($0.key, $0) })
    #expect(review["greeting"]?.reasons == ["placeholder-mismatch"])
    #expect(review["greeting"]?.source == "Hello, %@!")
    #expect(review["greeting"]?.translation == "Bonjour, %d !")
    #expect(review["greeting"]?.location == "Resources/fr.lproj/Localizable.strings:1:14")
    #expect(review["review"]?.reasons == ["needs_review"])
    #expect(Set(french.missingSamples.map(\.key)) == ["items", "Cancel", "new"])
    let german = try #require(Self.status.language("de"))
    // A translation equal to its source is not "needs review" (what translators mean by it is a catalog state).
    #expect(german.needsReviewSamples.isEmpty)
    #expect(german.sameAsSourceSamples.map(\.key) == ["settings.title"])
    #expect(german.sameAsSourceSamples.first?.reasons == ["untranslated-value"])
    // The plural's sample text is its `other` form, not `%#@files@`.
    #expect(german.missingSamples.first { $0.key == "files" }?.source == "%ld files")
  }

  @Test func listsTheTopProblemsByRule() throws {
    let problems = Self.status.problems
    let rules = problems.map(\.rule)
    #expect(rules.contains("placeholder-mismatch"))
    #expect(rules.contains("missing-translation"))
    // Most severe first, then most frequent.
    let severities = problems.map(\.severity)
    let rank = ["error": 2, "warning": 1, "note": 0]
    #expect(severities.map { rank[$0]! } == severities.map { rank[$0]! }.sorted(by: >))
    let mismatch = try #require(problems.first { $0.rule == "placeholder-mismatch" })
    #expect(mismatch.count == 1)
    #expect(mismatch.findings.first?.location == "Resources/fr.lproj/Localizable.strings:1:14")
    #expect(mismatch.findings.first?.language == "fr")
    #expect(!mismatch.summary.isEmpty)
  }

  @Test func disabledRulesFlagNothing() throws {
    var config = L10nGenConfig()
    config.lint.disabledRules = [.placeholderMismatch, .untranslatedValue]
    let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: config).status
    #expect(try #require(status.language("fr")).counts.needsReview == 1)
    #expect(try #require(status.language("de")).counts.needsReview == 0)
    #expect(!status.problems.map(\.rule).contains("placeholder-mismatch"))
  }

  @Test func lintLanguagesLimitTheLanguages() throws {
    var config = L10nGenConfig()
    config.lint.languages = ["fr"]
    let status = TranslationStatusBuilder.build(files: StatusFixture.files, config: config).status
    #expect(status.languages.map(\.language) == ["fr"])
  }

  /// A table that translates a Base storyboard: its keys are the texts ibtool exports (not those an `lz*` attribute
  /// sets), Base is its development language, and entries for objects the storyboard no longer has are stale.
  @Test func interfaceBuilderTablesCountTheStoryboardsTexts() throws {
    let files = IBProjectFixture.files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }
    let status = TranslationStatusBuilder.build(files: files, config: L10nGenConfig()).status
    let main = try #require(status.tables.first { $0.name == "Main" })
    #expect(main.developmentLanguage == "Base")
    // lb1.text ("100% sure") and bt1's title ("Go"); lb2's text is set by its lzText attribute.
    #expect(main.keys == 2)
    #expect(main.languages.map(\.language) == ["fr"])
    #expect(
      main.languages[0].counts
        == Self.counts(total: 2, translated: 1, needsReview: 0, missing: 1, stale: 2, wordsLeft: 1))
    #expect(status.developmentLanguages == ["Base", "en"])
    let french = try #require(status.language("fr"))
    #expect(french.missingSamples.contains { $0.table == "Main" && $0.source == "Go" })
    #expect(main.staleKeys == 2)
  }

  /// An `en.lproj/Main.strings` beside a Base storyboard, in a project written in English, is no translation: `en`
  /// had a row of its own, with only the storyboard's keys as its denominator.
  @Test func theDevelopmentLanguageIsNoTranslationOfAStoryboard() throws {
    var files = IBProjectFixture.files
    files["App/en.lproj/Main.strings"] = "\"lb1.text\" = \"100% sure\";\n"
    let status = TranslationStatusBuilder.build(
      files: files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }, config: L10nGenConfig()
    ).status
    #expect(status.languages.map(\.language) == ["fr"])
    #expect(try #require(status.language("fr")).counts.total == status.keys)
  }
}
