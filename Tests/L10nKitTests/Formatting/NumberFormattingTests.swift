import Foundation
import L10nKit
import Testing

/// L10nKit formats common number specifiers without `String(format:locale:)` (too slow on Linux); these tests
/// check that the output is still exactly what `String(format:locale:arguments:)` gives.
@Suite struct NumberFormattingTests {
  static let languages = [
    "en", "de", "fr", "ru", "ar", "hi", "ja", "es", "pl", "sv", "pt-PT", "de-CH", "fa", "ar-EG", "bn",
  ]

  /// A bundle with an empty table per language, so a lookup of a missing key formats the fallback in that
  /// language's locale.
  static let bundle: Bundle = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-numbers-\(UUID().uuidString)")
    for language in languages {
      let folder = root.appendingPathComponent("Numbers.bundle/\(language).lproj")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data("\"present\" = \"yes\";".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    }
    return Bundle(path: root.appendingPathComponent("Numbers.bundle").path)!
  }()

  let localizer: Localizer = {
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }
    return localizer
  }()

  private func localized(_ format: String, _ argument: LocalizationArgument, language: String) -> String {
    localizer.string(
      forKey: "missing", table: "Localizable", bundle: Self.bundle, fallback: format, arguments: [argument],
      language: language)
  }

  private func reference(_ format: String, _ argument: any CVarArg, language: String) -> String {
    String(
      format: format, locale: Locale(identifier: language.replacingOccurrences(of: "-", with: "_")),
      arguments: [argument])
  }

  static let integers: [Int] = [
    0, 1, -1, 7, -7, 42, 999, -999, 1000, -1000, 9999, 10_000, 12_345, 100_000, 123_456, 1_234_567, -1_234_567,
    12_345_678, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296, 98_765_432_101, 70_000, 300, -129,
    1_000_000_000_000_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1,
  ]

  static let doubles: [Double] = [
    0, -0.0, 0.5, 1.5, 2.5, -2.5, 2.675, 0.125, 0.375, 1.005, 3.14159, -3.14159, 1234.5678, -9_876_543.21, 1e-7,
    -1e-7, 0.0001, 0.00015, 123_456_789.987_654_321, 1e15, 1e16, 9_007_199_254_740_991, 1.234_567_890_123_456_7e25,
    1e100, 0.1, 0.2, 0.3, 99.995, 9.999_999_9, -0.001, 0.05, 0.15, 0.25, 0.35, 1e-300, .leastNonzeroMagnitude, 42,
    1_000_000,
    Double.greatestFiniteMagnitude, 0.999_999_5, 999_999.999_999_5,
  ]

  @Test(arguments: languages)
  func signedIntegersMatchStringFormat(language: String) {
    for value in Self.integers {
      let truncated32 = Int32(truncatingIfNeeded: value)
      #expect(localized("%d", .int(value), language: language) == reference("%d", truncated32, language: language))
      #expect(localized("%i", .int(value), language: language) == reference("%i", truncated32, language: language))
      #expect(localized("%ld", .int(value), language: language) == reference("%ld", value, language: language))
      #expect(localized("%lld", .int(value), language: language) == reference("%lld", value, language: language))
      #expect(localized("%qd", .int(value), language: language) == reference("%qd", value, language: language))
      #expect(localized("%zd", .int(value), language: language) == reference("%zd", value, language: language))
      #expect(
        localized("%hd", .int(value), language: language)
          == reference("%hd", Int16(truncatingIfNeeded: value), language: language))
      #expect(
        localized("%hhd", .int(value), language: language)
          == reference("%hhd", Int8(truncatingIfNeeded: value), language: language))
      #expect(
        localized("%1$ld items", .int(value), language: language)
          == reference("%1$ld items", value, language: language))
    }
  }

  @Test(arguments: languages)
  func unsignedIntegersMatchStringFormat(language: String) {
    for value in Self.integers where value >= 0 {
      if value <= Int(Int32.max) {
        let value32 = UInt32(value)
        #expect(localized("%u", .int(value), language: language) == reference("%u", value32, language: language))
      }
      let unsigned = UInt(value)
      #expect(localized("%lu", .uint(unsigned), language: language) == reference("%lu", unsigned, language: language))
      #expect(
        localized("%llu", .uint(unsigned), language: language) == reference("%llu", unsigned, language: language))
    }
  }

  @Test(arguments: languages)
  func doublesMatchStringFormat(language: String) {
    let formats = ["%f", "%lf", "%F", "%.0f", "%.1f", "%.2f", "%.3f", "%.6f", "%.10f", "%.20f", "%.2lf", "%1$.2f"]
    for value in Self.doubles {
      for format in formats {
        #expect(
          localized(format, .double(value), language: language) == reference(format, value, language: language),
          "\(format) \(value)")
      }
    }
    #expect(localized("%.2f", .int(-1234), language: language) == reference("%.2f", -1234.0, language: language))
  }

  @Test(arguments: ["en", "de", "ru", "ar", "hi", "es"])
  func randomDoublesMatchStringFormat(language: String) {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<400 {
      let magnitude = Double.random(in: -8...12, using: &generator)
      var value = pow(10, magnitude) * Double.random(in: 1..<10, using: &generator)
      if Bool.random(using: &generator) { value = -value }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        // Values with few decimals hit exact ties such as x.xx5.
        value = (value * 1000).rounded() / 1000
      }
      let precision = Int.random(in: 0...8, using: &generator)
      let format = "%.\(precision)f"
      #expect(
        localized(format, .double(value), language: language) == reference(format, value, language: language),
        "\(format) \(value)")
    }
  }

  @Test(arguments: ["en", "de", "fr", "ru", "ar", "hi", "ja"])
  func flagsWidthsAndOtherConversionsStillMatch(language: String) {
    let integerFormats = ["%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d", "%x", "%X", "%o", "%#x", "%10ld"]
    for value in [0, 5, -5, 1234, -98765, 1_234_567] {
      for format in integerFormats {
        let expected =
          format.contains("l")
          ? reference(format, value, language: language)
          : reference(format, Int32(truncatingIfNeeded: value), language: language)
        #expect(localized(format, .int(value), language: language) == expected, "\(format) \(value)")
      }
    }
    let doubleFormats = ["%e", "%.2e", "%g", "%.3g", "%10.2f", "%-10.2f|", "%+.1f", "%010.3f", "%a", "%E", "%G"]
    for value in [0, 1.5, -2.25, 1234.5678, 1e-5, 123_456_789.0] {
      for format in doubleFormats {
        #expect(
          localized(format, .double(value), language: language) == reference(format, value, language: language),
          "\(format) \(value)")
      }
    }
  }

  @Test func formatsWithSeveralNumbersMatchOneStringFormatCall() {
    for language in Self.languages {
      let format = "%1$ld of %2$ld files, %3$.1f%% done, %4$@"
      let text = localizer.string(
        forKey: "missing", table: "Localizable", bundle: Self.bundle, fallback: format,
        arguments: [.int(1234), .int(-56_789), .double(99.95), .string("ok")], language: language)
      let expected = String(
        format: format, locale: Locale(identifier: language.replacingOccurrences(of: "-", with: "_")),
        arguments: [1234, -56_789, 99.95, "ok"])
      #expect(text == expected, "\(language)")
    }
  }

  @Test func infinityAndNaNMatchStringFormat() {
    for value in [Double.infinity, -Double.infinity, Double.nan] {
      #expect(localized("%.2f", .double(value), language: "de") == reference("%.2f", value, language: "de"))
    }
  }
}

/// A deterministic random number generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
