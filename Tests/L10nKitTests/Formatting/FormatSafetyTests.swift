import Foundation
import L10nKit
import Testing

@Suite struct FormatSafetyTests {
  let bundle = TestPaths.fixtureBundle("Sample")

  private func render(_ key: String, _ arguments: [LocalizationArgument], fallback: String, language: String = "en")
    -> (String, [MissingTranslationReason])
  {
    let collector = ReportCollector()
    let text = collector.makeLocalizer().string(
      forKey: key, table: "Localizable", bundle: bundle, fallback: fallback, arguments: arguments, language: language)
    return (text, collector.reports.map(\.reason))
  }

  @Test func stringForIntegerSpecifierFallsBack() {
    let (text, reasons) = render("bad.type", [.string("x")], fallback: "Count: %@")
    #expect(text == "Count: x")
    guard case .formatMismatch(let message) = reasons.first else {
      Issue.record("expected a format mismatch, got \(reasons)")
      return
    }
    #expect(message.contains("%d"))
  }

  @Test func integerForObjectSpecifierFallsBack() {
    let (text, reasons) = render("bad.type", [.int(4)], fallback: "Count: %d", language: "fr")
    #expect(text == "Count: 4")
    // The French value does not fit the argument, so the development language's value is used: one report, a
    // format mismatch (not also "missing translation", since French has the key).
    #expect(reasons.count == 1)
    guard case .formatMismatch = reasons.first else {
      Issue.record("expected one format mismatch, got \(reasons)")
      return
    }
  }

  @Test func pointerSpecifiersPrintTheAddressLikeFoundation() {
    // The generator types `%p` as `UInt` (an address), so L10nKit prints that integer: no pointer reaches C.
    #expect(render("pointer", [.uint(0x1f)], fallback: "Pointer %@") == ("Ptr 0x1f", []))
    #expect(render("pointer", [.uint(0)], fallback: "Pointer %@") == ("Ptr 0x0", []))
    #expect(render("not.in.table", [.uint(0xab)], fallback: "[%1$8p] [%1$-8p]").0 == "[    0xab] [0xab    ]")
    let (text, reasons) = render("pointer", [.string("x")], fallback: "Pointer %@")
    #expect(text == "Pointer x")
    #expect(reasons.count == 1)
  }

  @Test func wideStringSpecifiersAreRefused() {
    // `%S` and `%ls` read UTF-16 / wchar_t pointers that generated Swift cannot pass: the generator reports them
    // (unsupportedConversion), and L10nKit falls back instead of rendering them.
    let (text, reasons) = render("widestring", [.string("a"), .string("b")], fallback: "Wide %@ %@")
    #expect(text == "Wide a b")
    guard case .formatMismatch(let message) = reasons.first else {
      Issue.record("expected a format mismatch, got \(reasons)")
      return
    }
    #expect(message.contains("%1$S"))
  }

  @Test func cStringSpecifiersTakeStrings() {
    let (text, reasons) = render("cstring", [.string("héllo"), .string("日本語")], fallback: "")
    // Width and precision of %s count UTF-8 bytes, as in C.
    #expect(text == "C [héllo] [    héllo] [héllo  ] [hé] [日本語]")
    #expect(reasons.isEmpty)
    let expected = "héllo".withCString { String(format: "%s|%10s", locale: Locale(identifier: "en"), $0, $0) }
    #expect(render("not.in.table", [.string("héllo")], fallback: "%1$s|%1$10s").0 == expected)
  }

  @Test func readsSpecifiersTheWayTheGeneratorTypesThem() {
    func fallback(_ format: String, _ arguments: [LocalizationArgument]) -> String {
      render("not.in.table", arguments, fallback: format).0
    }
    // Prose is text, not `% g`: the generated accessor passes no argument for it.
    #expect(fallback("%@ is 100% guaranteed", [.string("It")]) == "It is 100% guaranteed")
    // `%lc` is a 16-bit unichar, like `%C` (the generator takes a UInt16).
    #expect(fallback("%lc%C", [.character(0x20AC), .character(0x41)]) == "€A")
    // Positions stop at 127, as in Foundation; `%Lf` reads a long double no Swift argument can feed.
    let strings = (1...128).map { LocalizationArgument.string("\($0)") }
    #expect(fallback("%127$@", Array(strings.prefix(127))) == "127")
    #expect(fallback("%128$@", strings) == "%128$@")
    #expect(fallback("%Lf", [.double(1)]) == "%Lf")
  }

  @Test func cStringSpecifierWithANumberFallsBack() {
    let (text, reasons) = render("cstring", [.int(3), .string("x")], fallback: "%ld items")
    #expect(text == "3 items")
    guard case .formatMismatch(let message) = reasons.first else {
      Issue.record("expected a format mismatch, got \(reasons)")
      return
    }
    #expect(message.contains("%1$s"))
  }

  @Test func tooFewArgumentsFallBackAndFallbackFailureReturnsRawFormat() {
    let (text, reasons) = render("needs.three", [.string("a")], fallback: "%1$@ and %2$@")
    #expect(text == "%1$@ and %2$@")
    #expect(reasons.count == 1)
  }

  @Test func tooManyArgumentsUseTranslationAndReportUnused() {
    let (text, reasons) = render("drops.arg", [.string("a"), .string("b")], fallback: "%1$@ %2$@")
    #expect(text == "Just b")
    #expect(reasons == [.unusedArguments([1])])
  }

  @Test func widthStarFlagsAndCharacters() {
    #expect(render("star", [.int(5), .int(42)], fallback: "").0 == "[   42]")
    #expect(
      render("hex", [.int(255), .double(2.25), .character(0x41), .int(0x42)], fallback: "").0
        == "0xff   2.2 A B %")
  }

  @Test func integersAreTruncatedToTheSpecifierWidth() {
    let (text, reasons) = render(
      "big", [.int(Int(Int32.max) + 1), .int(Int.max), .int(70_000), .int(-1), .uint(UInt.max)], fallback: "")
    #expect(text == "-2,147,483,648|9,223,372,036,854,775,807|4,464|4,294,967,295|18446744073709551615")
    #expect(reasons.isEmpty)
  }

  @Test func numbersUseTheSelectedLanguagesLocale() {
    #expect(
      render("number", [.int(1_234_567), .double(3.14159)], fallback: "", language: "de").0
        == "1.234.567 und 3,14")
  }

  @Test func stringForPluralVariableFallsBack() {
    let (text, reasons) = render("files", [.string("three")], fallback: "%@ files")
    #expect(text == "three files")
    #expect(reasons.count == 1)
  }

  @Test func literalTextPercentSignsAndUnknownConversionsSurviveScanning() {
    let (text, _) = render(
      "not.in.table", [.int(1234), .string("x")], fallback: "Größe: %ld%% — 😀 %k é%\u{301} %@ 中文 end%")
    // An unknown conversion loses its `%` as in Foundation; a stray `%` is prose for the generator, so it stays.
    #expect(text == "Größe: 1,234% — 😀 k é%\u{301} x 中文 end%")
  }
}
