/// An empty value shows nothing in the interface, which is rarely intended.
package struct EmptyValueRule: ValidationRule {
  /// `empty-value`.
  package let identifier = RuleID.emptyValue

  package init() {}

  /// The findings for one table.
  ///
  /// Only plain values are checked: a plural variant may be empty on purpose (`zero` showing nothing). Every language
  /// is checked, the development language included. The empty key (Xcode extracts `Text("")` into a catalog) is
  /// empty in every language by nature.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    table.entries.flatMap { entry -> [Diagnostic] in
      guard !entry.key.isEmpty else { return [] }
      return entry.values.keys.sorted().compactMap { language -> Diagnostic? in
        guard context.filter.checks(language: language), let value = entry.values[language],
          value.plainText?.isEmpty == true
        else { return nil }
        return .warning(
          "'\(entry.key)' has an empty value in \(language); write the text or remove the entry",
          at: value.location, rule: identifier, language: language)
      }
    }
  }
}
