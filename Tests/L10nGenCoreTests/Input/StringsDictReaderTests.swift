import Foundation
import Testing

@testable import L10nGenCore

@Suite struct StringsDictReaderTests {
  private func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """.utf8)
  }

  private func variable(_ name: String, valueType: String = "ld", categories: [(String, String)]) -> String {
    var text = """
      <key>\(name)</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>

      """
    for (category, value) in categories { text += "<key>\(category)</key><string>\(value)</string>\n" }
    return text + "</dict>"
  }

  private func parse(_ body: String) -> StringsDictParseResult {
    StringsDictReader.parse(plist(body), path: "en.lproj/Localizable.stringsdict")
  }

  private func errors(_ result: StringsDictParseResult) -> [Diagnostic] {
    result.diagnostics.filter { $0.severity == .error }
  }

  @Test func formatEntryMapsToTextRootAndPluralSubstitution() throws {
    let result = parse(
      """
      <!-- Apples in the basket -->
      <key>apples</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>You have %#@apples@ in %@</string>
      \(variable("apples", categories: [("other", "%ld apples"), ("one", "%ld apple"), ("zero", "no apples")]))
      </dict>
      """)
    #expect(result.diagnostics.isEmpty)
    let entry = try #require(result.entries.first)
    #expect(entry.key == "apples")
    #expect(entry.comment == "Apples in the basket")
    #expect(entry.location.line == 6)
    #expect(entry.location.column == 1)
    guard case let .text(text, location) = entry.value.root else {
      Issue.record("root is not text")
      return
    }
    #expect(text == "You have %#@apples@ in %@")
    #expect(location.line == 8)
    #expect(location.column == 38)
    let substitution = try #require(entry.value.substitutions.first)
    #expect(substitution.name == "apples")
    #expect(substitution.formatSpecifier == "ld")
    #expect(substitution.argumentNumber == nil)
    guard case let .plural(variants) = substitution.variants else {
      Issue.record("not plural")
      return
    }
    #expect(variants.map(\.selector) == ["zero", "one", "other"])
    #expect(variants.map(\.node.representativeText) == ["no apples", "%ld apple", "%ld apples"])
  }

  @Test func positionalReferencesGiveArgumentNumbersIncludingDollarLessForm() throws {
    let result = parse(
      """
      <key>trackers</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
      \(variable("count", valueType: "d", categories: [("one", "%2$@ and 1 other"), ("other", "%2$@ and %1$d others")]))
      </dict>
      <key>passwords</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%1$#@passwords@</string>
      \(variable("passwords", valueType: "d", categories: [("other", "your %2$#@accounts@")]))
      \(variable("accounts", valueType: "d", categories: [("one", "account"), ("other", "accounts")]))
      </dict>
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.key) == ["trackers", "passwords"])
    // CF reads the 1 of `%1#@count@` as a field width, not a position: the variable takes the next slot (here 1).
    #expect(result.entries[0].value.substitutions.map(\.argumentNumber) == [nil])
    #expect(ParameterUnifier.parameters(for: result.entries[0].value).parameters.first?.position == 1)
    #expect(result.entries[1].value.substitutions.map(\.name) == ["passwords", "accounts"])
    #expect(result.entries[1].value.substitutions.map(\.argumentNumber) == [1, 2])
  }

  @Test func undefinedVariableIsAnErrorAtTheString() throws {
    let result = parse(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@missing@</string>
      \(variable("first", categories: [("other", "x")]))
      </dict>
      """)
    let error = try #require(errors(result).first)
    #expect(error.message.contains("'missing'"))
    #expect(error.message.contains("defined: first"))
    #expect(error.location?.line == 7)
    let warning = try #require(result.diagnostics.first { $0.severity == .warning })
    #expect(warning.message.contains("never referenced"))
    #expect(warning.location?.line == 8)
  }

  @Test func missingOtherIsAnErrorButZeroIsValid() {
    let result = parse(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \(variable("n", categories: [("zero", "none"), ("one", "one")]))
      </dict>
      """)
    #expect(errors(result).count == 1)
    #expect(errors(result).first?.message.contains("no 'other' category") == true)
  }

  @Test func unknownCategorySpecTypeAndValueTypeAreErrors() {
    let result = parse(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@ %#@m@ %#@o@</string>
      \(variable("n", categories: [("few2", "x"), ("other", "y")]))
      <key>m</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>@</string>
      <key>other</key><string>y</string>
      </dict>
      <key>o</key>
      <dict>
      <key>other</key><integer>3</integer>
      </dict>
      </dict>
      """)
    let messages = errors(result).map(\.message)
    #expect(messages.contains { $0.contains("'few2'") && $0.contains("not a plural category") })
    #expect(messages.contains { $0.contains("NSStringGenderRuleType") })
    #expect(messages.contains { $0.contains("'@'") && $0.contains("not a numeric") })
    #expect(messages.contains { $0.contains("has no NSStringFormatSpecTypeKey") })
    #expect(messages.contains { $0.contains("has no NSStringFormatValueTypeKey") })
    #expect(messages.contains { $0.contains("must be a <string>; found <integer>") })
  }

  /// Xcode's `Intents.stringsdict` (generated from an `.intentdefinition` for Siri intents) writes the value type with
  /// its `%`; Foundation reads `%ld` as `ld`, so the file is valid: no error, one note for the file.
  @Test func percentValueTypeAsXcodeWritesIntentsIsReadWithOneNote() throws {
    let data = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      	<key>2pFzjW-3bUq1Y</key>
      	<dict>
      		<key>NSStringLocalizedFormatKey</key>
      		<string>%#@value@</string>
      		<key>value</key>
      		<dict>
      			<key>NSStringFormatSpecTypeKey</key>
      			<string>NSStringPluralRuleType</string>
      			<key>NSStringFormatValueTypeKey</key>
      			<string>%ld</string>
      			<key>one</key>
      			<string>Start a %ld-minute timer</string>
      			<key>other</key>
      			<string>Start a %ld-minute timer</string>
      		</dict>
      	</dict>
      	<key>tQKrVe-Mp1Ll2</key>
      	<dict>
      		<key>NSStringLocalizedFormatKey</key>
      		<string>%#@count@</string>
      		<key>count</key>
      		<dict>
      			<key>NSStringFormatSpecTypeKey</key>
      			<string>NSStringPluralRuleType</string>
      			<key>NSStringFormatValueTypeKey</key>
      			<string>%ld</string>
      			<key>one</key>
      			<string>%ld item</string>
      			<key>other</key>
      			<string>%ld items</string>
      		</dict>
      	</dict>
      </dict>
      </plist>
      """.utf8)
    let result = StringsDictReader.parse(data, path: "Base.lproj/Intents.stringsdict")
    #expect(errors(result).isEmpty)
    #expect(result.diagnostics.filter { $0.severity == .warning }.isEmpty)
    #expect(result.entries.map(\.key) == ["2pFzjW-3bUq1Y", "tQKrVe-Mp1Ll2"])
    let substitution = try #require(result.entries.first?.value.substitutions.first)
    #expect(substitution.formatSpecifier == "ld")
    let notes = result.diagnostics.filter { $0.severity == .note }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.message.contains("'%ld' is read as 'ld' (and 1 more in this file)"))
    #expect(note.location?.line == 14)
    // A rule of its own: `lint.error: ["invalid-entry"]` does not turn Xcode's own file into an error.
    #expect(note.rule == .percentValueType)
    // Only one leading '%' is Xcode's; '%%d' and a positional '%1$d' are still errors.
    #expect(StringsDictReadingContext.percentPrefixedConversion("%%d") == nil)
    #expect(StringsDictReadingContext.percentPrefixedConversion("%1$d") == nil)
    #expect(StringsDictReadingContext.percentPrefixedConversion("%@") == nil)
    #expect(StringsDictReadingContext.percentPrefixedConversion("%lld") == "lld")
  }

  @Test func missingFormatKeyBothRulesAndNonDictEntryAreErrors() {
    let result = parse(
      """
      <key>nothing</key>
      <dict><key>n</key><dict/></dict>
      <key>both</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>x</string>
      <key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>a</string></dict>
      </dict>
      <key>plain</key><string>not a dict</string>
      """)
    let messages = errors(result).map(\.message)
    #expect(messages.count == 3)
    #expect(messages[0].contains("'nothing' has no NSStringLocalizedFormatKey"))
    #expect(messages[1].contains("has both NSStringLocalizedFormatKey and NSStringVariableWidthRuleType"))
    #expect(messages[2].contains("entry 'plain' must be a <dict>"))
    #expect(result.entries.isEmpty)
  }

  @Test func widthRuleBecomesWidthRootSortedByWidth() throws {
    let result = parse(
      """
      <key>Welcome</key>
      <dict>
      <key>NSStringVariableWidthRuleType</key>
      <dict>
      <key>200</key><string>Welcome</string>
      <key>20</key><string>Hi</string>
      </dict>
      </dict>
      """)
    #expect(result.diagnostics.isEmpty)
    let entry = try #require(result.entries.first)
    guard case let .width(variants) = entry.value.root else {
      Issue.record("not width")
      return
    }
    #expect(variants.map(\.selector) == ["20", "200"])
    #expect(entry.value.root.representativeText == "Welcome")
  }

  @Test func deviceRuleWithNestedFormatEntryMergesVariables() throws {
    let result = parse(
      """
      <key>photos</key>
      <dict>
      <key>NSStringDeviceSpecificRuleType</key>
      <dict>
      <key>mac</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>Click to see %#@photos@</string>
      \(variable("photos", valueType: "lld", categories: [("one", "%lld photo"), ("other", "%lld photos")]))
      </dict>
      <key>iphone</key><string>Tap</string>
      <key>toaster</key><string>Toast</string>
      </dict>
      </dict>
      """)
    #expect(errors(result).isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.contains("unknown device 'toaster'") == true)
    let entry = try #require(result.entries.first)
    guard case let .device(variants) = entry.value.root else {
      Issue.record("not device")
      return
    }
    #expect(variants.map(\.selector) == ["mac", "iphone", "toaster"])
    #expect(variants[0].node.representativeText == "Click to see %#@photos@")
    #expect(entry.value.substitutions.map(\.name) == ["photos"])
    #expect(entry.value.substitutions.first?.formatSpecifier == "lld")
  }

  @Test func notAPlistBinaryAndNonDictRootAreErrors() {
    let garbage = StringsDictReader.parse(Data("<plist><dict></plist>".utf8), path: "a.stringsdict")
    #expect(garbage.diagnostics.first?.message.contains("expected </dict> (opened at line 1, column 8)") == true)
    let binary = StringsDictReader.parse(Data("bplist00\u{0}\u{1}".utf8), path: "a.stringsdict")
    #expect(binary.diagnostics.map(\.rule) == [.compiledTable, .syntaxError])
    #expect(binary.diagnostics.last?.message.contains("the compiled table cannot be read: too short") == true)
    let array = StringsDictReader.parse(Data("<plist><array/></plist>".utf8), path: "a.stringsdict")
    #expect(array.diagnostics.first?.message.contains("must be a <dict>") == true)
    let empty = StringsDictReader.parse(Data(), path: "a.stringsdict")
    #expect(empty.diagnostics.first?.message.contains("empty") == true)
  }

  @Test func unsupportedDeclaredEncodingIsAnErrorNotACrash() {
    let data = Data("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<plist><dict/></plist>".utf8)
    let result = StringsDictReader.parse(data, path: "a.stringsdict")
    #expect(result.diagnostics.first?.message.contains("encoding 'UTF-7', which is not supported") == true)
    let unterminated = Data("<?xml version=\"1.0\" encoding=\"UTF-7\"8>\n<plist/>".utf8)
    #expect(StringsDictReader.parse(unterminated, path: "u").diagnostics.first?.message.contains("UTF-7") == true)
    let unquoted = Data("<?xml version=\"1.0\" encoding=UTF-7 ?><plist/>".utf8)
    #expect(StringsDictReader.parse(unquoted, path: "q").diagnostics.first?.message.contains("encoding ''") == true)
    let utf16 = Data(
      [0xFF, 0xFE]
        + Array("<?xml version='1.0' encoding='UTF-16'?><plist><dict/></plist>".utf16).flatMap {
          [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        })
    #expect(StringsDictReader.parse(utf16, path: "b.stringsdict").diagnostics.isEmpty)
    let loneSurrogate = Data([0xFE, 0xFF, 0xDA, 0x06, 0x00, 0x3C])
    #expect(
      StringsDictReader.parse(loneSurrogate, path: "c").diagnostics.first?.message.contains("not valid UTF-16") == true)
    let noBOM = Data([0x3C, 0x00, 0x70, 0x00])
    #expect(StringsDictReader.parse(noBOM, path: "d").diagnostics.first?.message.contains("byte order mark") == true)
  }

  @Test func processingInstructionsAreAnErrorNotACrash() {
    let data = Data("<?xml version=\"1.0\"?>\n<!-- <?ok?> -->\n<plist><?xl?><dict/></plist>".utf8)
    let error = StringsDictReader.parse(data, path: "a").diagnostics.first
    #expect(error?.message.contains("processing instructions") == true)
    #expect(error?.location == SourceLocation(file: "a", line: 3, column: 8))
    #expect(StringsDictReader.parse(Data("<?xl?>".utf8), path: "b").diagnostics.first?.location?.column == 1)
  }

  @Test func variableNamesWithDotsAndDashesAreRead() {
    let references = FormatStringParser.parse("%#@total.strings@ %2$#@a-b@ %% %#@bad name@ 100%#@x@").variables
    #expect(references.map(\.name) == ["total.strings", "a-b", "x"])
    #expect(references.map { $0.isPositional ? $0.position : nil } == [nil, 2, nil])
  }

  @Test func entitiesAndCDATAAreDecodedAndLocationsCountScalars() throws {
    let data = Data(
      "<plist><dict>\n<key>é &amp; ü</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string><![CDATA[a<b]]></string></dict></dict></dict></plist>"
        .utf8)
    let result = StringsDictReader.parse(data, path: "x.stringsdict")
    #expect(result.diagnostics.isEmpty)
    let entry = try #require(result.entries.first)
    #expect(entry.key == "é & ü")
    #expect(entry.location == SourceLocation(file: "x.stringsdict", line: 2, column: 1))
    #expect(entry.value.root.representativeText == "a<b")
    // A width rule's value is located at the rule's <dict>, not at the entry's (column 21).
    #expect(entry.value.location.column == 67)
  }

  @Test func syntheticDeviceAndWidthFixtureParses() throws {
    let url = TableBuilderTestSupport.fixture("StringsDict/DeviceWidth.stringsdict")
    let result = StringsDictReader.parse(try Data(contentsOf: url), path: "DeviceWidth.stringsdict")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.entries.map(\.key) == ["device.plain", "device.plural", "device.width", "width.only"])
    let roots = result.entries.map(\.value.root)
    guard case let .device(plural) = roots[1], case let .device(width) = roots[2] else {
      Issue.record("device roots expected")
      return
    }
    #expect(plural.map(\.selector) == ["ipad", "other"])
    #expect(result.entries[1].value.substitutions.map(\.name) == ["count"])
    guard case .width = width[0].node else {
      Issue.record("nested width expected")
      return
    }
  }
}
