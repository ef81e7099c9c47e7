import L10nGenCore
import Testing

@Suite struct DiagnosticTests {
  /// The reader and the format analysis both find an undefined `%#@variable@`: one line per variable and place.
  @Test func anUndefinedVariableIsReportedOncePerVariableAndPlace() {
    let place = SourceLocation(file: "nl.lproj/Settings.stringsdict", line: 61, column: 7)
    let found = [
      Diagnostic.warning(
        "'incorrect' in nl: '%#@first@' refers to a variable named 'first' that the entry does not define",
        at: place, rule: .undefinedVariable),
      .warning(
        "'%#@first@' in entry 'incorrect' refers to the variable 'first', which is not defined (defined: none)",
        at: place, rule: .undefinedVariable),
      .warning(
        "'%#@second@' in entry 'incorrect' refers to the variable 'second', which is not defined (defined: none)",
        at: place, rule: .undefinedVariable),
    ]
    let kept = found.sortedForOutput().removingAdjacentDuplicates()
    #expect(kept.count == 2)
    #expect(kept.contains { $0.message.contains("'%#@first@'") })
    #expect(kept.contains { $0.message.contains("'%#@second@'") })
  }

  @Test func printsInTheFormXcodeShowsInlineWithTheRule() {
    let diagnostic = Diagnostic.error(
      "missing ';'", at: SourceLocation(file: "/a/b.strings", line: 3, column: 7), rule: .syntaxError)
    #expect(diagnostic.description == "/a/b.strings:3:7: error: missing ';' [syntax-error]")
  }

  @Test func sortsByLocationThenSeverity() {
    let a = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 2, column: 1), rule: .emptyValue)
    let b = Diagnostic.error("e", at: SourceLocation(file: "a", line: 1, column: 5), rule: .syntaxError)
    let c = Diagnostic.error("global", at: nil, rule: .noTables)
    #expect([a, b, c].sortedForOutput() == [c, b, a])
  }

  @Test(arguments: [
    ("two\nlines", "two\\nlines"), ("tab\there", "tab\\there"), ("cr\r", "cr\\r"), ("rs\u{1E}x", "rs\\u{1E}x"),
    ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"), ("plain 'ü' %@", "plain 'ü' %@"),
  ])
  func escapesEverythingThatWouldBreakTheLine(message: String, printed: String) {
    let diagnostic = Diagnostic.warning(message, at: nil, rule: .emptyValue)
    #expect(diagnostic.description == "warning: \(printed) [empty-value]")
    #expect(!diagnostic.description.contains { $0.isNewline })
  }

  @Test func everyCataloguedRuleHasAUniqueLowercaseIdentifier() {
    let ids = RuleCatalog.all.map(\.id.rawValue)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
    }
  }
}
