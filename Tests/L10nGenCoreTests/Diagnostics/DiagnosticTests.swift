import L10nGenCore
import Testing

@Suite struct DiagnosticTests {
  @Test func printsInTheFormXcodeShowsInline() {
    let diagnostic = Diagnostic.error("missing ';'", at: SourceLocation(file: "/a/b.strings", line: 3, column: 7))
    #expect(diagnostic.description == "/a/b.strings:3:7: error: missing ';'")
  }

  @Test func sortsByLocationThenSeverity() {
    let a = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 2, column: 1))
    let b = Diagnostic.error("e", at: SourceLocation(file: "a", line: 1, column: 5))
    let c = Diagnostic.error("global", at: nil)
    #expect([a, b, c].sortedForOutput() == [c, b, a])
  }
}
