import Foundation
import L10nGenCore
import Testing

@Suite struct StringsFileReaderTests {
  private func parse(_ text: String) -> StringsFileParseResult {
    StringsFileReader.parse(Data(text.utf8), path: "Localizable.strings")
  }

  private func location(_ line: Int, _ column: Int) -> L10nGenCore.SourceLocation {
    L10nGenCore.SourceLocation(file: "Localizable.strings", line: line, column: column)
  }

  // MARK: Entries and locations

  @Test func readsEntriesInFileOrderWithLocations() {
    let result = parse("\"greeting\" = \"Hello\";\r\n  farewell = 'Bye';\n\"only\";")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.key) == ["greeting", "farewell", "only"])
    #expect(result.entries.map(\.value) == ["Hello", "Bye", "only"])
    #expect(result.entries[0].keyLocation == location(1, 1))
    #expect(result.entries[0].valueLocation == location(1, 14))
    #expect(result.entries[1].keyLocation == location(2, 3))
    #expect(result.entries[1].valueLocation == location(2, 14))
    #expect(result.entries[2].valueLocation == result.entries[2].keyLocation)
  }

  @Test func countsColumnsInUnicodeScalars() {
    let result = parse("\"\u{1F600}\u{E9}\" = \"x\"; \"b\" = \"y\";")
    #expect(result.entries[0].valueLocation == location(1, 8))
    #expect(result.entries[1].keyLocation == location(1, 13))
  }

  @Test func countsCRAndCRLFAsOneLineBreakEachButNotLineSeparator() {
    let result = parse("\"a\" = \"1\";\r\"b\" = \"2\";\r\n\"c\" = \"3\";\u{2028}\"d\" = \"4\";")
    #expect(result.entries.map(\.keyLocation.line) == [1, 2, 3, 3])
  }

  // MARK: Comments

  @Test func attachesTheCommentRightBeforeEachKey() {
    let result = parse(
      """
      /* Title of the main window */
      "title" = "Main";

      // First line
      // second line
      "subtitle" = "Sub";
      /* ignored, an older comment */
      /* The button */ "button" = "OK";
      "plain" = "no comment";
      """)
    #expect(
      result.entries.map(\.comment) == ["Title of the main window", "First line\nsecond line", "The button", nil])
  }

  @Test func doesNotGiveATrailingCommentToTheNextKey() {
    let result = parse("\"a\" = \"b\"; // about a\n\"c\" = \"d\"; /* about c */\n/* about e */\n\"e\" = \"f\";")
    #expect(result.entries.map(\.comment) == [nil, nil, "about e"])
  }

  @Test func ignoresCommentsInsideAnEntry() {
    let result = parse("\"a\" /* x */ = // y\n \"b\";")
    #expect(result.entries.first?.comment == nil)
    #expect(result.entries.first?.value == "b")
  }

  @Test func commentDelimitersInsideStringsAreText() {
    let result = parse("\"a\" = \"/* not a comment */ // nor this\";")
    #expect(result.entries.first?.value == "/* not a comment */ // nor this")
  }

  @Test func warnsAboutAnUnterminatedCommentAndKeepsEarlierEntries() {
    let result = parse("\"a\" = \"b\";\n/* never closed\n\"c\" = \"d\";")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.diagnostics.first?.location == location(2, 1))
    #expect(result.diagnostics.first?.message.contains("'*/'") == true)
  }

  @Test func aLoneSlashIsPartOfAnUnquotedString() {
    #expect(parse("a/b = c/d;").entries.first?.value == "c/d")
    #expect(parse("\"a\" = \"b\"; /").diagnostics.containsErrors)
  }

  // MARK: Escapes

  @Test func decodesEveryEscapeLikeCoreFoundation() {
    let result = parse(#""a" = "\a\b\f\n\r\t\v\"\'\\\x\u00e9\U41g\Ug\UD83D\UDE00\101\0101\341\377";"#)
    #expect(result.entries.first?.value == "\u{7}\u{8}\u{C}\n\r\t\u{B}\"'\\xu00e9Ag\u{0}g\u{1F600}A\u{8}1\u{C6}\u{0}")
  }

  @Test func reportsABackslashAtTheEndOfTheFile() {
    let result = parse("\"a\" = \"b\";\n\"c\" = \"x\\")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.location?.line == 2)
  }

  // MARK: Duplicates and values that are not strings

  @Test func keepsDuplicatesAndWarnsAtTheLaterOne() {
    let result = parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
    #expect(result.entries.map(\.value) == ["1", "2", "3"])
    #expect(result.diagnostics.count == 1)
    let warning = result.diagnostics[0]
    #expect(warning.severity == .warning)
    #expect(warning.location == location(3, 1))
    #expect(warning.message.contains("line 1"))
    #expect(warning.message.contains("last one wins"))
  }

  @Test func rejectsValuesThatAreNotStringsButChecksTheRest() {
    let result = parse("\"a\" = (\"x\", {y = z;}, <0f>);\n\"b\" = \"ok\";\n\"c\" = \"unterminated;")
    #expect(result.entries.map(\.key) == ["b"])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 2)
    #expect(errors[0].message.contains("value of 'a' is not a string"))
    #expect(errors[0].location == location(1, 7))
    #expect(errors[1].location?.line == 3)
  }

  @Test func refusesNestingDeeperThanAppleWithoutOverflowingTheStack() {
    let deep = "a = " + String(repeating: "(", count: 200_000)
    let result = parse(deep)
    #expect(result.diagnostics.containsErrors)
  }

  // MARK: Where Apple silently stops

  @Test func warnsWhereApplesParserSilentlyStopsAndStopsToo() {
    for junk in [";", "@", "}", "#", "="] {
      let result = parse("\"a\" = \"b\";\n  \(junk) \"c\" = \"d\";")
      #expect(result.entries.map(\.key) == ["a"], "\(junk)")
      #expect(!result.diagnostics.containsErrors, "\(junk)")
      #expect(result.diagnostics.first?.severity == .warning, "\(junk)")
      #expect(result.diagnostics.first?.location == location(2, 3), "\(junk)")
      #expect(result.diagnostics.first?.message.contains("ignores everything") == true, "\(junk)")
    }
  }

  @Test func warnsAboutAnUnterminatedKeyAfterTheLastEntry() {
    let result = parse("\"a\" = \"b\";\n\"c")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(result.diagnostics.first?.location == location(2, 1))
  }

  // MARK: Errors

  @Test func explainsAMissingSemicolon() {
    let result = parse("\"a\" = \"b\"\n\"c\" = \"d\";")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.count == 1)
    #expect(
      result.diagnostics[0].message
        == "missing ';' after the value of \"a\"; add ';' at the end of the entry (the rest of the file is not read, "
        + "so its keys are not checked for missing translations until this is fixed)")
    // Right after the value, where the ';' belongs (Apple names line 2, where the next key starts).
    #expect(result.diagnostics[0].location == SourceLocation(file: "Localizable.strings", line: 1, column: 10))
  }

  @Test func explainsAnUnterminatedString() {
    let result = parse("\"a\" = \"b\";\n\"c\" = \"d;\ne = f;")
    #expect(result.diagnostics.count == 1)
    #expect(
      result.diagnostics[0].message
        == "unterminated string starting at line 2; add the closing '\"' (the rest of the file is not read, so its "
        + "keys are not checked for missing translations until this is fixed)")
    #expect(result.diagnostics[0].location == location(2, 7))
  }

  @Test func explainsAMissingEqualsSign() {
    let result = parse("\"a\" \"b\";")
    #expect(
      result.diagnostics.first?.message.hasPrefix("expected '=' or ';' after the key \"a\" but found '\"'") == true)
  }

  @Test func stopsAtTheFirstSyntaxErrorKeepingWhatWasRead() {
    let result = parse("\"a\" = \"1\";\n\"b\" = ;\n\"c\" = \"3\";")
    #expect(result.entries.map(\.key) == ["a"])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].location == location(2, 7))
  }

  @Test func rejectsAFileThatIsASingleString() {
    let result = parse("  \"hello\"  ")
    #expect(result.entries.isEmpty)
    #expect(result.diagnostics.first?.message.contains("single string") == true)
    #expect(result.diagnostics.first?.location == location(1, 3))
  }

  @Test func acceptsABracedFile() {
    let result = parse("{\n  \"a\" = \"b\";\n  c = d;\n}\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.key) == ["a", "c"])
  }

  // MARK: Encodings

  @Test func treatsAnEmptyFileAsAnEmptyTable() {
    let result = StringsFileReader.parse(Data(), path: "LaunchScreen.strings")
    #expect(result.entries.isEmpty)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func readsEveryByteOrderMarkedEncoding() {
    let text = "\"k\" = \"caf\u{E9} \u{1F600}\";"
    let encodings: [(bom: [UInt8], encoding: String.Encoding)] = [
      ([0xEF, 0xBB, 0xBF], .utf8), ([0xFF, 0xFE], .utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian),
      ([0xFF, 0xFE, 0, 0], .utf32LittleEndian), ([0, 0, 0xFE, 0xFF], .utf32BigEndian),
    ]
    for (bom, encoding) in encodings {
      let result = StringsFileReader.parse(Data(bom) + text.data(using: encoding)!, path: "x.strings")
      #expect(result.diagnostics.isEmpty, "\(encoding)")
      #expect(result.entries.first?.value == "caf\u{E9} \u{1F600}", "\(encoding)")
    }
  }

  @Test func rejectsUTF16WithoutAByteOrderMark() {
    let result = StringsFileReader.parse("\"k\" = \"v\";".data(using: .utf16LittleEndian)!, path: "x.strings")
    #expect(result.entries.isEmpty)
    let message = result.diagnostics.first?.message ?? ""
    #expect(result.diagnostics.first?.severity == .error)
    #expect(message.contains("UTF-8") && message.contains("BOM"))
  }

  @Test func locatesTheFirstInvalidUTF8Byte() {
    let data = Data("\"a\" = \"b\";\n\"k\" = \"caf".utf8) + Data([0xE9]) + Data("\";".utf8)
    let result = StringsFileReader.parse(data, path: "x.strings")
    #expect(result.entries.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].severity == .error)
    #expect(result.diagnostics[0].location == L10nGenCore.SourceLocation(file: "x.strings", line: 2, column: 11))
    #expect(result.diagnostics[0].message.contains("0xE9"))
  }

  @Test func readsAStrayCopyrightByteAsApplesReplacementCharacterWithAWarning() {
    let data = Data("\"k\" = \"".utf8) + Data([0xA9]) + Data("\";".utf8)
    let result = StringsFileReader.parse(data, path: "x.strings")
    #expect(result.entries.first?.value == "\u{FFFD}")
    #expect(result.diagnostics.map(\.severity) == [.warning])
  }

  @Test func whitespaceIncludesLineAndParagraphSeparatorsButNotNoBreakSpace() {
    #expect(parse("\"a\"\u{2028}=\u{2029}\"b\";").entries.first?.value == "b")
    #expect(parse("\"a\"\u{A0}= \"b\";").diagnostics.containsErrors)
    #expect(parse("\"a\" = \"b\";\u{FEFF}\"c\" = \"d\";").diagnostics.first?.severity == .warning)
  }
}
