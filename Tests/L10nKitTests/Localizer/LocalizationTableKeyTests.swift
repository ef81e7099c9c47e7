import Foundation
import L10nKit
import Testing

/// A key type shaped like the one l10n-gen generates for a table, over the sample bundle and a French localizer.
private struct SampleKey: LocalizationTableKey {
  static let collector = ReportCollector()
  static let french = collector.makeLocalizer(system: ["fr"])

  static var table: String { "Localizable" }
  static var bundle: Bundle { TestPaths.fixtureBundle("Sample") }
  static var localizer: Localizer { french }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }
}

extension LocalizationKeyConvertible where Self == SampleKey {
  fileprivate static var greeting: Self { "greeting" }
  fileprivate static var welcome: Self { "welcome" }
}

@Suite struct LocalizationTableKeyTests {
  @Test func accessorsLookUpInTheLocalizersLanguage() {
    #expect(SampleKey.string("greeting") == "Bonjour")
    #expect(SampleKey.format("welcome", "Ana") == "Bonjour, Ana!")
    #expect(SampleKey.format("transfer", "Ana", 12.5, "Léo") == "fr: Ana sent 12,50 to Léo", "French decimal comma")
  }

  @Test func keySymbolsWorkWhereverAKeyIsTaken() {
    let localizer = SampleKey.french
    #expect(localizer.string(.greeting) == "Bonjour")
    #expect(localizer.string(.welcome, arguments: [.string("Ana")], language: "en") == "Hello, Ana!")
    let key = SampleKey.greeting.localizationKey
    #expect(key.key == "greeting" && key.table == "Localizable" && key.fallback.isEmpty)
  }

  /// Without a compiled-in fallback, a translation whose format does not fit falls back to the development
  /// language's value, and a key no table has shows itself.
  @Test func withoutCompiledFallbackTheDevelopmentLanguageAnswers() {
    #expect(SampleKey.format("bad.type", 4) == "Count: 4")
    #expect(SampleKey.string("no.such.key") == "no.such.key")
  }

  @Test func everyGeneratedParameterTypeIsPassedAsItsArgument() {
    #expect("x".localizationArgument == .string("x"))
    #expect((-3).localizationArgument == .int(-3))
    #expect(UInt(3).localizationArgument == .uint(3))
    #expect(1.5.localizationArgument == .double(1.5))
    #expect(CChar(65).localizationArgument == .int(65))
    #expect(UInt16(0x263A).localizationArgument == .character(0x263A))
  }
}
