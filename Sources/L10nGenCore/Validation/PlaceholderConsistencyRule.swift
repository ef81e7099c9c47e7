/// Every translation must take the generated API's arguments (the development language's, or a code-written
/// catalog key's) with the same types at the same positions: a `%d` where the code passes a string garbles or
/// crashes at run time. Also reports broken
/// specifiers inside translations (`% @`, `%k`), each under its own rule.
///
/// Findings concern translations, so ``SeverityPolicy`` makes them warnings: L10nKit checks arguments before
/// formatting and falls back to the next language for that entry. Each finding points at the string where it lies
/// (a plural variant, a substitution's variant), else at the value's format string. `qqq` (documentation) is not
/// checked: its values describe the arguments, they do not take them.
package struct PlaceholderConsistencyRule: ValidationRule {
  /// `placeholder-mismatch`.
  package let identifier = RuleID.placeholderMismatch

  package init() {}

  /// The findings for one table.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let development = table.developmentLanguage
    let isInterfaceTable = context.isInterfaceTable(table)
    // The languages to check, decided once per table rather than once per entry (tables have up to 150).
    let languages = table.languages.filter {
      !LanguageCode.matches($0, development) && !LocalizationTable.isDocumentationLanguage($0)
        && context.filter.checks(language: $0)
    }
    // A catalog key without a development value is its own development text: translations take its arguments.
    let keyIsText = table.isStringCatalog
    for entry in table.entries {
      guard entry.values.count > (entry.values[development] == nil ? 0 : 1),
        let developmentValue = entry.developmentValue(in: development, keyIsText: keyIsText)
      else { continue }
      let signature = entry.apiSignature(developmentLanguage: development)
      let expected = signature.parameters
      for language in languages {
        guard let value = entry.values[language] else { continue }
        guard let format = entry.format(in: language) else { continue }
        // Most translations read exactly the API's arguments and have no problem: nothing to compare further.
        if format.problems.isEmpty && Self.sameArguments(format.parameters, expected) { continue }
        // An Interface Builder text is shown as is, never formatted: a lone `%` in it is prose, not a problem.
        let reported = isInterfaceTable ? [] : format.problems.filter { $0.severity != .note }
        var mismatches = ParameterUnifier.mismatches(of: format.parameters, against: expected)
        if signature.source == .codeKey {
          // Code passes the key's arguments; a translation, like the development value, may leave some out.
          mismatches.removeAll { if case .missingArgument = $0 { true } else { false } }
        }
        guard !reported.isEmpty || !mismatches.isEmpty else { continue }
        let locator = ValueTextLocator(value)
        for problem in reported {
          diagnostics.append(
            Diagnostic(
              problem.severity, "\(describe(entry.key, language)): \(problem.message)",
              at: locator.location(of: problem), rule: problem.rule, language: language))
        }
        for mismatch in mismatches {
          diagnostics.append(
            Diagnostic(
              mismatch.severity,
              "\(describe(entry.key, language)): \(mismatch.message) (development value at "
                + "\(developmentValue.location))",
              at: locator.location(of: mismatch), rule: identifier, language: language))
        }
      }
    }
    return SeverityPolicy.applying(to: diagnostics, developmentLanguage: development)
  }

  /// How a finding names the entry and language: `'login.welcome' in fr`.
  /// Whether two parameter lists read the same positions with the same types (labels aside), without building
  /// the dictionaries ``ParameterUnifier/mismatches(of:against:)`` needs to say how they differ.
  static func sameArguments(_ lhs: [FormatParameter], _ rhs: [FormatParameter]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where lhs[index].position != rhs[index].position || lhs[index].type != rhs[index].type {
      return false
    }
    return true
  }

  private func describe(_ key: String, _ language: String) -> String {
    "'\(key)' in \(language)"
  }
}
