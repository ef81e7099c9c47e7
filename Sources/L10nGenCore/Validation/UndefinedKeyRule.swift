/// A key the code uses that the development language of its table does not define: users see the raw key.
///
/// Reported at the key in the source, with the closest key of the table as a suggestion. Usages of a table that
/// does not exist, and calls whose key or table is no literal (as notes: "dynamic key, not checked"), are reported
/// once, with the project's first table. Keys of generated accessors are checked by the compiler and skipped.
package struct UndefinedKeyRule: ValidationRule {
  /// `undefined-key`.
  package let identifier = RuleID.undefinedKey

  package init() {}

  /// The findings for one table: each usage of it whose key is not defined.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages else { return [] }
    let defined = table.definedEntries.map(\.key)
    let definedSet = Set(defined)
    var diagnostics: [Diagnostic] = []
    for usage in index.usages(ofTable: table.name) where !usage.isCompilerChecked {
      if let text = usage.key.text {
        guard !definedSet.contains(text) else { continue }
      } else if defined.contains(where: usage.key.matches) {
        continue
      }
      let key = usage.key.description
      let suggestion = Suggestion.closest(to: key, among: defined).map { "did you mean '\($0)'? " } ?? ""
      let unknown =
        usage.key.hasUnknownArgument
        ? " (an interpolation's type is not visible, so any specifier was accepted in its place)" : ""
      diagnostics.append(
        .error(
          "'\(key)' is not defined in table '\(table.name)' (\(table.developmentLanguage))\(unknown); \(suggestion)"
            + "add it to the table or fix the key, or users see the key itself",
          at: usage.location, rule: identifier))
    }
    guard table.name == context.tables.first?.name else { return diagnostics }
    let tableNames = Set(context.tables.map { $0.name.lowercased() })
    for usage in index.usages where !usage.isCompilerChecked && !tableNames.contains(usage.table.lowercased()) {
      let suggestion =
        Suggestion.closest(to: usage.table, among: context.tables.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
      diagnostics.append(
        .error(
          "'\(usage.key)' uses the table '\(usage.table)', which no input defines; \(suggestion)"
            + "add the table or fix the table name",
          at: usage.location, rule: identifier))
    }
    for dynamic in index.dynamicUsages {
      diagnostics.append(
        .note(
          "dynamic \(dynamic.part) in \(dynamic.callee), not checked; list the keys it can take in 'dynamicKeys' "
            + "so that unused-key counts them",
          at: dynamic.location, rule: identifier))
    }
    return diagnostics
  }
}
