import Foundation
import L10nGenCore
import Testing

/// The 88 inputs of the `.strings` probe of Docs/Formats.md §1.4 (`plist_strings_probe.swift`, run once through
/// `PropertyListSerialization` on Linux) with Foundation's recorded results, so they hold even where Foundation is
/// not available to compare against.
@Suite struct StringsFileProbeTests {
  /// What Foundation produced for one probe.
  enum Expectation: Sendable {
    /// A table of strings.
    case table([String: String])
    /// A table of strings, read by Apple while silently dropping something: we warn.
    case tableWithWarning([String: String])
    /// A table with a value that is not a string: we report an error.
    case notAString
    /// A failure; the line in CoreFoundation's message, if any.
    case error(line: Int?)
  }

  /// One probe input.
  struct Probe: Sendable, CustomTestStringConvertible {
    let name: String
    let data: Data
    let expectation: Expectation
    var testDescription: String { name }
  }

  static let probes: [Probe] = {
    var probes: [Probe] = []
    func add(_ name: String, _ text: String, _ expectation: Expectation) {
      probes.append(Probe(name: name, data: Data(text.utf8), expectation: expectation))
    }
    func add(_ name: String, _ data: Data, _ expectation: Expectation) {
      probes.append(Probe(name: name, data: data, expectation: expectation))
    }
    // --- basic grammar
    add("basic", "\"a\" = \"b\";", .table(["a": "b"]))
    add("no trailing semicolon", "\"a\" = \"b\"", .error(line: 1))  // Missing ';' on line 1
    add("two entries", "\"a\" = \"1\";\n\"b\" = \"2\";\n", .table(["a": "1", "b": "2"]))
    add("shorthand key;", "\"a\";", .table(["a": "a"]))
    add("shorthand unquoted", "abc;", .table(["abc": "abc"]))
    add("unquoted key and value", "key_1.$/:- = value;", .table(["key_1.$/:-": "value"]))
    add("unquoted with digits", "123 = 456;", .table(["123": "456"]))
    add("unquoted invalid char +", "a+b = c;", .error(line: 1))  // Expected ';' or '=' after key at line 1
    add("unquoted invalid char @", "a@b = c;", .error(line: 1))  // Expected ';' or '=' after key at line 1
    add("unquoted non-ascii", "é = x;", .error(line: 1))  // Unexpected character '0xe9' at line 1
    add("single quoted", "'a' = 'b\"c';", .table(["a": "b\"c"]))
    add("mixed quotes", "\"a\" = 'it''s';", .error(line: 1))  // Missing ';' on line 1
    add("empty key", "\"\" = \"x\";", .table(["": "x"]))
    add("empty value", "\"a\" = \"\";", .table(["a": ""]))
    add("whitespace around", "  \t\n \"a\"\t=\n\"b\"\n;\n  ", .table(["a": "b"]))
    add("no space", "\"a\"=\"b\";\"c\"=\"d\";", .table(["a": "b", "c": "d"]))
    add("u2028 separator as ws", "\"a\"\u{2028}=\u{2029}\"b\";", .table(["a": "b"]))
    add("nbsp as ws", "\"a\"\u{00A0}= \"b\";", .error(line: 1))  // Expected ';' or '=' after key at line 1
    // --- comments
    add("block comment", "/* c */ \"a\" = /* x */ \"b\" /* y */ ; /* z */", .table(["a": "b"]))
    add("line comment", "// hello\n\"a\" = \"b\"; // trailing\n", .table(["a": "b"]))
    add("unterminated block comment", "\"a\" = \"b\"; /* never closed", .tableWithWarning(["a": "b"]))
    // Expected ';' or '=' after key at line 1
    add("nested block comment", "/* a /* b */ c */ \"a\" = \"b\";", .error(line: 1))
    add("comment at EOF slash", "\"a\" = \"b\"; /", .error(line: 1))  // Missing ';' on line 1
    add("hash comment", "# nope\n\"a\" = \"b\";", .error(line: 1))  // Unexpected character '0x23' at line 1
    // --- escapes
    add("escape n t r", #""a" = "x\ny\tz\rw";"#, .table(["a": "x\u{A}y\u{9}z\u{D}w"]))
    add("escape quote backslash", #""a" = "q\"b\\s";"#, .table(["a": "q\"b\\s"]))
    add("escape single quote", #""a" = "it\'s";"#, .table(["a": "it's"]))
    add("escape a b f v", #""a" = "\a\b\f\v";"#, .table(["a": "\u{7}\u{8}\u{C}\u{B}"]))
    add("escape U1234", #""a" = "\U00e9\U20AC";"#, .table(["a": "\u{E9}\u{20AC}"]))
    add("escape U lowercase hex", #""a" = "\u00e9";"#, .table(["a": "u00e9"]))
    add("escape U short", #""a" = "\U41g";"#, .table(["a": "Ag"]))
    add("escape U none", #""a" = "\Ug";"#, .table(["a": "\u{0}g"]))
    add("escape U surrogate pair", #""a" = "\UD83D\UDE00";"#, .table(["a": "\u{1F600}"]))
    add("escape octal 101", #""a" = "\101\0101";"#, .table(["a": "A\u{8}1"]))
    add("escape octal 05", #""a" = "\05";"#, .table(["a": "\u{5}"]))
    add("escape octal 341 (NeXT)", #""a" = "\341\374";"#, .table(["a": "\u{C6}\u{FE}"]))
    add("escape octal 777 overflow", #""a" = "\777";"#, .table(["a": "\u{0}"]))
    add("escape unknown \\x \\e \\z", #""a" = "\x41\e\z";"#, .table(["a": "x41ez"]))
    add("escape backslash-newline", "\"a\" = \"x\\\ny\";", .table(["a": "x\u{A}y"]))
    add("escape at EOF", "\"a\" = \"x\\", .error(line: 1))  // Unterminated backslash sequence on line 1
    add("literal newline in string", "\"a\" = \"line1\nline2\";", .table(["a": "line1\u{A}line2"]))
    add("escape in key", #""k\"1" = "v";"#, .table(["k\"1": "v"]))
    add("escape in unquoted", #"a\n = b;"#, .error(line: 1))  // Expected ';' or '=' after key at line 1
    // --- duplicates
    add("duplicate keys", "\"a\" = \"first\";\n\"a\" = \"second\";", .tableWithWarning(["a": "second"]))
    // --- errors / junk
    add("missing semicolon between", "\"a\" = \"b\"\n\"c\" = \"d\";", .error(line: 2))  // Missing ';' on line 2
    add("missing value", "\"a\" = ;", .error(line: 1))  // Unexpected character '0x3b' at line 1
    add("missing =", "\"a\" \"b\";", .error(line: 1))  // Expected ';' or '=' after key at line 1
    add("trailing junk after ; (non string char)", "\"a\" = \"b\"; @@@ garbage", .tableWithWarning(["a": "b"]))
    add("trailing junk after ; (brace)", "\"a\" = \"b\"; }", .tableWithWarning(["a": "b"]))
    add("trailing key without ;", "\"a\" = \"b\"; \"c\"", .error(line: 1))  // Missing ';' on line 1
    add("trailing key =", "\"a\" = \"b\"; \"c\" =", .error(line: nil))  // Unexpected EOF while parsing plist
    add("unterminated string", "\"a\" = \"b;", .error(line: 1))  // Unterminated quoted string starting on line 1
    add("double semicolon", "\"a\" = \"b\";;", .tableWithWarning(["a": "b"]))
    add("leading semicolon", ";\"a\" = \"b\";", .error(line: 1))  // Unexpected character '0x3b' at line 1
    add("comma separated", "\"a\" = \"b\", \"c\" = \"d\";", .error(line: 1))  // Missing ';' on line 1
    // --- values other than strings
    add("array value", "\"a\" = (\"x\", \"y\");", .notAString)
    add("dict value", "\"a\" = { b = c; };", .notAString)
    add("data value", "\"a\" = <0fbd 77>;", .notAString)
    add("braced whole file", "{ \"a\" = \"b\"; }", .table(["a": "b"]))
    add("braced with trailing junk", "{ \"a\" = \"b\"; } junk", .error(line: 1))  // Junk after plist at line 1
    // --- top-level edge
    add("empty data", Data(), .table([:]))  // deliberate: an empty file is an empty table
    add("only whitespace", "   \n ", .table([:]))
    add("only comment", "/* nothing */", .table([:]))
    add("single string", "\"hello\"", .error(line: 1))  // a single string is not a table
    add("single unquoted string", "hello", .error(line: 1))  // a single string is not a table
    // --- encodings
    let s = "\"k\" = \"caf\u{e9} \u{1F600}\";"
    var utf16le = Data([0xFF, 0xFE])
    utf16le.append(s.data(using: .utf16LittleEndian)!)
    var utf16be = Data([0xFE, 0xFF])
    utf16be.append(s.data(using: .utf16BigEndian)!)
    add("utf16 LE with BOM", utf16le, .table(["k": "caf\u{E9} \u{1F600}"]))
    add("utf16 BE with BOM", utf16be, .table(["k": "caf\u{E9} \u{1F600}"]))
    // Expected ';' or '=' after key at line 1
    add("utf16 LE no BOM", s.data(using: .utf16LittleEndian)!, .error(line: 1))
    add("utf16 BE no BOM", s.data(using: .utf16BigEndian)!, .error(line: 1))  // Unexpected character '0x6b00' at line 1
    var utf8bom = Data([0xEF, 0xBB, 0xBF])
    utf8bom.append(s.data(using: .utf8)!)
    add("utf8 with BOM", utf8bom, .table(["k": "caf\u{E9} \u{1F600}"]))
    add("utf8 no BOM", s.data(using: .utf8)!, .table(["k": "caf\u{E9} \u{1F600}"]))
    var utf32le = Data([0xFF, 0xFE, 0, 0])
    utf32le.append(s.data(using: .utf32LittleEndian)!)
    add("utf32 LE with BOM", utf32le, .table(["k": "caf\u{E9} \u{1F600}"]))
    // Conversion of string failed.
    add("latin1 (invalid utf8)", "\"k\" = \"caf\u{e9}\";".data(using: .isoLatin1)!, .error(line: nil))
    add(
      "utf8 BOM + comment first", Data([0xEF, 0xBB, 0xBF]) + "/* c */\n\"k\" = \"v\";".data(using: .utf8)!,
      .table(["k": "v"]))
    add("NUL char inside", Data("\"k\" = \"a".utf8) + Data([0]) + Data("b\";".utf8), .table(["k": "a\u{0}b"]))
    // --- xml plist fallback
    add(
      "xml plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>",
      .error(line: 1))  // deliberate: XML property lists are not read
    // --- extra edge cases
    add(
      "double semicolon then more entries (silently dropped)", "\"a\" = \"b\";; \"c\" = \"d\";",
      .tableWithWarning(["a": "b"]))
    add("junk then more entries (silently dropped)", "\"a\" = \"b\"; @ \"c\" = \"d\";", .tableWithWarning(["a": "b"]))
    add("unquoted value followed by word", "\"a\" = b c;", .error(line: 1))  // Missing ';' on line 1
    // deliberate: BOM-less UTF-16 is rejected
    add("utf16 LE no BOM starting with newline", "\n\"k\" = \"v\";".data(using: .utf16LittleEndian)!, .error(line: 1))
    add(
      "utf16 LE no BOM starting with comment", "/* c */\"k\" = \"v\";".data(using: .utf16LittleEndian)!, .error(line: 1)
    )  // Unexpected character '0x2a' at line 1
    add(
      "utf16 LE BOM + CRLF lines",
      Data([0xFF, 0xFE]) + "\"a\" = \"1\";\r\n\"b\" = \"2\";\r\n".data(using: .utf16LittleEndian)!,
      .table(["a": "1", "b": "2"]))
    add("key with = inside quotes", "\"a=b\" = \"c;d\";", .table(["a=b": "c;d"]))
    add("percent and format", "\"%d items\" = \"%1$@ has %2$d\";", .table(["%d items": "%1$@ has %2$d"]))
    add("CR-only line endings", "\"a\" = \"1\";\r\"b\" = \"2\";\r", .table(["a": "1", "b": "2"]))
    add(
      "value spans lines with comment chars", "\"a\" = \"/* not a comment */ // nor this\";",
      .table(["a": "/* not a comment */ // nor this"]))
    add("line comment inside entry", "\"a\" // c\n = \"b\";", .table(["a": "b"]))
    add("starts with // comment to EOF", "// only comment", .table([:]))
    return probes
  }()

  @Test func coversAllEightyEightProbes() {
    #expect(Self.probes.count == 88)
  }

  @Test(arguments: probes) func matchesFoundationsRecordedResult(_ probe: Probe) {
    let result = StringsFileReader.parse(probe.data, path: "probe.strings")
    let errors = result.diagnostics.filter { $0.severity == .error }
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    var table: [String: String] = [:]
    for entry in result.entries { table[entry.key] = entry.value }
    switch probe.expectation {
    case .table(let expected):
      #expect(errors.isEmpty, "\(errors)")
      #expect(warnings.isEmpty, "\(warnings)")
      #expect(table == expected)
    case .tableWithWarning(let expected):
      #expect(errors.isEmpty, "\(errors)")
      #expect(!warnings.isEmpty)
      #expect(table == expected)
    case .notAString:
      #expect(errors.contains { $0.message.contains("is not a string") }, "\(result.diagnostics)")
    case .error(let line):
      #expect(!errors.isEmpty)
      if let line, let error = errors.last {
        // A missing ';' is placed right after the value, which can be a line before the one Apple names.
        let isMissingSemicolon = error.message.hasPrefix("missing ';'")
        #expect(
          error.location?.line == line || (isMissingSemicolon && (error.location?.line ?? .max) < line), "\(errors)")
      }
    }
  }
}
