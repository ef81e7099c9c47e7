import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nKit

/// A key type over the bundle of ``RenderPlanTests``: its formatted lookups take the warm path that renders a
/// `RenderPlan` from the second call of a literal on.
private struct PlanKey: LocalizationTableKey {
  static var table: String { "Localizable" }
  static var bundle: Bundle { RenderPlanTests.bundle }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }
}

/// A warm formatted accessor renders a compiled `RenderPlan` with the rules and number format resolved once per
/// language; these tests check that it renders exactly what `FormatRenderer`'s walk of the entry renders, that
/// integers come out as `String(format:locale:)` writes them, and that plural categories of integers (read from a
/// table for small counts) are CLDR's.
@Suite struct RenderPlanTests {
  static let languages = NumberFormattingTests.languages

  static let integers: [Int] = NumberFormattingTests.integers + Array(-3...130) + [1_001, 1_011, 1_021, 2_000_000]

  /// `.stringsdict` plurals and `%@` values in every language of `languages`.
  static let bundle: Bundle = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-plans-\(UUID().uuidString)")
    let strings = """
      "welcome" = "Hello %@, you have %ld new (%d, %lld, %hd, %hhd) %%";
      "swapped" = "%2$@ — %1$ld";
      "mixed" = "%5ld|%-4d|%.2f|%x|%u|%@";
      """
    let plurals = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@ in %@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>zero</key><string>no files</string><key>one</key><string>%ld file</string>
      <key>two</key><string>%ld files (two)</string><key>few</key><string>%ld files (few)</string>
      <key>many</key><string>%ld files (many)</string><key>other</key><string>%ld files</string>
      </dict></dict>
      <key>nested</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
      <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d item and %#@b@</string><key>other</key><string>%d items and %#@b@</string></dict>
      <key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d box</string><key>other</key><string>%d boxes</string></dict>
      </dict></dict></plist>
      """
    for language in languages {
      let folder = root.appendingPathComponent("Plans.bundle/\(language).lproj")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data(strings.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
      try? Data(plurals.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
    }
    return Bundle(path: root.appendingPathComponent("Plans.bundle").path)!
  }()

  /// Through a literal key (`PlanKey.format`, warm from the second call: the plan) and through a string key (the
  /// full lookup, which walks the entry): the same text for every value.
  @Test(arguments: languages)
  func warmAccessorsRenderWhatTheFullLookupRenders(language: String) {
    let localizer = ReportCollector().makeLocalizer(system: ["en"])
    localizer.setLanguage(language)
    Localizer.withLocalizer(localizer) {
      func full(_ key: String, _ arguments: [LocalizationArgument]) -> String {
        localizer.string(forKey: key, table: "Localizable", bundle: Self.bundle, fallback: "", arguments: arguments)
      }
      for value in Self.integers {
        for _ in 0..<2 {
          #expect(PlanKey.format("files", value, "Docs") == full("files", [.int(value), .string("Docs")]))
          #expect(
            PlanKey.format("welcome", "Ana", value, value, value, value, value)
              == full("welcome", [.string("Ana")] + Array(repeating: .int(value), count: 5)))
          #expect(PlanKey.format("swapped", value, "x") == full("swapped", [.int(value), .string("x")]))
          #expect(PlanKey.format("nested", value, value % 3) == full("nested", [.int(value), .int(value % 3)]))
          #expect(
            PlanKey.format("mixed", value, value, Double(value) / 7, UInt(value.magnitude), UInt(value.magnitude), "s")
              == full(
                "mixed",
                [
                  .int(value), .int(value), .double(Double(value) / 7), .uint(value.magnitude), .uint(value.magnitude),
                  .string("s"),
                ]))
        }
      }
    }
  }

  /// The plan's integers are `String(format:locale:)`'s (Arabic-Indic, Devanagari, Bengali and Persian digits
  /// where Foundation uses them, grouping, negative signs), in a plural variant and on their own.
  @Test(arguments: languages)
  func integersMatchStringFormat(language: String) {
    let locale = Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
    let node = LocalizedNode.text("[%ld] [%d]")
    let plan = RenderPlan(node, deviceKeys: ["other"])
    #expect(plan != nil)
    guard let plan else { return }
    let numbers = NumberFormatSource(locale: locale)
    for value in Self.integers {
      let arguments: [LocalizationArgument] = [.int(value), .int(value)]
      let rendered = arguments.withUnsafeBufferPointer { arguments in
        var renderer = PlanRenderer(
          arguments: arguments, pluralRules: PluralRules(locale: language), numberFormat: numbers.numberFormat,
          numbers: numbers)
        return try? renderer.render(plan)
      }
      let expected = String(format: "[%ld] [%d]", locale: locale, value, Int32(truncatingIfNeeded: value))
      #expect(rendered == expected, "\(language) \(value)")
    }
  }

  /// Every node shape a plan compiles renders as the walk renders it, and fails where the walk fails.
  @Test func plansOfEveryShapeRenderAsTheWalk() throws {
    let plural = PluralVariable(
      variants: [.zero: "none", .one: "%ld thing", .few: "%ld things (few)", .other: "%ld things"], valueType: "ld")
    let nodes: [LocalizedNode] = [
      .text("plain %@"), .text("100%% of %2$@ (%1$ld)"),
      .format("%#@n@ left, %@", variables: ["n": plural]),
      .format("%2$#@n@ for %1$@", variables: ["n": plural]),
      .plural(argument: 1, variants: [.one: .text("one: %ld"), .other: .text("other: %ld %@")]),
      .device(["mac": .text("mac %ld"), "other": .text("other %ld")]),
      .width([(width: 10, node: .text("short %ld")), (width: 40, node: .text("a longer text %ld"))]),
    ]
    let argumentLists: [[LocalizationArgument]] = [
      [.int(0), .string("s")], [.int(1), .string("s")], [.int(3), .string("s")], [.int(21), .string("s")],
      [.double(1.5), .string("s")], [.uint(7), .string("s")], [.string("s"), .int(1)], [.int(2)], [],
    ]
    for language in ["en", "ru", "ar", "fr"] {
      let locale = Locale(identifier: language)
      for node in nodes {
        let plan = try #require(RenderPlan(node, deviceKeys: ["iphone", "other"]))
        for arguments in argumentLists {
          let numbers = NumberFormatSource(locale: locale)
          var walk = FormatRenderer(
            arguments: arguments, numbers: numbers, pluralRules: PluralRules(locale: language),
            deviceKeys: ["iphone", "other"], presentationWidth: nil)
          let (rendered, unused) = arguments.withUnsafeBufferPointer { arguments in
            var planned = PlanRenderer(
              arguments: arguments, pluralRules: PluralRules(locale: language), numberFormat: numbers.numberFormat,
              numbers: numbers)
            return (try? planned.render(plan), planned.unusedPositions)
          }
          let walked = try? walk.render(node)
          #expect(walked == rendered, "\(language) \(node) \(arguments)")
          #expect(walk.unusedPositions == unused, "\(language) \(node) \(arguments)")
        }
      }
    }
  }

  /// What only the walk renders gets no plan.
  @Test func entriesWithStarAmountsOrRefusalsHaveNoPlan() {
    #expect(RenderPlan(.text("%*d"), deviceKeys: ["other"]) == nil)
    #expect(RenderPlan(.text("%.*f"), deviceKeys: ["other"]) == nil)
    #expect(RenderPlan(.text("%#@missing@"), deviceKeys: ["other"]) == nil)
    #expect(RenderPlan(.text("%0$d"), deviceKeys: ["other"]) == nil)
    let selfReferring = PluralVariable(variants: [.other: "%#@n@ again"], valueType: "d")
    #expect(RenderPlan(.format("%#@n@", variables: ["n": selfReferring]), deviceKeys: ["other"]) == nil)
  }

  /// The categories of integers, read from a table for small counts, are those the rules select, in every
  /// compiled locale, and those of the shared CLDR vectors.
  @Test func integerCategoriesAreTheRulesCategories() throws {
    for locale in PluralRules.availableLocales {
      let rules = PluralRules(locale: locale)
      for value in Array(0...1_200) + [10_000, 1_000_000, 1_000_001, Int.max] {
        #expect(
          rules.category(forMagnitude: UInt(value)) == rules.category(for: PluralOperands(value)), "\(locale) \(value)")
      }
    }
  }

  @Test(.enabled(if: PackagePaths.shared != nil, "needs ../shared/cldr"))
  func integerCategoriesAgreeWithTheSharedCLDRVectors() throws {
    let url = try #require(PackagePaths.shared).appendingPathComponent("cldr/plural-vectors.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let locales = try #require(object?["locales"] as? [String: [[String]]])
    var checked = 0
    for (locale, vectors) in locales {
      let rules = PluralRules(locale: locale)
      for vector in vectors {
        guard let value = UInt(vector[0]) else { continue }
        checked += 1
        #expect(rules.category(forMagnitude: value).rawValue == vector[1], "\(locale) \(vector[0])")
      }
    }
    #expect(checked > 10_000)
  }
}
