import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenTools

/// `CatalogFormatter` writes catalogs as Xcode does: every catalog of the corpus that Xcode wrote is already in its
/// output form, and any other spelling of the same JSON (members shuffled, minified, `\/` and `\u` escapes) comes
/// back byte for byte.
@Suite struct CatalogFormatterTests {
  /// Every catalog of the corpus as an app ships it (the states of real merges left out, as in
  /// `StringCatalogEditorTests`).
  static let corpusCatalogs = StringCatalogEditorTests.corpusCatalogs

  /// The two corpus catalogs someone edited by hand or with another tool (keys appended at the end; an entry's
  /// `comment` after its `localizations`): Xcode would reorder them, so `format` does.
  static let handEditedCatalogs = StringCatalogEditorTests.handEditedCatalogs

  /// The corpus path of `url`, relative to the corpus folder.
  static func relativePath(_ url: URL) -> String {
    String(url.path.dropFirst((PackagePaths.corpus?.path.count ?? 0) + 1))
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyCatalogXcodeWroteIsAlreadyFormatted() throws {
    var formatted = 0
    var withFinalLineBreak = 0
    for url in Self.corpusCatalogs {
      let data = try Data(contentsOf: url)
      let result = CatalogFormatter.format(data, path: url.path)
      #expect(result.diagnostics.isEmpty, "\(url.path): \(result.diagnostics)")
      let relative = Self.relativePath(url)
      if Self.handEditedCatalogs.contains(relative) {
        // Only the order differs: the same JSON, which Xcode would write sorted.
        let formattedValue = try #require(result.formatted.map { XcodeJSONValue(try Self.parse($0)) })
        #expect(!result.isFormatted, "\(relative)")
        #expect(formattedValue.isSame(as: XcodeJSONValue(try Self.parse(data))), "\(relative)")
      } else {
        #expect(result.isFormatted, "\(relative)")
        formatted += result.isFormatted ? 1 : 0
      }
      if data.last == UInt8(ascii: "\n") { withFinalLineBreak += 1 }
    }
    // 342 of 344 byte for byte; the 5 with a final line break keep it (Xcode writes none).
    #expect(formatted == Self.corpusCatalogs.count - Self.handEditedCatalogs.count)
    #expect(formatted > 300)
    print(
      "format: \(formatted) of \(Self.corpusCatalogs.count) corpus catalogs byte-identical, \(withFinalLineBreak) with a final line break"
    )
  }

  /// Shuffled and minified, with `\/` and `\uXXXX` escapes, as translation platforms write: `format` gives the
  /// original bytes back, the `\/` being the one repair.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyOtherSpellingOfACorpusCatalogComesBackByteForByte() throws {
    var checked = 0
    for url in Self.corpusCatalogs where !Self.handEditedCatalogs.contains(Self.relativePath(url)) {
      let data = try Data(contentsOf: url)
      let root = try Self.parse(data)
      let finalLineBreak = data.last == UInt8(ascii: "\n") ? "\n" : ""
      let shuffled = Self.spelled(root, indentation: "  ", escapes: false) + finalLineBreak
      let minified = Self.spelled(root, indentation: nil, escapes: true) + finalLineBreak
      let shuffledResult = CatalogFormatter.format(Data(shuffled.utf8), path: url.path)
      #expect(shuffledResult.formatted == data, "\(url.path)")
      #expect(shuffledResult.repairCount == 0)
      let minifiedResult = CatalogFormatter.format(Data(minified.utf8), path: url.path)
      #expect(minifiedResult.formatted == data, "\(url.path)")
      if minified.contains("\\/") {
        #expect(minifiedResult.diagnostics.map(\.rule) == [.escapedSlash], "\(url.path)")
        #expect(minifiedResult.output(fixing: false) == nil)
        #expect(minifiedResult.output(fixing: true) == data)
      }
      checked += 1
    }
    #expect(checked > 300)
  }

  /// The escaped-slash warning is located as the readers locate: `\r\n` and a lone `\r` end a line too, and a
  /// byte-order mark comes before line 1, column 1.
  @Test func anEscapedSlashIsLocatedAsTheReadersLocate() throws {
    for (breakText, prefix) in [("\n", ""), ("\r\n", ""), ("\r", ""), ("\n", "\u{FEFF}")] {
      let lines = [
        "{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : { \"a\\/b\" : {} },", "  \"version\" : \"1.0\"", "}",
      ]
      let text = prefix + lines.joined(separator: breakText) + breakText
      let result = CatalogFormatter.format(Data(text.utf8), path: "S.xcstrings")
      let warning = try #require(result.diagnostics.first { $0.rule == .escapedSlash }, "\(breakText.debugDescription)")
      #expect(warning.location?.line == 3, "\(breakText.debugDescription)")
      #expect(warning.location?.column == 19, "\(breakText.debugDescription)")
    }
  }

  /// Finder's order at every depth: case-insensitive, numbers by value, lower case first between equal names.
  @Test func membersAreSortedAsXcodeSortsThem() throws {
    let text =
      #"{"version":"1.0","strings":{"Every 30 Minutes":{},"every 8 hours":{},"Every 8 Hours":{"#
      + #""localizations":{"zh-Hant":{"stringUnit":{"value":"a","state":"translated"}},"zh-HK":{"#
      + #""stringUnit":{"value":"b","state":"translated"}}},"comment":"c"}},"sourceLanguage":"en"}"#
    let result = CatalogFormatter.format(Data(text.utf8), path: "A.xcstrings")
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "every 8 hours" : {

          },
          "Every 8 Hours" : {
            "comment" : "c",
            "localizations" : {
              "zh-Hant" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "a"
                }
              },
              "zh-HK" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "b"
                }
              }
            }
          },
          "Every 30 Minutes" : {

          }
        },
        "version" : "1.0"
      }
      """
    #expect(result.diagnostics.isEmpty)
    #expect(result.formatted.map { String(decoding: $0, as: UTF8.self) } == expected)
  }

  @Test func aMissingStateIsALocatedWarningAndFixedOnlyOnRequest() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "value" : "Hallo"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let result = CatalogFormatter.format(Data(text.utf8), path: "L.xcstrings")
    let warning = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(warning.severity == .warning && warning.rule == .missingState && warning.language == "de")
    #expect("\(try #require(warning.location))" == "L.xcstrings:7:26")
    #expect(result.output(fixing: false) == nil)
    let fixed = String(decoding: try #require(result.output(fixing: true)), as: UTF8.self)
    #expect(fixed.contains(#""state" : "translated",\#n            "value" : "Hallo""#))
  }

  @Test func cStringSpecifiersAreRepairedWhereTheSourceHasAnObject() throws {
    let text = """
      {"sourceLanguage":"en","strings":{
      "greeting %@ %lld":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Hello %1$@, %2$lld new"}},
        "fr":{"stringUnit":{"state":"translated","value":"Bonjour %1$s, %2$lld nouveaux"}},
        "de":{"stringUnit":{"state":"translated","value":"Hallo %s"}}}},
      "Replace with %s":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Remplacer par %s"}}}}
      },"version":"1.0"}
      """
    let result = CatalogFormatter.format(Data(text.utf8), path: "L.xcstrings")
    #expect(result.diagnostics.map(\.rule) == [.cStringSpecifier, .cStringSpecifier])
    #expect(result.diagnostics.map { $0.location?.line } == [4, 5])
    let fixed = String(decoding: try #require(result.output(fixing: true)), as: UTF8.self)
    #expect(fixed.contains(#""Bonjour %1$@, %2$lld nouveaux""#))
    #expect(fixed.contains(#""Hallo %@""#))
    // The key's own text has '%s' (no object): left alone.
    #expect(fixed.contains(#""Remplacer par %s""#))
    #expect(CatalogRepairer.replacingCStringSpecifiers(in: "%d %s", source: "%d %@") == "%d %@")
    #expect(CatalogRepairer.replacingCStringSpecifiers(in: "%-8s", source: "%@") == nil)
    #expect(CatalogRepairer.replacingCStringSpecifiers(in: "%2$s %1$s", source: "%1$@ %2$d") == "%2$s %1$@")
  }

  /// A plural variant is compared with the source's same variant, else the source's `other`.
  @Test func cStringSpecifiersInVariantsAreComparedWithTheSourceVariant() throws {
    let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
    let text =
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"#
      + #""en":{"variations":{"plural":{"other":\#(unit("%2$@ has %1$lld files"))}}},"#
      + #""fr":{"variations":{"plural":{"one":\#(unit("%2$s a %1$lld fichier")),"#
      + #""other":\#(unit("%2$s a %1$lld fichiers"))}}}}}},"version":"1.0"}"#
    let result = CatalogFormatter.format(Data(text.utf8), path: "V.xcstrings")
    #expect(result.diagnostics.map(\.rule) == [.cStringSpecifier, .cStringSpecifier])
    #expect(result.diagnostics.allSatisfy { $0.message.contains("(plural.") })
    let fixed = String(decoding: try #require(result.output(fixing: true)), as: UTF8.self)
    #expect(fixed.contains(#""%2$@ a %1$lld fichier""#) && fixed.contains(#""%2$@ a %1$lld fichiers""#))
  }

  @Test func badInputIsALocatedErrorWithNothingToWrite() throws {
    let cases: [(text: String, rule: RuleID, where: String)] = [
      ("{\n  \"strings\" : {,}\n}", .syntaxError, "B.xcstrings:2:16"),
      ("[1, 2]", .syntaxError, "B.xcstrings:1:1"),
      ("{\"sourceLanguage\" : \"en\"}", .syntaxError, "B.xcstrings:1:1"),
      ("{\"strings\" : {\"a\" : {\"comment\" : \"x\"}, \"a\" : {}}}", .duplicateKey, "B.xcstrings:1:40"),
    ]
    for item in cases {
      let result = CatalogFormatter.format(Data(item.text.utf8), path: "B.xcstrings")
      #expect(result.formatted == nil, "\(item.text)")
      #expect(result.output(fixing: true) == nil)
      #expect(result.diagnostics.map(\.rule) == [item.rule], "\(item.text)")
      #expect(result.diagnostics.first?.severity == .error)
      #expect(result.diagnostics.first?.location.map { "\($0)" } == item.where, "\(item.text)")
    }
  }

  @Test func aMemberRepeatedWithTheSameValueIsWrittenOnce() throws {
    let text = #"{"sourceLanguage":"en","strings":{"OK":{},"OK":{}},"version":"1.0"}"#
    let result = CatalogFormatter.format(Data(text.utf8), path: "C.xcstrings")
    #expect(result.diagnostics.isEmpty)
    let formatted = String(decoding: try #require(result.formatted), as: UTF8.self)
    #expect(formatted.components(separatedBy: "\"OK\"").count == 2)
  }

  /// Xcode writes no byte-order mark: a file that has one is rewritten without it.
  @Test func aByteOrderMarkIsDropped() throws {
    let text = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#
    let result = CatalogFormatter.format(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), path: "D.xcstrings")
    let expected = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
    #expect(result.formatted == Data(expected.utf8))
    #expect(!result.isFormatted)
  }

  /// The located tree of `data`.
  static func parse(_ data: Data) throws -> JSONNode {
    try JSONValueReader.parse(data, path: "test").get()
  }

  /// `node` written another way: members in reverse order at every depth; pretty with `indentation`, or minified
  /// when `nil`; with `escapes`, `/` as `\/` and every non-ASCII character as `\uXXXX` (surrogate pairs beyond the
  /// BMP), as translation platforms write.
  static func spelled(_ node: JSONNode, indentation: String?, escapes: Bool, depth: Int = 0) -> String {
    let newline = indentation.map { "\n" + String(repeating: $0, count: depth + 1) } ?? ""
    let close = indentation.map { "\n" + String(repeating: $0, count: depth) } ?? ""
    let separator = indentation == nil ? ":" : ": "
    switch node.content {
    case .object(let members):
      let parts = members.reversed().map {
        newline + quoted($0.key, escapes: escapes) + separator
          + spelled($0.value, indentation: indentation, escapes: escapes, depth: depth + 1)
      }
      return "{" + parts.joined(separator: ",") + (parts.isEmpty ? "" : close) + "}"
    case .array(let elements):
      let parts = elements.map { newline + spelled($0, indentation: indentation, escapes: escapes, depth: depth + 1) }
      return "[" + parts.joined(separator: ",") + (parts.isEmpty ? "" : close) + "]"
    case .string(let text): return quoted(text, escapes: escapes)
    case .number(let text): return text
    case .boolean(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }

  /// `text` quoted, with the escapes of ``spelled(_:indentation:escapes:depth:)``.
  static func quoted(_ text: String, escapes: Bool) -> String {
    let plain = JSONString.quoted(text)
    guard escapes else { return plain }
    var result = ""
    for scalar in plain.unicodeScalars {
      if scalar == "/" {
        result += "\\/"
      } else if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        for unit in String(scalar).utf16 { result += "\\u" + String(format: "%04x", unit) }
      }
    }
    return result
  }
}
