/// A key the code uses that the development language of its table does not define: users see the raw key (or the
/// call's `value:`/`defaultValue:`, in every language).
///
/// Reported at the key in the source, with the closest key of the table as a suggestion. Usages of a table that
/// does not exist, and calls whose key or table is no literal (as notes: "dynamic key, not checked"), are reported
/// once, with the project's first table. Not checked: keys of generated accessors (the compiler checks them), keys
/// with no letter outside their specifiers (`" ⸱ "`, `", "`, `"%@"`: shown as they are in every language), and
/// usages in code only debug builds compile (``KeyUsage/isDebugOnly``: previews, `#if DEBUG`). The rule does nothing
/// when the run's filter disables it, so its suggestions cost nothing then.
package struct UndefinedKeyRule: ValidationRule {
  /// `undefined-key`.
  package let identifier = RuleID.undefinedKey

  package init() {}

  /// Whether the rule checks `usage`.
  static func checks(_ usage: KeyUsage) -> Bool {
    !usage.isCompilerChecked && !usage.isDebugOnly && usage.key.hasLetter
  }

  /// The findings for one table: each usage of it whose key is not defined.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages, !context.filter.disabledRules.contains(identifier) else { return [] }
    let defined = table.definedEntries.map(\.key)
    let definedSet = Set(defined)
    // Prepared on the first undefined key only: most runs have none.
    var candidates: Suggestion.Candidates?
    var diagnostics: [Diagnostic] = []
    for usage in index.usages(ofTable: table.name) where Self.checks(usage) {
      if let text = usage.key.text {
        guard !definedSet.contains(text) else { continue }
      } else if defined.contains(where: usage.key.matches) {
        continue
      }
      let key = usage.key.description
      if candidates == nil { candidates = Suggestion.Candidates(defined) }
      let suggestion = candidates?.closest(to: key).map { "did you mean '\($0)'? " } ?? ""
      let unknown =
        usage.key.hasUnknownArgument
        ? " (an interpolation's type is not visible, so any specifier was accepted in its place)" : ""
      let shown =
        usage.value.map { "users see '\($0)', the call's default value, in every language" }
        ?? "users see the key itself"
      diagnostics.append(
        .error(
          "'\(key)' is not defined in table '\(table.name)' (\(table.developmentLanguage))\(unknown); \(suggestion)"
            + "add it to the table or fix the key, or \(shown)",
          at: usage.location, rule: identifier))
    }
    guard table.name == context.tables.first?.name else { return diagnostics }
    let tableNames = Set(context.tables.map { $0.name.lowercased() })
    var tableCandidates = Suggestion.Candidates(context.tables.map(\.name))
    for usage in index.usages where Self.checks(usage) && !tableNames.contains(usage.table.lowercased()) {
      let suggestion = tableCandidates.closest(to: usage.table).map { "did you mean '\($0)'? " } ?? ""
      diagnostics.append(
        .error(
          "'\(usage.key)' uses the table '\(usage.table)', which no input defines; \(suggestion)"
            + "add the table or fix the table name",
          at: usage.location, rule: identifier))
    }
    for dynamic in index.dynamicUsages where !dynamic.isDebugOnly {
      diagnostics.append(
        .note(
          "dynamic \(dynamic.part) in \(dynamic.callee), not checked; list the keys it can take in 'dynamicKeys' "
            + "so that unused-key counts them",
          at: dynamic.location, rule: identifier))
    }
    return diagnostics
  }
}
