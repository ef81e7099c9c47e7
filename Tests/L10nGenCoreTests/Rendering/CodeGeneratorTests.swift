import Testing

@testable import L10nGenCore

@Suite struct CodeGeneratorTests {
  @Test(arguments: [
    ("a\nb\n", "a\nb\n"),
    ("a  \nb", "a\nb\n"),
    ("a\r\nb\rc\n\n\n", "a\nb\nc\n"),
    ("a  ", "a\n"),
    ("\n", "\n"),
    ("", "\n"),
  ])
  func generatedTextIsNormalized(text: String, normalized: String) {
    #expect(CodeGenerator.normalized(text) == normalized)
  }
}
