/// A key the development language defines that no code, Interface Builder file or `dynamicKeys` pattern uses:
/// translators pay for it every release.
///
/// A note instead of a warning where the code may use the key in a way the scan cannot follow: a catalog key added by
/// hand (`manual`), a literal passed to a call whose declaration is out of sight (``UncertainKeyUse``), or a string
/// literal of the key's text in a project that looks keys up at run time.
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
    // Literals of calls out of sight: by text, and the interpolated ones as patterns.
    var uncertain: [String: UncertainKeyUse] = [:]
    var uncertainPatterns: [UncertainKeyUse] = []
    for use in index.uncertainUses(ofTable: table.name) {
      if let text = use.key.text {
        if uncertain[text] == nil { uncertain[text] = use }
      } else {
        uncertainPatterns.append(use)
      }
    }
    let runtimeLookup = index.dynamicUsages.first { !$0.isDebugOnly && $0.part == "key" }
    return table.definedEntries.compactMap { entry -> Diagnostic? in
      let key = entry.key
      // The empty key (Xcode extracts `Text("")`) looks nothing up.
      guard !key.isEmpty, !usedTexts.contains(key), !index.isDynamicallyUsed(key),
        !patterns.contains(where: { $0.matches(key) })
      else { return nil }
      if let use = uncertain[key] ?? uncertainPatterns.first(where: { $0.key.matches(key) }) {
        return .note(
          "'\(key)' of table '\(table.name)' is used only as an argument of '\(use.callee)' at \(use.location), "
            + "whose declaration is not in the scanned sources (a package's API?); it is a use if that parameter is a "
            + "LocalizedStringKey or LocalizedStringResource, otherwise remove the key", at: entry.location,
          rule: identifier)
      }
      if entry.extractionState == .manual {
        return .note(
          "'\(key)' of table '\(table.name)' is not used by any scanned source, but was added to the catalog by hand "
            + "(extractionState 'manual'), as keys that code builds at run time are; remove it if no code does",
          at: entry.location, rule: identifier)
      }
      if let runtimeLookup, let literal = index.literalLocations[key] {
        return .note(
          "'\(key)' of table '\(table.name)' is never used as a key literally, but is written as a string at "
            + "\(literal) and the code looks keys up at run time (\(runtimeLookup.callee) at "
            + "\(runtimeLookup.location)); if that is how it is used, add a 'dynamicKeys' pattern, otherwise remove it",
          at: entry.location, rule: identifier)
      }
      return .warning(
        "'\(key)' of table '\(table.name)' is not used by any scanned source, Interface Builder file or "
          + "'dynamicKeys' pattern; remove it, or add a 'dynamicKeys' pattern if code builds it at run time",
        at: entry.location, rule: identifier)
    }
  }
}
