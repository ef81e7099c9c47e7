/// A key the development language defines that no code, Interface Builder file or `dynamicKeys` pattern uses:
/// translators pay for it every release.
///
/// Runs only when sources were scanned (``ValidationContext/keyUsages``), and only for tables the code uses at all:
/// a table no usage names (an Interface Builder file's own table when IB files are not read, `InfoPlist`, whose keys
/// the system reads) cannot be judged from code.
package struct UnusedKeyRule: ValidationRule {
  /// `unused-key`.
  package let identifier = RuleID.unusedKey

  /// Tables whose keys the system reads, never code.
  package static let systemTables: Set<String> = ["infoplist", "appshortcuts"]

  package init() {}

  /// The findings for one table: one per unused key, at its development-language entry.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages, !Self.systemTables.contains(table.name.lowercased()),
      !context.isInterfaceTable(table)
    else { return [] }
    let usages = index.usages(ofTable: table.name)
    guard !usages.isEmpty else { return [] }
    let usedTexts = Set(usages.compactMap(\.key.text))
    let patterns = usages.filter(\.key.hasUnknownArgument).map(\.key)
    return table.definedEntries.compactMap { entry -> Diagnostic? in
      let key = entry.key
      // The empty key (Xcode extracts `Text("")`) looks nothing up.
      guard !key.isEmpty, !usedTexts.contains(key), !index.isDynamicallyUsed(key),
        !patterns.contains(where: { $0.matches(key) })
      else { return nil }
      return .warning(
        "'\(key)' of table '\(table.name)' is not used by any scanned source, Interface Builder file or "
          + "'dynamicKeys' pattern; remove it, or add a 'dynamicKeys' pattern if code builds it at run time",
        at: entry.location, rule: identifier)
    }
  }
}
