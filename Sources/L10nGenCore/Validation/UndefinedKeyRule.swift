/// A key the code uses that the development language of its table does not define: users see the raw key (or the
/// call's `value:`/`defaultValue:`, in every language).
///
/// Reported at the key in the source, with the closest key of the table that has a letter as a suggestion (never
/// `""` or `" ⸱ "`). An error, except for a natural-text key (``isNaturalText(_:)``) of a String Catalog that a call
/// Xcode extracts uses (``isExtractedByXcode(_:)``): Xcode adds that key at its next build and users see its text,
/// untranslated, so it is a warning about missing translations. An identifier-like key (`settings.title`) stays an
/// error: users would see the key itself.
///
/// Usages of a table that does not exist, and calls whose key or table is no literal (as notes: "dynamic key, not
/// checked"), are reported once, with the project's first table. Not checked: keys of generated accessors (the
/// compiler checks them), keys with no letter outside their specifiers (`" ⸱ "`, `", "`, `"%@"`: shown as they are
/// in every language), and usages in code only debug builds compile (``KeyUsage/isDebugOnly``: previews,
/// `#if DEBUG`). The rule does nothing when the run's filter disables it, so its suggestions cost nothing then.
package struct UndefinedKeyRule: ValidationRule {
  /// `undefined-key`.
  package let identifier = RuleID.undefinedKey

  package init() {}

  /// Whether the rule checks `usage`.
  static func checks(_ usage: KeyUsage) -> Bool {
    !usage.isCompilerChecked && !usage.isDebugOnly && usage.key.hasLetter
  }

  /// Whether Xcode's extraction writes the keys of calls of `form` into a String Catalog: SwiftUI's and Foundation's
  /// localized initializers and `NSLocalizedString`, not a project's wrappers or run-time lookups.
  static func isExtractedByXcode(_ form: KeyUsage.Form) -> Bool {
    [.localizedStringMacro, .stringLocalized, .localizedStringResource, .localizedStringKey, .swiftUI].contains(form)
  }

  /// Whether `key` reads as text a user can be shown rather than an identifier: it has white space, or no `.` or `_`
  /// between two letters or digits (`Max Capacity: %lld%%`, `Cancel`, `OK` are text; `settings.title`,
  /// `accessibility.tabs.profile`, `login_title` are identifiers).
  static func isNaturalText(_ key: String) -> Bool {
    if key.contains(where: \.isWhitespace) { return true }
    let characters = Array(key)
    for index in characters.indices.dropFirst().dropLast() where characters[index] == "." || characters[index] == "_" {
      let before = characters[index - 1]
      let after = characters[index + 1]
      if (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber) { return false }
    }
    return true
  }

  /// The findings for one table: each usage of it whose key is not defined.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages, !context.filter.disabledRules.contains(identifier) else { return [] }
    let defined = table.definedEntries.map(\.key)
    let definedSet = Set(defined)
    let isCatalog = table.isStringCatalog
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
      if candidates == nil {
        // A key without a letter (`""`, `" ⸱ "`) is never a useful suggestion.
        candidates = Suggestion.Candidates(defined.filter(SourceKey.hasLetterOutsideSpecifiers))
      }
      let suggestion = candidates?.closest(to: key).map { "did you mean '\($0)'? " } ?? ""
      let unknown =
        usage.key.hasUnknownArgument
        ? " (an interpolation's type is not visible, so any specifier was accepted in its place)" : ""
      if isCatalog, Self.isExtractedByXcode(usage.form), Self.isNaturalText(key) {
        diagnostics.append(
          .warning(
            "'\(key)' is not in String Catalog '\(table.name)' (\(table.developmentLanguage)) yet\(unknown); "
              + "\(suggestion)Xcode adds this text key at its next build, and until it is translated users see its "
              + "text, untranslated, in every language; build in Xcode (or add it) and translate it, or fix the key",
            at: usage.location, rule: identifier))
        continue
      }
      // A text key is shown as its text (untranslated), an identifier-like key as the raw key.
      let rawKey =
        Self.isNaturalText(key) ? "users see its text, untranslated, in every language" : "users see the key itself"
      let shown = usage.value.map { "users see '\($0)', the call's default value, in every language" } ?? rawKey
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
