import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Our parser against Foundation's `PropertyListSerialization` (the parser `Bundle` uses) on the same bytes.
@Suite struct StringsFileOracleTests {
  /// Inputs where we differ from Apple on purpose, each with what we do instead.
  private static let deliberateDifferences:
    [(name: String, data: Data, check: @Sendable (StringsFileParseResult) -> Bool)] = [
      ("empty file: an empty table, no diagnostic", Data(), { $0.entries.isEmpty && $0.diagnostics.isEmpty }),
      ("UTF-8 BOM only: an empty table", Data([0xEF, 0xBB, 0xBF]), { $0.entries.isEmpty && $0.diagnostics.isEmpty }),
      (
        "BOM-less UTF-16 that Apple reads by accident: an error", utf16LE("\n\"k\" = \"v\";"),
        { $0.diagnostics.containsErrors }
      ),
      (
        "XML property list: an error", Data(#"<?xml version="1.0"?><plist><dict></dict></plist>"#.utf8),
        { $0.diagnostics.containsErrors }
      ),
    ]

  private static func utf16LE(_ text: String) -> Data { text.data(using: .utf16LittleEndian)! }
  private static func utf16BE(_ text: String) -> Data { text.data(using: .utf16BigEndian)! }

  /// Synthetic inputs covering every rule; Foundation decides what is right.
  static let syntheticInputs: [(name: String, data: Data)] = {
    var inputs: [(String, Data)] = []
    func add(_ name: String, _ text: String) { inputs.append((name, Data(text.utf8))) }
    func add(_ name: String, _ data: Data) { inputs.append((name, data)) }
    add("shorthand", "\"a\";\nb;\n\"c\" = \"d\";")
    add("single quotes", "'a' = 'b\"c'; 'd' = \"e'f\";")
    add("CRLF", "/* c */\r\n\"a\" = \"1\";\r\n\"b\" = \"2\"\r\n")
    add("CR only error line", "\"a\" = \"1\";\r\"b\" = \"2\"\r\r\"c\" = \"3\";")
    add("UTF-8 BOM", Data([0xEF, 0xBB, 0xBF]) + Data("\"k\" = \"caf\u{E9} \u{1F600}\";".utf8))
    add("UTF-16LE BOM", Data([0xFF, 0xFE]) + utf16LE("\"k\" = \"caf\u{E9} \u{1F600}\";\r\n\"b\" = x;"))
    add("UTF-16BE BOM", Data([0xFE, 0xFF]) + utf16BE("\"k\" = \"caf\u{E9} \u{1F600}\";\n\"b\" = x;"))
    add("UTF-16BE BOM error line", Data([0xFE, 0xFF]) + utf16BE("\"k\" = \"v\";\n\n\"b\" = x"))
    add("UTF-32LE BOM", Data([0xFF, 0xFE, 0, 0]) + "\"k\" = \"\u{1F600}\";".data(using: .utf32LittleEndian)!)
    add("UTF-32BE BOM", Data([0, 0, 0xFE, 0xFF]) + "\"k\" = \"\u{1F600}\";".data(using: .utf32BigEndian)!)
    add("BOM-less UTF-16LE", utf16LE("\"k\" = \"v\";"))
    add("BOM-less UTF-16BE", utf16BE("\"k\" = \"v\";"))
    add("BOM-less UTF-16LE comment", utf16LE("/* c */\"k\" = \"v\";"))
    add("invalid UTF-8 Latin-1", "\"k\" = \"caf\u{E9}\";".data(using: .isoLatin1)!)
    add("invalid UTF-8 overlong", Data("\"k\" = \"".utf8) + Data([0xC0, 0x80]) + Data("\";".utf8))
    add("invalid UTF-8 surrogate", Data("\"k\" = \"".utf8) + Data([0xED, 0xA0, 0x80]) + Data("\";".utf8))
    add("invalid UTF-8 truncated", Data("\"k\" = \"".utf8) + Data([0xE2, 0x82]))
    add("stray 0xA9", Data("\"k\" = \"".utf8) + Data([0xA9]) + Data("\";".utf8))
    add("U short forms", #""a" = "\U41g\Ug\U1\U00e9\U20AC\U123456";"#)
    add("U surrogate pair", #""a" = "\UD83D\UDE00 \UD83D";"#)
    add("lowercase u", #""a" = "\u00e9";"#)
    add("octal", #""a" = "\101\0101\05\7\77\777\400";"#)
    add("octal NeXTSTEP range", #""a" = "\200\201\241\244\256\341\351\372\374\375\376\377";"#)
    add("all simple escapes", #""a" = "\a\b\f\n\r\t\v\"\'\\\x\e\z\ ";"#)
    add("backslash newline", "\"a\" = \"x\\\ny\\\r\\\r\nz\";")
    add("backslash at EOF", "\"a\" = \"x\\")
    add("double semicolon", "\"a\" = \"b\";; \"c\" = \"d\";")
    add("@ junk", "\"a\" = \"b\";\n@ \"c\" = \"d\";")
    add("brace junk", "\"a\" = \"b\"; } \"c\" = \"d\";")
    add("unterminated key after semicolon", "\"a\" = \"b\";\n\"c")
    add("nested non-string values", "\"a\" = (\"x\", (y, {z = w;}), <0fbd 77>);\n\"b\" = \"s\";\n\"c\" = {d = (e);};")
    add("data odd length in array", "\"a\" = (<a);")
    add("data invalid", "\"a\" = <xyz>;")
    add("data unterminated", "\"a\" = <ab")
    add("data U+0130", "\"a\" = <\u{130}0>;")
    add("array unterminated", "\"a\" = (x, y;")
    add("array EOF", "\"a\" = (x")
    add("dict missing close", "\"a\" = { b = c; ;")
    add("nesting 511", "a = " + String(repeating: "(", count: 511) + "x" + String(repeating: ")", count: 511) + ";")
    add("nesting 512", "a = " + String(repeating: "(", count: 512) + "x" + String(repeating: ")", count: 512) + ";")
    add("nesting 512 empty", "a = " + String(repeating: "(", count: 512) + String(repeating: ")", count: 512) + ";")
    add("nesting 513 empty", "a = " + String(repeating: "(", count: 513) + String(repeating: ")", count: 513) + ";")
    add(
      "nesting dict", "a = " + String(repeating: "{b = ", count: 600) + "c" + String(repeating: ";}", count: 600) + ";")
    add("unterminated comment", "\"a\" = \"b\";\n/* never closed\n\"c\" = \"d\";")
    add("comments everywhere", "// x\n/* y */ \"a\" /* 1 */ = // 2\n \"b\" /* 3 */ ; // 4")
    add("lone slash", "\"a\" = \"b\"; /")
    add("lone slash mid", "a = b/c; d = /e;")
    add("nested comment", "/* a /* b */ c */ \"a\" = \"b\";")
    add("braced file", "{ \"a\" = \"b\"; c = d; }")
    add("braced junk", "{ \"a\" = \"b\"; } x")
    add("braced ;;", "{ a = b;; }")
    add("single string", "\"hello\"")
    add("single unquoted", "  hello  ")
    add("top array", "(a, b)")
    add("top data", "<0a0b>")
    add("leading semicolon", ";\"a\" = \"b\";")
    add("missing semicolon line 3", "\"a\" = \"b\";\n\"c\" = \"d\"\n\n\"e\" = \"f\";")
    add("missing semicolon at EOF", "\"a\" = \"b\";\n\n\"c\" = \"d\"\n\n")
    add("key then EOF", "\"a\" = \"b\";\n\"c\"\n")
    add("key = EOF", "\"a\" = \"b\";\n\"c\" =\n")
    add("missing =", "\"a\" \"b\";")
    add("unterminated value", "\"a\" = \"b\";\n\"c\" = \"d;\n\"e\" = \"f\";")
    add("unterminated single", "'a")
    add("unquoted junk chars", "a+b = c;")
    add("non-ASCII unquoted", "\"a\" = caf\u{E9};")
    add("NBSP", "\"a\"\u{A0}= \"b\";")
    add("U+2028 U+2029 whitespace", "\"a\"\u{2028}=\u{2029}\"b\";\u{2028}\"c\" = d")
    add("U+FEFF inside", "\"a\" = \"b\";\u{FEFF}\"c\" = \"d\";")
    add("NUL inside string", Data("\"k\" = \"a".utf8) + Data([0]) + Data("b\";".utf8))
    add("duplicates", "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"a\";")
    add("empty key and value", "\"\" = \"\";")
    add("whitespace only", " \n\t\r\n ")
    add("comment only", "/* nothing */ // more")
    add("hash comment", "# nope\n\"a\" = \"b\";")
    add("comma separator", "\"a\" = \"b\", \"c\" = \"d\";")
    add("multi-line key", "\"a\nb\" = \"c\r\nd\";")
    add("unicode key", "\"\u{1F600} \u{E9}\u{301}\" = \"\u{4E2D}\u{6587}\";")
    return inputs
  }()

  @Test func agreesWithFoundationOnSyntheticInputs() {
    var disagreements: [String] = []
    for (name, data) in Self.syntheticInputs {
      if let reason = StringsOracle.disagreement(for: data, path: name) {
        disagreements.append("[\(name)] \(reason)")
      }
    }
    let total = Self.syntheticInputs.count
    print("StringsFileOracleTests: \(total - disagreements.count) of \(total) synthetic inputs agree with Foundation")
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
  }

  @Test func differsFromFoundationOnlyWhereDocumented() {
    for difference in Self.deliberateDifferences {
      let result = StringsFileReader.parse(difference.data, path: "x.strings")
      #expect(difference.check(result), "\(difference.name): \(result)")
    }
  }

  @Test
  func agreesWithFoundationOnEveryCorpusFile() throws {
    let corpus = PackagePaths.realFiles
    let files = PackagePaths.files(in: corpus, withExtensions: ["strings"])
    #expect(!files.isEmpty)
    var disagreements: [String] = []
    var emptyFiles = 0
    for file in files {
      let data = try Data(contentsOf: file)
      let path = String(file.path.dropFirst(corpus.path.count + 1))
      if data.isEmpty {
        // Deliberate difference: Apple rejects zero-length data, we read an empty table.
        emptyFiles += 1
        let result = StringsFileReader.parse(data, path: path)
        if !result.entries.isEmpty || !result.diagnostics.isEmpty { disagreements.append("[\(path)] empty file") }
        continue
      }
      if let reason = StringsOracle.disagreement(for: data, path: path) {
        disagreements.append("[\(path)] \(reason)")
      }
    }
    print(
      "StringsFileOracleTests: \(files.count - disagreements.count) of \(files.count) corpus files agree with "
        + "Foundation (\(emptyFiles) empty files counted as agreeing by design)")
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
  }

  /// Seeded random edits of small valid inputs: every mutant must agree with Foundation too.
  @Test func agreesWithFoundationOnMutatedInputs() {
    let seeds = [
      "/* c */\n\"a\" = \"b\";\n'c' = d;\n\"e\";\n",
      "{ k = (1, <0a>, {x = y;}); \"q\" = \"\\U20AC\\101\\n\"; }",
      "// x\r\n\"a\\\"b\" = \"c\\\\d\";\r\nkey.$/:- = value;",
    ]
    let alphabet = Array("\"';=(){}<>,/*\\ \n\r\tabU0179@#-.:\u{E9}\u{2028}".utf8)
    var generator = SplitMix64(seed: 0x5EED)
    var disagreements: [String] = []
    let count = 20000
    for index in 0..<count {
      var bytes = Array(seeds[index % seeds.count].utf8)
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let position = Int(generator.next() % UInt64(bytes.count + 1))
        let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
        switch generator.next() % 3 {
        case 0: bytes.insert(byte, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: if position < bytes.count { bytes[position] = byte }
        }
      }
      let data = Data(bytes)
      if data.isEmpty || data.first == 0x3C { continue }  // empty file and XML sniffing: documented differences
      if let reason = StringsOracle.disagreement(for: data, path: "mutant") {
        disagreements.append("\(String(decoding: bytes, as: UTF8.self).debugDescription): \(reason)")
      }
    }
    print("StringsFileOracleTests: \(count - disagreements.count) of \(count) mutated inputs agree with Foundation")
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
  }
}

/// A small deterministic random number generator for reproducible mutations.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
