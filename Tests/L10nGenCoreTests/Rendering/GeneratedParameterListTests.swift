import Foundation
import L10nGenCore
import Testing

/// The parameter lists of generated functions: labels taken from plural variables and substitutions.
@Suite struct GeneratedParameterListTests {
  static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>plural</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>Hello %@, %#@count@</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>lld</string>
          <key>one</key>
          <string>I have %lld plural</string>
          <key>other</key>
          <string>I have %lld plurals</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  static func generatedTable() throws -> String {
    var config = L10nGenConfig()
    config.bundle = "Bundle.main"
    let templates: TemplateSet = try #require(TemplateSet.builtin(named: "structured"))
    let result = GeneratorPipeline.run(
      files: [InputFile(path: "en.lproj/Legacy.stringsdict", data: Data(stringsDict.utf8))], config: config,
      templates: templates)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    return try #require(result.files.first { $0.name == "Legacy+L10nGen.swift" }).contents
  }

  /// `count count: Int` compiles with the warning "extraneous duplicate parameter name", an error with
  /// `-warnings-as-errors`: a label equal to the parameter name is written once.
  @Test func aLabelEqualToTheParameterNameIsWrittenOnce() throws {
    let contents = try Self.generatedTable()
    #expect(contents.contains("static func plural(_ p1: String, count: Int) -> String {"), "\(contents)")
    #expect(!contents.contains("count count"))
    #expect(contents.contains("_l10nGenFormatStringInt(\"plural\", p1, count)"), "\(contents)")
  }
}
