import Foundation
import Testing

@testable import L10nGenCore

/// The source rules on a String Catalog that Xcode extracts into, and the hedges of `unused-key` that must not hide
/// true findings: a natural-text key the catalog lacks is a warning (Xcode adds it at its next build), an
/// identifier-like one an error; `print("...")` and a literal key of another table are no possible uses.
@Suite struct XcodeExtractedCatalogTests {
  static let catalog = InputFile(
    path: "App/Localizable.xcstrings",
    data: Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "" : { },
          " ⸱ " : { },
          "Max Capacity: %lld%%" : { },
          "accessibility.tabs.profile.picker.boosts.all" : { },
          "Sign In" : { }
        },
        "version" : "1.0"
      }
      """.utf8))

  /// What the pipeline's `lint` reports for `rule` over `tables` and the Swift `sources` (path, text).
  static func findings(_ rule: RuleID, tables: [InputFile], sources: [(String, String)]) -> [Diagnostic] {
    GeneratorPipeline.run(
      files: tables, config: L10nGenConfig(), templates: nil, validator: .lint,
      sources: sources.map { InputFile(path: $0.0, data: Data($0.1.utf8)) }
    ).diagnostics.filter { $0.rule == rule }
  }

  @Test func aNaturalTextKeyMissingFromACatalogIsAWarningAboutTranslations() throws {
    let found = Self.findings(
      .undefinedKey, tables: [Self.catalog],
      sources: [
        (
          "App/View.swift",
          """
          struct V: View {
            let level: Int
            var body: some View {
              Text("Sign In")
              Text("Max Capacity: \\(level)%")
              Text("Sign Out")
              Text("accessibility.tabs.profile.picker.boosts")
            }
          }
          """
        )
      ])
    #expect(found.count == 2, "\(found)")
    let text = try #require(found.first { $0.message.hasPrefix("'Sign Out'") })
    #expect(text.severity == .warning)
    #expect(text.message.contains("Xcode adds this text key at its next build"), "\(text.message)")
    #expect(text.message.contains("users see its text, untranslated"), "\(text.message)")
    #expect(!text.message.contains("users see the key itself"))
    let identifier = try #require(found.first { $0.message.hasPrefix("'accessibility.tabs.profile.picker.boosts'") })
    #expect(identifier.severity == .error)
    #expect(identifier.message.hasSuffix("users see the key itself"), "\(identifier.message)")
  }

  @Test func aNaturalTextKeyMissingFromAStringsTableStaysAnError() {
    let strings = InputFile(path: "App/en.lproj/Localizable.strings", data: Data("\"Sign In\" = \"Sign In\";\n".utf8))
    let found = Self.findings(
      .undefinedKey, tables: [strings], sources: [("App/View.swift", "let v = Text(\"Sign Out\")\n")])
    #expect(found.map(\.severity) == [.error], "\(found)")
    // Users see the text, not a raw key.
    #expect(found.first?.message.hasSuffix("users see its text, untranslated, in every language") == true)
  }

  @Test func aProjectWrapperKeyIsNotOneXcodeExtracts() {
    // Xcode extracts no key from a project's own function: a missing one stays an error.
    var config = L10nGenConfig()
    config.sourceFunctions = ["Localized"]
    let found = GeneratorPipeline.run(
      files: [Self.catalog], config: config, templates: nil, validator: .lint,
      sources: [InputFile(path: "App/View.swift", data: Data("let s = Localized(\"Sign Out\")\n".utf8))]
    ).diagnostics.filter { $0.rule == .undefinedKey }
    #expect(found.map(\.severity) == [.error], "\(found)")
  }

  @Test(arguments: [
    ("Sign Out", true), ("OK", true), ("Ok", true), ("Max Capacity: %lld%%", true), ("Done.", true),
    ("e-mail", true), ("accessibility.tabs.profile.picker.boosts", false), ("login_title", false),
    ("settings.title", false), ("Version %@ (build %@).", true),
  ])
  func naturalTextOrIdentifier(key: String, isText: Bool) {
    #expect(UndefinedKeyRule.isNaturalText(key) == isText)
  }

  @Test func didYouMeanNeverOffersAKeyWithoutALetter() {
    let found = Self.findings(
      .undefinedKey, tables: [Self.catalog],
      sources: [("App/View.swift", "Text(\"Ok\")\nText(\"OK\")\nText(\"Sign Im\")\n")])
    #expect(found.count == 3, "\(found)")
    #expect(
      found.allSatisfy { !$0.message.contains("did you mean '") || $0.message.contains("did you mean 'Sign In'") })
    #expect(found.filter { $0.message.contains("did you mean 'Sign In'") }.count == 1, "\(found)")
  }

  /// A small hand-made app with four truly unused keys: each is a warning, none a note.
  @Test func printedTextAndAKeyOfAnotherTableAreNoPossibleUses() throws {
    let localizable = InputFile(
      path: "App/en.lproj/Localizable.strings",
      data: Data("\"used\" = \"Used\";\n\"gone\" = \"Gone\";\n\"log.only\" = \"Logged\";\n".utf8))
    let other = InputFile(
      path: "App/en.lproj/Other.strings",
      data: Data("\"other.used\" = \"Used\";\n\"other.wrongtable\" = \"Wrong\";\n\"other.never\" = \"Never\";\n".utf8))
    let source = """
      import os
      let logger = Logger(subsystem: "app", category: "ui")
      func show(name: String) {
        print("log.only")
        logger.debug("other.never")
        let a = NSLocalizedString("used", comment: "")
        let b = NSLocalizedString("other.used", tableName: "Other", comment: "")
        let c = NSLocalizedString("other.wrongtable", comment: "")
        let d = NSLocalizedString(name, comment: "")
      }
      """
    let found = Self.findings(.unusedKey, tables: [localizable, other], sources: [("App/App.swift", source)])
    #expect(
      Set(found.map { $0.message.prefix { $0 != " " } }) == [
        "'gone'", "'log.only'", "'other.wrongtable'", "'other.never'",
      ],
      "\(found)")
    #expect(found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
  }
}
