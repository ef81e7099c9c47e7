import Foundation
import L10nKit
import Testing

/// `Localizer.language(forAcceptLanguage:)`: RFC 9110 §12.5.4 weights, exclusion, wildcard and list syntax, and the
/// project's language matcher, on the Sample bundle (`ar cy de en fr ga ja pl ru`, development language `en`) and
/// the Languages bundle (`Base de de-AT en pt-PT pt_BR sr sr-Latn zh-Hans zh-Hant`).
@Suite struct AcceptLanguageTests {
  let sample = TestPaths.fixtureBundle("Sample")
  let languages = TestPaths.fixtureBundle("Languages")
  let localizer = ReportCollector().makeLocalizer(system: ["de"])

  func answer(_ header: String) -> String { localizer.language(forAcceptLanguage: header, in: sample) }

  @Test func theIssueExampleChoosesFrenchThroughTheMatcher() {
    #expect(answer("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5") == "fr")
    #expect(answer("fr-CH") == "fr")
    #expect(localizer.language(forAcceptLanguage: "zh-TW, en;q=0.1", in: languages) == "zh-Hant")
    #expect(localizer.language(forAcceptLanguage: "zh-CN", in: languages) == "zh-Hans")
    #expect(localizer.language(forAcceptLanguage: "pt", in: languages) == "pt_BR")
    #expect(localizer.language(forAcceptLanguage: "de-CH", in: languages) == "de")
    #expect(localizer.language(forAcceptLanguage: "sr-Latn-RS", in: languages) == "sr-Latn")
  }

  @Test func tagsAndWeightsAreCaseInsensitive() {
    #expect(answer("FR-ch") == "fr")
    #expect(answer("de;Q=0.2, RU;q=0.3") == "ru")
    #expect(localizer.language(forAcceptLanguage: "PT-br", in: languages) == "pt_BR")
  }

  @Test func higherWeightWinsWhateverTheOrder() {
    #expect(answer("de;q=0.5, ru;q=0.9, fr;q=0.7") == "ru")
    #expect(answer("de;q=0.001, ja") == "ja")
    #expect(answer("pl;q=0.999, ja;q=1.000") == "ja")
    #expect(answer("de;q=0.5,ru;q=0.51") == "ru")
  }

  @Test func tiesKeepHeaderOrder() {
    #expect(answer("ru;q=0.5, de;q=0.5, fr;q=0.5") == "ru")
    #expect(answer("de, ru") == "de")
    #expect(answer("de;q=1, ru") == "de")
  }

  @Test func zeroWeightExcludesTheRangeAndWhatItPrefixes() {
    #expect(answer("fr-CH, fr;q=0, de;q=0.1") == "de")
    #expect(answer("fr;q=0, fr-CA") == "en")  // fr-CA would match fr, which is excluded; nothing else: development
    #expect(localizer.language(forAcceptLanguage: "de-AT;q=0, de-AT-x, de;q=0.5", in: languages) == "de")
    #expect(localizer.language(forAcceptLanguage: "de;q=0, de-AT", in: languages) == "en")
    #expect(answer("en;q=0, *") == "ar")  // any language but English; the first the bundle has
  }

  @Test func entriesWithInvalidWeightsAreIgnoredAndTheRestCount() {
    for weight in [
      "q=1.5", "q=2", "q=-1", "q=0.1234", "q=1.001", "q=.5", "q=", "q", "q =0.5", "q= 0.5", "x=1",
      "q=0.5;level=1", "q=0,5", "q=1e0", "q=0x1", "q=½",
    ] {
      #expect(answer("ru;\(weight), ja;q=0.1") == "ja", "\(weight)")
    }
    #expect(answer("ru;q=0., ja;q=0.001") == "ja")  // `0.` is a valid weight of 0
    for weight in ["q=1.", "q=1.0", "q=1.00", "q=1.000", "q=0.9", "q=0.99", "q=0.999", "Q=0.5"] {
      #expect(answer("ru;\(weight), ja;q=0.001") == "ru", "\(weight)")
    }
    #expect(answer("ru ; q=0.9 , ja;q=0.1") == "ru")  // optional whitespace around ';' and ','
    #expect(answer("\tru\t;\tq=0.9") == "ru")
  }

  @Test func entriesWithInvalidRangesAreIgnored() {
    for range in [
      "r u", "ru!", "1ru", "ru-", "-ru", "ru--RU", "abcdefghi", "ru-abcdefghi", "ру", "*-RU", "**", "ru.UTF-8",
    ] {
      #expect(answer("\(range), ja;q=0.1") == "ja", "\(range)")
    }
    #expect(answer("ru_RU, ja;q=0.1") == "ru")  // `_` read as `-`
    #expect(answer("ru-1996, ja;q=0.1") == "ru")  // alphanumeric subtags after the first
  }

  @Test func wildcardStandsForLanguagesTheHeaderDidNotName() {
    #expect(answer("xx, *;q=0.5") == "en")  // the development language first
    #expect(answer("en;q=0.1, *") == "ar")  // English named: the first other language
    #expect(answer("*") == "en")
    #expect(answer("en;q=0, *;q=0.5, ru;q=0.8") == "ru")
    #expect(answer("*;q=0") == "en")  // nothing acceptable: the development language
  }

  @Test func aRangeNamedTwiceCountsWithItsFirstWeight() {
    #expect(answer("ru;q=0.1, ja;q=0.5, ru;q=0.9") == "ja")
    #expect(answer("ru, ru;q=0") == "ru")
  }

  @Test func noMatchOrNoUsableHeaderGivesTheDevelopmentLanguage() {
    for header in ["", " ", ",", ",,, ,", "xx", "xx-YY;q=1", ";q=1", "q=1", "\u{0}", "日本語", "*;q=0", "ru;q=0"] {
      #expect(answer(header) == "en", "\(header.debugDescription)")
    }
    let plain = Bundle(path: FileManager.default.temporaryDirectory.path)!
    #expect(localizer.language(forAcceptLanguage: "fr", in: plain) == "en")  // a bundle with no localizations
  }

  @Test func theDevelopmentLanguageIsTheBundlesOwn() {
    let localizer = ReportCollector().makeLocalizer()
    localizer.setDevelopmentLanguage("de", for: sample)
    #expect(localizer.language(forAcceptLanguage: "xx", in: sample) == "de")
    #expect(localizer.language(forAcceptLanguage: "xx, *", in: sample) == "de")
  }

  @Test func aHeaderLongerThanTheLimitIsNotRead() {
    let long = String(repeating: "xx;q=0.5, ", count: 900) + "ru"  // 9,002 bytes
    #expect(answer(long) == "en")
    let fitting = String(repeating: "xx;q=0.5, ", count: 800) + "ru"  // 8,002 bytes
    #expect(answer(fitting) == "ru")
  }

  /// Headers of 8 KiB (the most that is read) in the shapes that cost most: distinct ranges the bundle lacks,
  /// ranges of a language it has after that language is excluded, and duplicates. Each is answered in a few
  /// milliseconds (a quadratic matcher loop would take seconds); the parser alone stays linear up to 1 MiB.
  @Test func longHeadersAreAnsweredInLinearTime() {
    let distinct = (0..<1500).map { "x" + Self.letters($0) }
    let shapes = [
      distinct.joined(separator: ","),
      "fr;q=0," + (0..<1000).map { "fr-x\($0)" }.joined(separator: ","),
      String(repeating: "ru;q=0.5,", count: 900),
      String(repeating: ",", count: 8000),
      String(repeating: "a", count: 8000),
    ]
    for header in shapes {
      let clock = ContinuousClock()
      let elapsed = clock.measure { _ = answer(String(header.utf8.prefix(8192))!) }
      #expect(elapsed < .milliseconds(500), "\(header.prefix(40))…: \(elapsed)")
    }
    let entry = "de-CH-x1;q=0.5, "
    let small = String(repeating: entry, count: 6_500)
    let large = String(repeating: entry, count: 65_000)
    let clock = ContinuousClock()
    let smallTime = clock.measure { #expect(AcceptLanguage.ranges(in: small).count == 1) }
    let largeTime = clock.measure { #expect(AcceptLanguage.ranges(in: large).count == 1) }
    #expect(largeTime < smallTime * 30, "10× the header took \(largeTime) against \(smallTime)")
  }

  /// `number` written in the letters a to z (0 → `a`, 26 → `ba`).
  static func letters(_ number: Int) -> String {
    var number = number
    var result = ""
    repeat {
      result.insert(Character(UnicodeScalar(UInt8(97 + number % 26))), at: result.startIndex)
      number /= 26
    } while number > 0
    return result
  }

  @Test func rangesAreSortedByWeightThenHeaderOrder() {
    let ranges = AcceptLanguage.ranges(in: "a;q=0.5, b, c;q=0.5, d;q=0, e;q=1.0, f;q=bad")
    #expect(ranges.map(\.range) == ["b", "e", "a", "c", "d"])
    #expect(ranges.map(\.quality) == [1000, 1000, 500, 500, 0])
  }

  @Test func withLanguageForAcceptLanguageScopesTheLookups() async {
    Localizer.withLocalizer(localizer) {
      Localizer.withLanguage(forAcceptLanguage: "ru-RU,ru;q=0.9,en;q=0.8", in: sample) {
        #expect(SampleTableKey.greeting == "Привет")
        #expect(Localizer.scopedLanguage == "ru")
      }
    }
    await Localizer.withLocalizer(localizer) {
      await Localizer.withLanguage(forAcceptLanguage: "xx, fr;q=0.2", in: sample) {
        await Task.yield()
        #expect(SampleTableKey.greeting == "Bonjour")
      }
    }
  }
}

/// Answers are remembered per bundle, table and header, and forgotten when what they depend on changes.
@Suite struct AcceptLanguageCacheTests {
  @Test func aRepeatedHeaderIsAnsweredFromTheCacheAndADevelopmentLanguageChangeIsSeen() {
    let sample = TestPaths.fixtureBundle("Sample")
    let localizer = ReportCollector().makeLocalizer()
    #expect(localizer.language(forAcceptLanguage: "xx", in: sample) == "en")
    let clock = ContinuousClock()
    let repeated = clock.measure {
      for _ in 0..<1000 { _ = localizer.language(forAcceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8", in: sample) }
    }
    #expect(repeated < .milliseconds(200), "1,000 lookups of one header took \(repeated)")
    localizer.setDevelopmentLanguage("de", for: sample)
    #expect(localizer.language(forAcceptLanguage: "xx", in: sample) == "de")
    for index in 0..<300 {
      _ = localizer.language(forAcceptLanguage: "x\(AcceptLanguageTests.letters(index))", in: sample)
    }
    #expect(localizer.language(forAcceptLanguage: "ru", in: sample) == "ru")
  }
}
