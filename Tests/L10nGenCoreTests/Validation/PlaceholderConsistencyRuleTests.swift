import Foundation
import L10nGenCore
import Testing

/// Translation problems point at the string at fault (a plural variant, a format string), not at the entry.
@Suite struct PlaceholderConsistencyRuleTests {
  /// A stringsdict with one entry per line of `lines` for `files.count` (written so that line numbers are obvious).
  private static func stringsDict(format: String, one: String, other: String) -> String {
    [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,  // 1
      #"<plist version="1.0">"#,  // 2
      "<dict>",  // 3
      "  <key>files.count</key>",  // 4
      "  <dict>",  // 5
      "    <key>NSStringLocalizedFormatKey</key>",  // 6
      "    <string>\(format)</string>",  // 7
      "    <key>files</key>",  // 8
      "    <dict>",  // 9
      "      <key>NSStringFormatSpecTypeKey</key>",  // 10
      "      <string>NSStringPluralRuleType</string>",  // 11
      "      <key>NSStringFormatValueTypeKey</key>",  // 12
      "      <string>ld</string>",  // 13
      "      <key>one</key>",  // 14
      "      <string>\(one)</string>",  // 15
      "      <key>other</key>",  // 16
      "      <string>\(other)</string>",  // 17
      "    </dict>",  // 18
      "  </dict>",  // 19
      "</dict>",  // 20
      "</plist>",  // 21
    ].joined(separator: "\n")
  }

  private static let english = stringsDict(format: "%#@files@ in %@", one: "%ld file", other: "%ld files")

  private func findings(ja: String, development: String = english) -> [Diagnostic] {
    let files = [
      InputFile(path: "en.lproj/L.stringsdict", data: Data(development.utf8)),
      InputFile(path: "ja.lproj/L.stringsdict", data: Data(ja.utf8)),
    ]
    let (tables, diagnostics) = TableBuilder.buildTables(from: files, developmentLanguage: nil)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return ProjectValidator.generation.validate(AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
  }

  @Test func aStringsDictValueIsLocatedAtItsFormatString() throws {
    let result = StringsDictReader.parse(Data(Self.english.utf8), path: "en.lproj/L.stringsdict")
    let entry = try #require(result.entries.first)
    #expect(entry.location.line == 4)
    #expect(entry.value.location.line == 7)
    #expect(entry.value.location.column == 5)
  }

  @Test func aWrongTypeInAPluralVariantPointsAtTheVariant() throws {
    let ja = Self.stringsDict(format: "%#@files@ in %@", one: "%ld ファイル", other: "%@ 個のファイル")
    let diagnostics = findings(ja: ja)
    let conflict = try #require(diagnostics.first)
    #expect(diagnostics.count == 1, "\(diagnostics)")
    #expect(conflict.rule == .conflictingTypes)
    #expect(conflict.severity == .warning)
    #expect(conflict.language == "ja")
    #expect(conflict.location == SourceLocation(file: "ja.lproj/L.stringsdict", line: 17, column: 7))
  }

  @Test func aBrokenSpecifierInAVariantPointsAtTheVariant() throws {
    let ja = Self.stringsDict(format: "%#@files@ in %@", one: "%ld ファイル%k", other: "%ld ファイル")
    let diagnostics = findings(ja: ja)
    let problem = try #require(diagnostics.first { $0.rule == .invalidSpecifier })
    #expect(problem.location?.line == 15)
  }

  @Test func aMismatchInTheFormatStringPointsAtTheFormatString() throws {
    let ja = Self.stringsDict(format: "%#@files@ in %d", one: "%ld ファイル", other: "%ld ファイル")
    let diagnostics = findings(ja: ja)
    let mismatch = try #require(diagnostics.first)
    #expect(diagnostics.count == 1, "\(diagnostics)")
    #expect(mismatch.rule == .placeholderMismatch)
    #expect(mismatch.message.contains("argument 2 is Int in the translation but String"))
    #expect(mismatch.message.contains("(development value at en.lproj/L.stringsdict:7:5)"))
    #expect(mismatch.location == SourceLocation(file: "ja.lproj/L.stringsdict", line: 7, column: 5))
  }

  @Test func anExtraArgumentInAVariantPointsAtTheVariant() throws {
    let ja = Self.stringsDict(format: "%#@files@ in %@", one: "%ld ファイル", other: "%ld ファイル %3$@")
    let mismatch = try #require(findings(ja: ja).first { $0.rule == .placeholderMismatch })
    #expect(mismatch.message.contains("uses argument 3"))
    #expect(mismatch.location?.line == 17)
  }

  @Test func aMissingArgumentPointsAtTheFormatString() throws {
    let ja = Self.stringsDict(format: "%#@files@", one: "%ld ファイル", other: "%ld ファイル")
    let mismatch = try #require(findings(ja: ja).first)
    #expect(mismatch.message.contains("does not use argument 2"))
    #expect(mismatch.location?.line == 7)
  }

  @Test func aCatalogVariantMismatchPointsAtTheVariantValue() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "files" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ Dateien" } }
                  }
                }
              },
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let (tables, _) = TableBuilder.buildTables(
      from: [InputFile(path: "C.xcstrings", data: Data(catalog.utf8))], developmentLanguage: nil)
    let diagnostics = ProjectValidator.generation.validate(AnalyzedProject(analyzing: tables, config: L10nGenConfig()))
    let problem = try #require(diagnostics.first)
    #expect(problem.language == "de")
    #expect(problem.location?.line == 10)
  }
}
