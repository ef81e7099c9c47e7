/// The `LocalizedStringResource` members of the `xcode-symbols` style for one table: each key's Xcode name
/// (``XcodeSymbolNamer``) and parameters, with what Xcode cannot do resolved.
///
/// Xcode declares one member per key and fails the build when two keys give the same symbol with the same parameter
/// types ("This string key would generate the same symbol as …"); keys whose parameter types differ are overloads
/// and compile. Here the later key of such a pair (in key order) gets the name followed by `2`, `3`... with a
/// `name-collision` warning, unless `symbolNames` in `l10n-gen.json` names it; a key without a letter or digit gets
/// no member, with an `unnamed-key` note. ``XcodeSymbolCollisionRule`` reports the pairs Xcode itself would fail on.
package struct XcodeSymbolPlan: Sendable {
  /// One key's member.
  package struct Member: Sendable {
    /// The key's entry's index in ``LocalizationTable/entries``.
    package var index: Int
    /// The key.
    package var key: String
    /// The name Xcode's rules give the key (`nil` when they give none).
    package var xcodeName: String?
    /// The name generated: `xcodeName`, the configured one, or a renamed one after a collision.
    package var name: String
    /// The parameters, from the development text (the key itself in a String Catalog without a development value).
    package var parameters: [XcodeSymbolParameter]
  }

  /// The members, in Xcode's order: by key, in Unicode scalar order.
  package var members: [Member]
  /// The naming findings.
  package var diagnostics: [Diagnostic]

  /// The plan for the named entries of `table`; `symbolNames` overrides names by key.
  package init(table: LocalizationTable, symbolNames: [String: String]) {
    let keyIsText = table.isStringCatalog
    var members: [Member] = []
    var diagnostics: [Diagnostic] = []
    for (index, entry) in table.entries.enumerated()
    where NamingKeys.isNamed(entry, developmentLanguage: table.developmentLanguage, keyIsText: keyIsText) {
      let xcodeName = XcodeSymbolNamer.name(forKey: entry.key)
      guard let name = symbolNames[entry.key] ?? xcodeName else {
        diagnostics.append(
          .note(
            "key \(SwiftLiteral.string(entry.key)) has no letter or digit to build an Xcode symbol from, so it gets "
              + "no LocalizedStringResource member; name one in l10n-gen.json (\"symbolNames\": "
              + "{\(SwiftLiteral.string(entry.key)): \"name\"})", at: entry.location, rule: .unnamedKey))
        continue
      }
      members.append(
        Member(
          index: index, key: entry.key, xcodeName: xcodeName, name: name,
          parameters: Self.parameters(of: entry, developmentLanguage: table.developmentLanguage)))
    }
    members.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    // Same name and same parameter types: the later key is renamed.
    var taken: [String: String] = [:]
    for index in members.indices {
      let original = members[index].name
      var name = original
      var suffix = 2
      while taken[Self.signature(name, members[index].parameters)] != nil {
        name = "\(original)\(suffix)"
        suffix += 1
      }
      if name != original, let keeper = taken[Self.signature(original, members[index].parameters)] {
        diagnostics.append(
          .warning(
            "key \(SwiftLiteral.string(members[index].key)) and key \(SwiftLiteral.string(keeper)) both give the "
              + "Xcode symbol '\(original)' with the same parameters; this key's is generated as '\(name)'. Name it "
              + "in l10n-gen.json (\"symbolNames\": {\(SwiftLiteral.string(members[index].key)): \"name\"}) or "
              + "rename one of the keys", at: table.entries[members[index].index].location, rule: .nameCollision))
        members[index].name = name
      }
      taken[Self.signature(name, members[index].parameters)] = members[index].key
    }
    self.members = members
    self.diagnostics = diagnostics
  }

  /// The parameters Xcode gives `entry`'s member: those of its development text (its key when it has no value).
  package static func parameters(of entry: LocalizationEntry, developmentLanguage: String) -> [XcodeSymbolParameter] {
    // With `keyIsText`, there is always a development text.
    parameters(
      of: entry.developmentValue(in: developmentLanguage, keyIsText: true) ?? .text(entry.key, at: entry.location))
  }

  /// The parameters Xcode gives a member whose development value is `value`: those of its text (the `other` variant
  /// of a variation), with its substitutions' references labelled with their names.
  static func parameters(of value: LocalizedValue) -> [XcodeSymbolParameter] {
    let specifiers = Dictionary(
      value.substitutions.map { ($0.name, $0.formatSpecifier) }, uniquingKeysWith: { first, _ in first })
    return XcodeSymbolNamer.parameters(
      forFormat: value.root.representativeText ?? "", substitutionSpecifiers: specifiers)
  }

  /// What makes two members the same declaration for Swift: the name and the parameters' labels and types.
  static func signature(_ name: String, _ parameters: [XcodeSymbolParameter]) -> String {
    ([name] + parameters.map { "\($0.label ?? "_"):\($0.swiftType)" }).joined(separator: " ")
  }
}
