import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// `StringCatalogCompiler` writes each kind of catalog value as the `.strings` or `.stringsdict` entry that means
/// the same to CoreFoundation, and refuses what a `.stringsdict` cannot hold.
@Suite struct StringCatalogCompilerTests {
  static func catalog(_ strings: String, sourceLanguage: String = "en") -> Data {
    Data(#"{ "sourceLanguage" : "\#(sourceLanguage)", "version" : "1.0", "strings" : { \#(strings) } }"#.utf8)
  }

  static func unit(_ value: String) -> String {
    #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
  }

  static func compile(_ strings: String, sourceLanguage: String = "en") throws -> StringCatalogCompilation {
    let compilation = StringCatalogCompiler.compile(
      catalog(strings, sourceLanguage: sourceLanguage), path: "/p/Localizable.xcstrings")
    #expect(!compilation.diagnostics.containsErrors, "\(compilation.diagnostics)")
    return compilation
  }

  static func table(_ compilation: StringCatalogCompilation, _ language: String) throws -> CompiledLanguageTable {
    try #require(compilation.tables.first { $0.language == language })
  }

  /// What Foundation reads from a compiled file.
  static func propertyList(_ compilation: StringCatalogCompilation, _ path: String) throws -> [String: Any] {
    let file = try #require(compilation.files.first { $0.relativePath == path })
    if file.data.isEmpty { return [:] }
    return try #require(
      try PropertyListSerialization.propertyList(from: file.data, options: [], format: nil) as? [String: Any])
  }

  @Test func plainStringsGoToStringsFilesAndKeysWithoutSourceValueAreTheirOwnText() throws {
    let compilation = try Self.compile(
      #""Cancel" : { }, "greet" : { "localizations" : { "en" : \#(Self.unit("Hello, %@!")), "#
        + #""de" : \#(Self.unit("Hallo, %@!")) } }, "": { }"#)
    let english = try Self.propertyList(compilation, "en.lproj/Localizable.strings")
    #expect(english as? [String: String] == ["Cancel": "Cancel", "greet": "Hello, %@!"])
    let german = try Self.propertyList(compilation, "de.lproj/Localizable.strings")
    #expect(german as? [String: String] == ["greet": "Hallo, %@!"])
    #expect(!compilation.files.contains { $0.relativePath.hasSuffix(".stringsdict") })
  }

  @Test func shouldTranslateFalseGivesTheSourceValueToEveryLanguage() throws {
    let compilation = try Self.compile(
      #""brand" : { "shouldTranslate" : false, "localizations" : { "en" : \#(Self.unit("Acme")) } }, "#
        + #""x" : { "localizations" : { "fr" : \#(Self.unit("X fr")) } }"#)
    #expect(try Self.propertyList(compilation, "fr.lproj/Localizable.strings")["brand"] as? String == "Acme")
    #expect(try Self.propertyList(compilation, "en.lproj/Localizable.strings")["x"] as? String == "x")
  }

  @Test func wholeStringPluralBecomesOneVariableWithTheSpecifiersType() throws {
    let compilation = try Self.compile(
      #""files" : { "localizations" : { "en" : { "variations" : { "plural" : { "#
        + #""one" : \#(Self.unit("%lld file")), "other" : \#(Self.unit("%lld files")) } } } } }"#)
    let entry = try #require(
      try Self.propertyList(compilation, "en.lproj/Localizable.stringsdict")["files"] as? [String: Any])
    #expect(entry["NSStringLocalizedFormatKey"] as? String == "%#@arg@")
    let rule = try #require(entry["arg"] as? [String: String])
    #expect(
      rule == [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
        "one": "%lld file", "other": "%lld files",
      ])
  }

  @Test func pluralOnALaterArgumentNumbersTheVariantsArguments() throws {
    let compilation = try Self.compile(
      #""owned" : { "localizations" : { "en" : { "variations" : { "plural" : { "#
        + #""one" : \#(Self.unit("%@ has %d file")), "other" : \#(Self.unit("%@ has %d files")) } } } } }"#)
    let entry = try #require(
      try Self.propertyList(compilation, "en.lproj/Localizable.stringsdict")["owned"] as? [String: Any])
    #expect(entry["NSStringLocalizedFormatKey"] as? String == "%2$#@arg@")
    let rule = try #require(entry["arg"] as? [String: String])
    #expect(rule["NSStringFormatValueTypeKey"] == "d")
    #expect(rule["one"] == "%1$@ has %2$d file")
  }

  @Test func substitutionsKeepTheirNamesWithArgumentSpelledAndArgNumWrittenIntoTheReference() throws {
    let compilation = try Self.compile(
      #""ate" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "#
        + #""value" : "%@ ate %#@apples@" }, "substitutions" : { "apples" : { "argNum" : 2, "#
        + #""formatSpecifier" : "ld", "variations" : { "plural" : { "one" : \#(Self.unit("one apple")), "#
        + #""other" : \#(Self.unit("%arg apples")) } } } } } } }"#)
    let entry = try #require(
      try Self.propertyList(compilation, "en.lproj/Localizable.stringsdict")["ate"] as? [String: Any])
    #expect(entry["NSStringLocalizedFormatKey"] as? String == "%@ ate %2$#@apples@")
    let rule = try #require(entry["apples"] as? [String: String])
    #expect(rule["NSStringFormatValueTypeKey"] == "ld")
    #expect(rule["other"] == "%ld apples")
  }

  @Test func deviceVariationsGoToTheStringsdictWithTheirOtherTextInTheStringsFile() throws {
    let compilation = try Self.compile(
      #""open" : { "localizations" : { "en" : { "variations" : { "device" : { "#
        + #""mac" : \#(Self.unit("Click")), "other" : \#(Self.unit("Tap")) } } } } }"#)
    #expect(try Self.propertyList(compilation, "en.lproj/Localizable.strings")["open"] as? String == "Tap")
    let entry = try #require(
      try Self.propertyList(compilation, "en.lproj/Localizable.stringsdict")["open"] as? [String: Any])
    #expect(entry["NSStringDeviceSpecificRuleType"] as? [String: String] == ["mac": "Click", "other": "Tap"])
  }

  @Test func pluralInsidePluralIsALocatedErrorAndNothingIsCompiled() {
    let data = Self.catalog(
      #""k" : { "localizations" : { "en" : { "variations" : { "plural" : { "other" : { "variations" : { "#
        + #""device" : { "other" : \#(Self.unit("x")) } } } } } } } }"#)
    let compilation = StringCatalogCompiler.compile(data, path: "/p/Localizable.xcstrings")
    let error = compilation.diagnostics.first { $0.severity == .error }
    #expect(error?.message.contains("'k' in en cannot be compiled") == true)
    #expect(error?.location?.file == "/p/Localizable.xcstrings")
    #expect(error?.location?.line == 1)
    #expect(compilation.files.isEmpty)
  }

  @Test func invalidJSONIsALocatedErrorAndNothingIsCompiled() {
    let compilation = StringCatalogCompiler.compile(Data("{ \"strings\" : ".utf8), path: "/p/T.xcstrings")
    #expect(compilation.diagnostics.first?.rule == .syntaxError)
    #expect(compilation.diagnostics.first?.location != nil)
    #expect(compilation.files.isEmpty)
  }

  @Test func textThatCannotBeNumberedIsRefused() {
    #expect(FormatTextRewriter.numberingArguments(in: "%*d of %@") == nil)
    #expect(FormatTextRewriter.numberingArguments(in: "%d of %@ 100%%") == "%1$d of %2$@ 100%%")
  }
}
