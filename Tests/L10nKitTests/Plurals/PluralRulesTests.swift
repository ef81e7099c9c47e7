import Foundation
import L10nGenTestSupport
import L10nKit
import Testing

@Suite struct PluralRulesTests {
  /// Checks every vector of a `plural-vectors.json` file and returns (agreeing, total, first disagreements).
  private func check(vectorsAt url: URL) throws -> (agree: Int, total: Int, locales: Int, failures: [String]) {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let locales = try #require(object?["locales"] as? [String: [[String]]])
    var agree = 0
    var total = 0
    var failures: [String] = []
    for (locale, vectors) in locales {
      let rules = PluralRules(locale: locale)
      for vector in vectors {
        total += 1
        let operands = try #require(PluralOperands(decimal: vector[0]), "\(vector[0]) is not a decimal number")
        let category = rules.category(for: operands)
        // An integer vector is also checked through the precomputed integer tables, as formatting reads them.
        let integerCategory = UInt(vector[0]).map { rules.category(forMagnitude: $0) } ?? category
        if category.rawValue == vector[1], integerCategory == category {
          agree += 1
        } else if failures.count < 20 {
          failures.append(
            "\(locale) \(vector[0]): expected \(vector[1]), got \(category.rawValue) (integer path: "
              + "\(integerCategory.rawValue))")
        }
      }
    }
    return (agree, total, locales.count, failures)
  }

  @Test(.enabled(if: PackagePaths.shared != nil, "needs ../shared/cldr"))
  func agreesWithEverySharedCLDRVector() throws {
    let shared = try #require(PackagePaths.shared)
    let result = try check(vectorsAt: shared.appendingPathComponent("cldr/plural-vectors.json"))
    print("PluralRulesTests: \(result.agree)/\(result.total) CLDR vectors agree over \(result.locales) locales")
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.agree == result.total)
    #expect(result.total == 46_512)
    #expect(result.locales == 342)
  }

  @Test func agreesWithTheBundledVectorSubset() throws {
    let result = try check(vectorsAt: TestPaths.fixtures.appendingPathComponent("CLDR/plural-vectors-subset.json"))
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.total > 2_000)
    #expect(result.agree == result.total)
  }

  /// The precomputed integer categories (below 1,000, and by remainder above where the rules allow) are what
  /// evaluating the rules gives, in every compiled locale: every integer below 3,000, a stride up to 2,000,000 and
  /// the largest values (`Int.max` and above, where the operands clamp).
  @Test func integerTablesAgreeWithRuleEvaluation() {
    var values = (0..<3_000).map { UInt($0) } + stride(from: 3_000, to: 2_000_000, by: 997).map { UInt($0) }
    values += [999_999, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000, 1_000_000_000_000]
    values += [UInt(Int.max) - 1, UInt(Int.max), UInt(Int.max) + 1, .max]
    for locale in PluralRules.availableLocales {
      let rules = PluralRules(locale: locale)
      let mismatches = values.filter { rules.category(forMagnitude: $0) != rules.evaluatedCategory(forMagnitude: $0) }
      #expect(mismatches.isEmpty, "\(locale): \(mismatches.prefix(5))")
    }
  }

  @Test func everyCompiledLocaleParses() {
    #expect(PluralRules.availableLocales.count == 342)
    for locale in PluralRules.availableLocales {
      #expect(PluralRules(locale: locale).locale == locale.lowercased())
    }
  }

  @Test(arguments: [
    ("ru", 1, PluralRuleCategory.one), ("ru", 3, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one),
    ("ru", 101, .one), ("pl", 22, .few), ("pl", 12, .many), ("ar", 0, .zero), ("ar", 2, .two), ("ar", 103, .few),
    ("ar", 111, .many), ("cy", 3, .few), ("cy", 6, .many), ("ga", 7, .many), ("ja", 1, .other), ("en", 0, .other),
  ])
  func integerCategories(locale: String, value: Int, expected: PluralRuleCategory) {
    #expect(PluralRules(locale: locale).category(for: value) == expected)
  }

  @Test func visibleFractionDigitsMatter() throws {
    let english = PluralRules(locale: "en")
    #expect(english.category(for: try #require(PluralOperands(decimal: "1"))) == .one)
    #expect(english.category(for: try #require(PluralOperands(decimal: "1.0"))) == .other)
    #expect(english.category(for: 1.0) == .one)
    #expect(PluralRules(locale: "ru").category(for: 1.5) == .other)
    #expect(PluralRules(locale: "fr").category(for: 1.5) == .one)
  }

  @Test func localeLookupFallsBackToLanguageThenRoot() {
    #expect(PluralRules(locale: "pt_PT").locale == "pt-pt")
    #expect(PluralRules(locale: "pt-BR").locale == "pt")
    #expect(PluralRules(locale: "zh-Hant-HK").locale == "zh")
    #expect(PluralRules(locale: "xx-unknown").locale == "root")
    #expect(PluralRules(locale: "xx-unknown").categories == [.other])
    #expect(PluralRules(locale: "ar").categories == [.zero, .one, .two, .few, .many, .other])
  }

  @Test func compactExponentAndLegacySyntax() throws {
    let french = PluralRules(locale: "fr")
    #expect(french.category(for: try #require(PluralOperands(decimal: "1c6"))) == .many)
    let legacy = try PluralRules(locale: "x", rules: [.one: "n is 1", .few: "n mod 10 in 2..4 and n not in 12..14"])
    #expect(legacy.category(for: 1) == .one)
    #expect(legacy.category(for: 22) == .few)
    #expect(legacy.category(for: 12) == .other)
    #expect(throws: (any Error).self) { try PluralRules(locale: "x", rules: [.one: "n = = 1"]) }
  }
}
