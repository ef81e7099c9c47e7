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

  /// A letter after a digit keeps its capital in text without an ASCII lowercase letter, as SwiftGen's
  /// `snakeToCamelCase` leaves it (`snakecase` splits `A11Y` into `A11_Y`, and Foundation's `capitalized` keeps a
  /// capital after a digit): `A11Y` is `a11Y`/`A11Y` in SwiftGen's output, not `a11y`/`A11y`. No key of the corpus
  /// takes this path; `Fixtures/Inputs/swiftgen-digit-capitals` checks the generated file as well.
  @Test(
    arguments: [
      ("A11Y", "a11Y", "A11Y"),
      ("a11Y", "a11Y", "A11Y"),
      ("a11y", "a11y", "A11y"),
      ("ITEM_3D_VIEW", "item3DView", "Item3DView"),
      ("2FA", "_2Fa", "_2Fa"),
      ("2FA_CODE", "_2FaCode", "_2FaCode"),
      ("MULTILINE2", "multiline2", "Multiline2"),
      ("HTTP2_URL", "http2Url", "Http2Url"),
    ])
  func capitalAfterADigitIsKept(component: String, member: String, type: String) {
    #expect(SwiftGenIdentifier.memberName(component) == member)
    #expect(SwiftGenIdentifier.typeName(component) == type)
  }

  @Test func screamingSnakeCaseWordsAreCapitalizedLikeFoundation() {
    #expect(SwiftGenIdentifier.snakeToCamelCase("A11Y") == "A11Y")
    #expect(SwiftGenIdentifier.snakeToCamelCase("ÉTÉ_2B") == "Été2B")
    #expect(SwiftGenIdentifier.snakeToCamelCase("_2FA") == "2Fa")
  }

  @Test func nonASCIILettersAndEmojiAreKept() {
    #expect(SwiftGenIdentifier.memberName("привет_мир") == "приветМир")
    #expect(SwiftGenIdentifier.memberName("there👍🏽") == "there👍🏽")
  }
}
