import Foundation
import L10nGenCore
import Testing

/// ``StringsLiteral/comment(_:)``: the text inside `/* … */` of every `.strings` writer.
@Suite struct StringsLiteralCommentTests {
  @Test(arguments: [
    ("plain ü 😀", "plain ü 😀"),
    ("a */ b", "a *\\/ b"),
    ("**/", "**\\/"),
    ("/* nested */", "/* nested *\\/"),
    // A combining mark after `/` makes one character of it; the comment would still end there.
    ("a*/\u{301}b", "a*\\/\u{301}b"),
    ("a * / b // c", "a * / b // c"),
  ])
  func comment(_ text: String, escaped: String) {
    #expect(StringsLiteral.comment(text) == escaped)
  }

  /// A comment with `*/` in it no longer ends early: the entry after it is read, by us and by CoreFoundation.
  @Test func anEscapedCommentKeepsTheEntryAfterIt() throws {
    let file = "/* \(StringsLiteral.comment("a */ \"x\" = \"y\"; /* b")) */\n\"k\" = \"v\";\n"
    let parsed = StringsFileReader.parse(Data(file.utf8), path: "a.strings")
    #expect(parsed.entries.map(\.key) == ["k"])
    let oracle = try PropertyListSerialization.propertyList(from: Data(file.utf8), format: nil)
    #expect((oracle as? [String: String]) == ["k": "v"])
  }
}
