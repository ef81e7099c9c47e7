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

  /// What the scanned code says about the keys of one table: ``verdict(for:)`` tells whether a key is used, possibly
  /// used in a way the scan cannot follow, or unused. `unused-key` and `extract --prune` read the same answer, so
  /// `extract` never deletes a key that `lint --sources` counts as used or possibly used.
  package struct Uses: Sendable {
    /// Whether a key is used, and the evidence when that cannot be known.
    package enum Verdict: Hashable, Sendable {
      /// A usage names the key (any form: a literal, a generated accessor, a key symbol, an `lz*` key), an
      /// interpolated usage or a `dynamicKeys` pattern matches it, or it is the empty key.
      case used
      /// Only a literal passed to a call whose declaration is out of sight may use it.
      case uncertain(UncertainKeyUse)
      /// Its text is written as a string literal (at the location) in code that looks keys up at run time.
      case runtimeLookup(literal: SourceLocation, lookup: DynamicKeyUsage)
      /// Nothing uses it.
      case unused
    }

    /// The index.
    private let index: KeyUsageIndex
    /// Whether any usage names the table.
    package let isTableUsed: Bool
    /// The keys used literally.
    private let usedTexts: Set<String>
    /// The usages with an interpolation of unknown type.
    private let patterns: [SourceKey]
    /// Literals of calls out of sight, by text.
    private let uncertain: [String: UncertainKeyUse]
    /// Interpolated literals of calls out of sight.
    private let uncertainPatterns: [UncertainKeyUse]
    /// The first key lookup of the code that is no literal.
    private let runtimeLookup: DynamicKeyUsage?

    /// The uses of the keys of table `table` in `index`.
    package init(_ index: KeyUsageIndex, table: String) {
      self.index = index
      let usages = index.usages(ofTable: table)
      isTableUsed = !usages.isEmpty
      usedTexts = Set(usages.compactMap(\.key.text))
      patterns = usages.filter(\.key.hasUnknownArgument).map(\.key)
      var uncertain: [String: UncertainKeyUse] = [:]
      var uncertainPatterns: [UncertainKeyUse] = []
      for use in index.uncertainUses(ofTable: table) {
        if let text = use.key.text {
          if uncertain[text] == nil { uncertain[text] = use }
        } else {
          uncertainPatterns.append(use)
        }
      }
      self.uncertain = uncertain
      self.uncertainPatterns = uncertainPatterns
      runtimeLookup = index.dynamicUsages.first { !$0.isDebugOnly && $0.part == "key" }
    }

    /// What the code says about `key`.
    package func verdict(for key: String) -> Verdict {
      // The empty key (Xcode extracts `Text("")`) looks nothing up.
      if key.isEmpty || usedTexts.contains(key) || index.isDynamicallyUsed(key)
        || patterns.contains(where: { $0.matches(key) })
      {
        return .used
      }
      if let use = uncertain[key] ?? uncertainPatterns.first(where: { $0.key.matches(key) }) {
        return .uncertain(use)
      }
      if let runtimeLookup, let literal = index.literalLocations[key] {
        return .runtimeLookup(literal: literal, lookup: runtimeLookup)
      }
      return .unused
    }
  }

  /// The findings for one table: one per unused key, at its development-language entry.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard let index = context.keyUsages, !Self.systemTables.contains(table.name.lowercased()),
      !context.isInterfaceTable(table)
    else { return [] }
    let uses = Uses(index, table: table.name)
    guard uses.isTableUsed else { return [] }
    return table.definedEntries.compactMap { entry -> Diagnostic? in
      let key = entry.key
      switch uses.verdict(for: key) {
      case .used:
        return nil
      case let .uncertain(use):
        return .note(
          "'\(key)' of table '\(table.name)' is used only as an argument of '\(use.callee)' at \(use.location), "
            + "whose declaration is not in the scanned sources (a package's API?); it is a use if that parameter is a "
            + "LocalizedStringKey or LocalizedStringResource, otherwise remove the key", at: entry.location,
          rule: identifier)
      case .runtimeLookup where entry.extractionState == .manual, .unused where entry.extractionState == .manual:
        return .note(
          "'\(key)' of table '\(table.name)' is not used by any scanned source, but was added to the catalog by hand "
            + "(extractionState 'manual'), as keys that code builds at run time are; remove it if no code does",
          at: entry.location, rule: identifier)
      case let .runtimeLookup(literal, runtimeLookup):
        return .note(
          "'\(key)' of table '\(table.name)' is never used as a key literally, but is written as a string at "
            + "\(literal) and the code looks keys up at run time (\(runtimeLookup.callee) at "
            + "\(runtimeLookup.location)); if that is how it is used, add a 'dynamicKeys' pattern, otherwise remove it",
          at: entry.location, rule: identifier)
      case .unused:
        return .warning(
          "'\(key)' of table '\(table.name)' is not used by any scanned source, Interface Builder file or "
            + "'dynamicKeys' pattern; remove it, or add a 'dynamicKeys' pattern if code builds it at run time",
          at: entry.location, rule: identifier)
      }
    }
  }
}
