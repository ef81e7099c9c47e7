import L10nGenCore
import Testing

/// SwiftGen's naming, checked against the names in SwiftGen's own expected `structured-swift5` outputs and Home
/// Assistant's committed SwiftGen output.
@Suite struct SwiftGenIdentifierTests {
  @Test(
    arguments: [
      ("alert__message", "alertMessage"),
      ("HEADER_TITLE", "headerTitle"),
      ("footer_text", "footerText"),
      ("ObjectOwnership", "objectOwnership"),
      ("private", "`private`"),
      ("self♦️", "self_️"),
      ("number-of-matches", "numberOfMatches"),
      ("positionalstring-positional3int", "positionalstringPositional3int"),
      ("three-variables-in-formatkey", "threeVariablesInFormatkey"),
      ("MULTILINE2", "multiline2"),
      ("multiLine\nKey", "multiLineKey"),
      ("multiline-comment", "multilineComment"),
      ("common::state::not_home", "commonStateNotHome"),
      ("URLChooser", "urlChooser"),
      ("default", "`default`"),
      ("2fa", "_2fa"),
      ("", ""),
    ])
  func memberNames(key: String, expected: String) {
    #expect(SwiftGenIdentifier.memberName(key) == expected)
  }

  @Test(
    arguments: [
      ("navigation-bar", "NavigationBar"),
      ("user__profile_section", "UserProfileSection"),
      ("/*happens*/", "Happens"),
      ("placeholders-and-variables", "PlaceholdersAndVariables"),
      ("unsupported-use", "UnsupportedUse"),
      ("LocMultiline", "LocMultiline"),
      ("key1", "Key1"),
      ("yaml_preview", "YamlPreview"),
      ("Any", "`Any`"),
    ])
  func typeNames(component: String, expected: String) {
    #expect(SwiftGenIdentifier.typeName(component) == expected)
  }

  @Test func identifierStepsMatchTheStencilFilters() {
    #expect(SwiftGenIdentifier.identifier("navigation-bar") == "Navigation_Bar")
    #expect(SwiftGenIdentifier.identifier("9lives") == "_9lives")
    #expect(SwiftGenIdentifier.snakeToCamelCase("Alert__message") == "AlertMessage")
    #expect(SwiftGenIdentifier.snakeToCamelCase("HEADER_TITLE") == "HeaderTitle")
    #expect(SwiftGenIdentifier.lowerFirstWord("HTML") == "html")
    #expect(SwiftGenIdentifier.lowerFirstWord("Header") == "header")
    #expect(SwiftGenIdentifier.lowerFirstWord("ÉtéTitle") == "étéTitle")
  }

  @Test func nonASCIILettersAndEmojiAreKept() {
    #expect(SwiftGenIdentifier.memberName("привет_мир") == "приветМир")
    #expect(SwiftGenIdentifier.memberName("there👍🏽") == "there👍🏽")
  }
}
