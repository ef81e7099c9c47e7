import Foundation
import Testing

@testable import L10nGenCore

@Suite struct StringCatalogReaderTests {
  private func parse(_ json: String) -> StringCatalogParseResult {
    StringCatalogReader.parse(Data(json.utf8), path: "Localizable.xcstrings")
  }

  @Test func devicePluralFixtureMapsEveryFeature() throws {
    let url = TableBuilderTestSupport.fixture("StringCatalog/DevicePlural.xcstrings")
    let result = StringCatalogReader.parse(try Data(contentsOf: url), path: "DevicePlural.xcstrings")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let catalog = try #require(result.catalog)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.version == "1.1")
    #expect(catalog.languages == ["de", "en"])
    #expect(
      catalog.entries.map(\.key) == [
        "", "photos_on_device", "dog_eating_apples", "device_substitution", "old", "migrated",
      ])
    #expect(catalog.entries[0].values.isEmpty)
    #expect(catalog.entries[0].location == SourceLocation(file: "DevicePlural.xcstrings", line: 4, column: 5))

    let photos = try #require(catalog.entries[1].values["en"])
    #expect(catalog.entries[1].comment == "Photo count, worded per device")
    #expect(photos.state == "needs_review")
    guard case let .device(devices) = photos.root, case let .plural(macPlural) = devices[0].node,
      case let .plural(otherPlural) = devices[1].node
    else {
      Issue.record("device → plural expected, got \(photos.root)")
      return
    }
    #expect(devices.map(\.selector) == ["mac", "other"])
    #expect(macPlural.map(\.selector) == ["one", "other"])
    #expect(otherPlural.map(\.selector) == ["zero", "one", "other"])
    guard case let .text(_, textLocation) = macPlural[0].node else { return }
    #expect(textLocation.line == 16)

    let dog = catalog.entries[2]
    #expect(dog.extractionState == .manual)
    let english = try #require(dog.values["en"])
    #expect(english.root.representativeText == "%@ ate %#@appleCount@ today!")
    let substitution = try #require(english.substitutions.first)
    #expect(substitution.argumentNumber == 2)
    #expect(substitution.formatSpecifier == "ld")
    #expect(substitution.variants.representativeText == "%arg apples")
    #expect(dog.values["de"]?.substitutions.first?.argumentNumber == nil)
    #expect(dog.values["de"]?.state == "new")

    let device = catalog.entries[3]
    #expect(device.extractionState == .extractedWithValue)
    #expect(device.shouldTranslate == false)
    #expect(device.values["en"]?.substitutions.map(\.name) == ["files"])
    #expect(catalog.entries[4].extractionState == .stale)
    #expect(catalog.entries[5].extractionState == .migrated)
  }

  @Test func syntaxErrorsAreReportedWithLineAndColumn() throws {
    let result = parse("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}")
    #expect(result.catalog == nil)
    let error = try #require(result.diagnostics.first)
    #expect(error.location == SourceLocation(file: "Localizable.xcstrings", line: 3, column: 3))
    #expect(error.message.contains("expected ',' or '}'"))
  }

  @Test func wrongTypesAreDiagnosed() {
    let result = parse(
      """
      {
        "sourceLanguage" : "en", "version" : "1.0",
        "strings" : {
          "a" : { "comment" : 3, "shouldTranslate" : "no", "extractionState" : "weird",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : 5 } } } },
          "b" : [],
          "c" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : {
                  "stringUnit" : { "state" : "translated", "value" : "x" } }, "lots" : {} } } } } },
          "d" : { "localizations" : { "en" : {
                  "stringUnit" : { "value" : "%#@n@ %#@missing@" },
                  "substitutions" : { "n" : { "argNum" : "1", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "value" : "%arg" } } } } }, "unused" : {
                    "formatSpecifier" : "d", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "value" : "u" } } } } } } } } }
        }
      }
      """)
    let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
    let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
    #expect(errors.contains { $0.contains("\"comment\" of entry \"a\" must be a string; found a number") })
    #expect(errors.contains { $0.contains("\"shouldTranslate\" of entry \"a\" must be true or false") })
    #expect(errors.contains { $0.contains("\"value\" of a string unit") && $0.contains("found a number") })
    #expect(errors.contains { $0.contains("\"b\" (an entry) must be an object") })
    #expect(errors.contains { $0.contains("\"lots\"") && $0.contains("not a plural category") })
    #expect(errors.contains { $0.contains("has no \"other\" category") })
    #expect(errors.contains { $0.contains("\"argNum\"") })
    #expect(errors.contains { $0.contains("no \"formatSpecifier\"") })
    #expect(errors.contains { $0.contains("'%#@missing@'") })
    #expect(warnings.contains { $0.contains("unknown extractionState \"weird\"") })
    #expect(warnings.contains { $0.contains("\"unused\"") && $0.contains("never referenced") })
    #expect(result.catalog?.entries.map(\.key) == ["a", "c", "d"])
  }

  /// A message names the whole way to the problem, innermost first, spelled only when it is reported.
  @Test func messagesNameTheNestedPlace() {
    let result = parse(
      """
      {
        "sourceLanguage" : "en", "version" : "1.0",
        "strings" : {
          "k" : { "localizations" : { "de" : { "variations" : { "device" : { "iphone" : { "variations" : {
                  "plural" : { "few" : { "stringUnit" : { "state" : "translated", "value" : 5 } },
                               "other" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } } },
                  "en" : { "stringUnit" : { "value" : "%#@n@" },
                           "substitutions" : { "n" : { "formatSpecifier" : "d", "variations" : { "plural" : {
                             "other" : { "stringUnit" : { "value" : [] } } } } } } } } }
        }
      }
      """)
    let messages = result.diagnostics.map(\.message)
    #expect(
      messages.contains(
        "\"value\" of a string unit in plural \"few\" in device \"iphone\" in language \"de\" of entry \"k\" must be "
          + "a string; found a number"), "\(messages)")
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\"value\" of a string unit in plural \"other\" in substitution \"n\" in language \"en\" of entry \"k\" must be"
        )
      }, "\(messages)")
  }

  @Test func missingSourceLanguageOrStringsAndNonObjectRoot() {
    #expect(parse("[]").diagnostics.first?.message.contains("must be a JSON object") == true)
    let noLanguage = parse("{\"strings\":{}, \"version\":\"1.0\"}")
    #expect(noLanguage.catalog == nil)
    #expect(noLanguage.diagnostics.first?.message.contains("sourceLanguage") == true)
    let noStrings = parse("{\"sourceLanguage\":\"en\", \"version\":\"2.7\", \"future\": [1]}")
    #expect(noStrings.catalog?.version == "2.7")
    #expect(noStrings.diagnostics.map(\.message) == ["the catalog has no \"strings\" object; add \"strings\" : {}"])
  }

  @Test func keysWithNewlinesAndEmojiSurviveEscapes() throws {
    let result = parse(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"a\nb %@ \ud83d\ude00":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\u00e9\t"}}}}}}"#
    )
    #expect(result.diagnostics.isEmpty)
    let entry = try #require(result.catalog?.entries.first)
    #expect(entry.key == "a\nb %@ 😀")
    #expect(entry.values["en"]?.plainText == "é\t")
  }
}
