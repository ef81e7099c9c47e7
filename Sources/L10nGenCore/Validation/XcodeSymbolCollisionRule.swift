/// Two keys of a String Catalog for which Xcode's symbol generation ("Generate String Catalog Symbols", Xcode 26)
/// would declare the same `LocalizedStringResource` member with the same parameters: Xcode then fails the build
/// ("This string key would generate the same symbol as …"), with no way to rename the symbol.
///
/// Xcode generates members only for keys added by hand (`extractionState: manual`), so only those are compared; a
/// pair whose parameter types differ is an overload, which compiles. The `xcode-symbols` style of `generate` renames
/// such a key itself (`name-collision`), and `symbolNames` in `l10n-gen.json` names it there.
package struct XcodeSymbolCollisionRule: ValidationRule {
  /// `xcode-symbol-collision`.
  package let identifier = RuleID.xcodeSymbolCollision

  package init() {}

  /// The findings for one table: one per key whose symbol an earlier key (in key order) already gives.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard table.isStringCatalog, !context.isInterfaceTable(table) else { return [] }
    var symbols: [(key: String, location: SourceLocation, name: String, signature: String)] = []
    for entry in table.entries where entry.extractionState == .manual {
      guard let name = XcodeSymbolNamer.name(forKey: entry.key) else { continue }
      let parameters = XcodeSymbolPlan.parameters(of: entry, developmentLanguage: table.developmentLanguage)
      symbols.append((entry.key, entry.location, name, XcodeSymbolPlan.signature(name, parameters)))
    }
    symbols.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    var first: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for symbol in symbols {
      guard let keeper = first[symbol.signature] else {
        first[symbol.signature] = symbol.key
        continue
      }
      diagnostics.append(
        .warning(
          "key \(SwiftLiteral.string(symbol.key)) of table '\(table.name)' gives the same Xcode symbol "
            + "'\(symbol.name)' with the same parameters as key \(SwiftLiteral.string(keeper)), so Xcode's \"Generate "
            + "String Catalog Symbols\" fails the build; rename one of the keys (l10n-gen's xcode-symbols style "
            + "renames it, or takes a name from \"symbolNames\")", at: symbol.location, rule: identifier))
    }
    return diagnostics
  }
}
