import Foundation
import Testing

@testable import L10nKit

/// A key type over the sample bundle whose lookups go through the localizer the test sets in `current`.
private struct LiteralKey: LocalizationTableKey {
  static var table: String { "Localizable" }
  static var bundle: Bundle { TestPaths.fixtureBundle("Sample") }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }
}

/// The same literals in a table the sample bundle does not have.
private struct OtherTableKey: LocalizationTableKey {
  static var table: String { "Other" }
  static var bundle: Bundle { TestPaths.fixtureBundle("Sample") }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }
}

/// Generated accessors look a key literal up by its address once warm (`StaticKey`); these tests check that what
/// is remembered never outlives what it depends on, and that entry checks are remembered per argument type.
@Suite struct LiteralKeyLookupTests {
  @Test func rememberedValuesFollowTheLanguageAndScopes() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    Localizer.withLocalizer(localizer) {
      #expect(LiteralKey.string("greeting") == "Hello")
      #expect(LiteralKey.string("greeting") == "Hello", "warm: the remembered value")
      localizer.setLanguage("fr")
      #expect(LiteralKey.string("greeting") == "Bonjour")
      Localizer.withLanguage("de") { #expect(LiteralKey.string("greeting") == "Hallo") }
      #expect(LiteralKey.string("greeting") == "Bonjour")
      localizer.pseudoLocalization = .rightToLeft
      #expect(LiteralKey.string("greeting") != "Bonjour", "a setting change forgets remembered values")
    }
  }

  @Test func aValueThatFellBackIsReportedOnEveryLookup() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["fr"])
    Localizer.withLocalizer(localizer) {
      #expect(LiteralKey.string("only.english") == "Only in English")
      #expect(LiteralKey.string("only.english") == "Only in English")
    }
    #expect(collector.reports.map(\.reason) == Array(repeating: .fellBackToLanguage("en"), count: 2))
  }

  @Test func formattedLiteralsFollowTheLanguageAndReportUnusedArgumentsEveryTime() {
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer(system: ["en"])
    Localizer.withLocalizer(localizer) {
      #expect(LiteralKey.format("welcome", "Ana") == "Hello, Ana!")
      #expect(LiteralKey.format("welcome", "Ana") == "Hello, Ana!", "warm: the remembered entry")
      localizer.setLanguage("fr")
      #expect(LiteralKey.format("welcome", "Léo") == "Bonjour, Léo!")
      Localizer.withLanguage("de") { #expect(LiteralKey.format("welcome", "Ana") == "Hallo, Ana!") }
      localizer.setLanguage("en")
      #expect(LiteralKey.format("drops.arg", "one", "two") == "Just two")
      #expect(LiteralKey.format("drops.arg", "one", "two") == "Just two")
    }
    #expect(collector.reports.map(\.reason) == Array(repeating: .unusedArguments([1]), count: 2))
  }

  @Test func tablesDoNotShareRememberedValues() {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    Localizer.withLocalizer(localizer) {
      #expect(LiteralKey.string("greeting") == "Hello")
      #expect(OtherTableKey.string("greeting") == "greeting", "no such table: the key shows")
      #expect(LiteralKey.string("greeting") == "Hello")
    }
  }

  @Test func theTableOfLiteralsFindsEveryValueAfterGrowing() {
    let literals: [StaticString] = [
      "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11", "k12", "k13", "k14", "k15", "k16",
      "k17", "k18", "k19", "k20", "k21", "k22", "k23", "k24", "k25", "k26", "k27", "k28", "k29", "k30", "k31",
    ]
    let table = StaticKeyTable<String>()
    for literal in literals { table.insert("value of \(literal)", for: StaticKey(literal)!) }
    table.insert("replaced", for: StaticKey(literals[3])!)
    for (index, literal) in literals.enumerated() {
      #expect(table[StaticKey(literal)!] == (index == 3 ? "replaced" : "value of \(literal)"))
    }
    #expect(table[StaticKey("not inserted")!] == nil)
  }

  /// `bad.type` is `%@` in French and `%d` in English: an `Int` falls back to English, a `String` fits French,
  /// whatever the order of the lookups (the entry check is remembered per argument types).
  @Test func entryChecksAreRememberedPerArgumentType() {
    let localizer = ReportCollector().makeLocalizer(system: ["fr"])
    Localizer.withLocalizer(localizer) {
      #expect(LiteralKey.format("bad.type", 4) == "Count: 4")
      #expect(LiteralKey.format("bad.type", "x") == "Nombre : x")
      #expect(LiteralKey.format("bad.type", 5) == "Count: 5")
      #expect(LiteralKey.format("bad.type", "y") == "Nombre : y")
    }
  }
}
