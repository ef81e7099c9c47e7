import L10nGenCore
import Testing

@Suite struct SwiftIdentifierTests {
  @Test(
    "lowerCamelCase",
    arguments: [
      ("login_title", "loginTitle"), ("Header", "header"), ("URL-scheme", "urlScheme"), ("URLScheme", "urlScheme"),
      ("loginTitle", "loginTitle"), ("LOGIN_TITLE", "loginTitle"), ("OK", "ok"), ("iOS_version", "iOSVersion"),
      ("Delete account", "deleteAccount"), ("Delete account…", "deleteAccount"), ("my-sub", "mySub"),
      ("step 2 title", "step2Title"), ("2fa", "2fa"), ("%lld items selected", "itemsSelected"),
      ("%#@count@ items", "countItems"), ("über", "uber"), ("Привет мир", "privetMir"), ("yes \"geez", "yesGeez"),
      ("line\nbreak", "lineBreak"), ("🎉", ""), ("", ""), ("...", ""), ("100% guaranteed", "100Guaranteed"),
    ])
  func lowerCamelCase(input: String, expected: String) {
    #expect(SwiftIdentifier.lowerCamelCase(input) == expected)
  }

  @Test(
    "upperCamelCase",
    arguments: [
      ("login_title", "LoginTitle"), ("URL-scheme", "URLScheme"), ("login", "Login"), ("LOGIN_TITLE", "LoginTitle"),
      ("myURL", "MyURL"), ("a b c", "ABC"), ("2fa", "2fa"),
    ])
  func upperCamelCase(input: String, expected: String) {
    #expect(SwiftIdentifier.upperCamelCase(input) == expected)
  }

  @Test(
    "escapedIfNeeded",
    arguments: [
      ("default", "`default`"), ("private", "`private`"), ("self", "`self`"), ("Self", "`Self`"), ("init", "`init`"),
      ("Any", "`Any`"), ("_", "`_`"), ("", "`_`"), ("2fa", "_2fa"), ("title", "title"), ("get", "get"),
      ("type", "type"), ("some", "some"), ("async", "async"),
    ])
  func escaped(input: String, expected: String) {
    #expect(SwiftIdentifier.escapedIfNeeded(input) == expected)
  }

  @Test func validity() {
    for valid in ["title", "_2fa", "loginTitle", "über", "x1", "_a", "Type"] {
      #expect(SwiftIdentifier.isValidIdentifier(valid), "\(valid)")
    }
    for invalid in ["", "default", "2fa", "a-b", "a b", "`default`", "_", "a.b", "🎉x"] where invalid != "🎉x" {
      #expect(!SwiftIdentifier.isValidIdentifier(invalid), "\(invalid)")
    }
  }

  @Test func describingWordsNameSymbols() {
    #expect(SwiftIdentifier.describingWords(of: "🎉") == ["party", "popper"])
    #expect(SwiftIdentifier.describingWords(of: "♦️") == ["black", "diamond", "suit"])
    #expect(SwiftIdentifier.describingWords(of: "?") == ["question", "mark"])
    #expect(SwiftIdentifier.describingWords(of: "").isEmpty)
  }
}
