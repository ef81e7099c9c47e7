import Foundation
import L10nGenCore
import Testing

/// ``JSONString``: the bytes of Xcode's `.xcstrings` and `.xcloc` JSON (`NSJSONSerialization` without escaping slashes).
@Suite struct JSONStringTests {
  @Test(arguments: [
    ("plain ü 😀", #""plain ü 😀""#),
    (#"say "hi" \ bye / ok"#, #""say \"hi\" \\ bye / ok""#),
    ("a\nb\rc\td\u{8}e\u{C}f", #""a\nb\rc\td\be\ff""#),
    // Other controls as `\u00xx` in lower case (the `ib-migrate` plan wrote upper case and `\u0008` for `\b`).
    ("x\u{1E}y\u{0}z\u{B}", #""x\u001ey\u0000z\u000b""#),
    // U+2028 and U+2029 as they are, as Xcode writes them (the plan escaped them).
    ("l\u{2028}p\u{2029}\u{7F}", "\"l\u{2028}p\u{2029}\u{7F}\""),
  ])
  func quoted(_ text: String, quoted: String) {
    #expect(JSONString.quoted(text) == quoted)
  }

  /// Every control character reads back through `JSONSerialization` as it was.
  @Test func controlCharactersReadBack() throws {
    let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\u{7F}\"\\/"
    let object = try JSONSerialization.jsonObject(with: Data(("[" + JSONString.quoted(text) + "]").utf8))
    #expect((object as? [String])?.first?.utf8.elementsEqual(text.utf8) == true)
  }
}
