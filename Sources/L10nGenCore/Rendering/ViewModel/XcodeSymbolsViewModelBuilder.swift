/// Builds the ``XcodeSymbolsContext`` of a table from the names and parameters the run's ``SymbolTable`` decided
/// (``XcodeSymbolPlan``).
struct XcodeSymbolsViewModelBuilder {
  /// The run's configuration.
  let config: L10nGenConfig
  /// The run's names.
  let symbols: SymbolTable

  /// The context of `table`'s file.
  func build(_ table: LocalizationTable) -> XcodeSymbolsContext {
    guard let plan = symbols.xcodeSymbolPlans[table.name], let names = symbols.symbols(ofTable: table.name) else {
      preconditionFailure("the table \(table.name) is not among the run's generated tables")
    }
    let members = plan.members.map { member in
      member.parameters.isEmpty
        ? XcodeSymbolsContext.Member(
          name: member.name, docLines: docLines(table.entries[member.index], table: table), isProperty: true,
          isFunction: false, parameters: "", keyLiteral: SwiftLiteral.string(member.key), defaultValueLiteral: "")
        : XcodeSymbolsContext.Member(
          name: member.name, docLines: docLines(table.entries[member.index], table: table), isProperty: false,
          isFunction: true, parameters: member.parameters.map(\.declaration).joined(separator: ", "),
          keyLiteral: SwiftLiteral.string(member.key),
          defaultValueLiteral: "\"" + member.parameters.map(Self.interpolation).joined() + "\"")
    }
    return XcodeSymbolsContext(
      header: "\(OutputPlan.generatedFileHeaderPrefix) from \(table.name) (\(table.developmentLanguage)). Do not edit.",
      access: config.accessLevel.declarationModifiers, accessLevel: config.accessLevel.rawValue,
      importAccess: config.accessLevel.importModifier, enumName: config.enumName, tableName: table.name,
      tableLiteral: SwiftLiteral.string(table.name), developmentLanguage: table.developmentLanguage,
      tableEnum: names.namespace ?? "", hasTableEnum: names.namespace != nil, members: members)
  }

  /// The doc comment Xcode writes (the translator comment, then `Localized string for key “…” in table “…”.`), with
  /// the development text first when it is not the key itself.
  private func docLines(_ entry: LocalizationEntry, table: LocalizationTable) -> [String] {
    var lines: [String] = []
    if let text = entry.values[table.developmentLanguage]?.root.representativeText, text != entry.key {
      SwiftLiteral.appendDocComment(text, prefix: "", to: &lines)
      lines.append("///")
    }
    if let comment = entry.comment, !comment.isEmpty {
      SwiftLiteral.appendDocComment(comment, prefix: "", to: &lines)
      lines.append("///")
    }
    SwiftLiteral.appendDocComment(
      "Localized string for key “\(entry.key)” in table “\(table.name)”.", prefix: "", to: &lines)
    return lines
  }

  /// How Xcode interpolates an argument into `defaultValue`: a `String` as it is, a number with its specifier.
  static func interpolation(_ parameter: XcodeSymbolParameter) -> String {
    guard let specifier = specifiers[parameter.swiftType] else { return "\\(\(parameter.name))" }
    return "\\(\(parameter.name), specifier: \"\(specifier)\")"
  }

  /// The specifier of each non-`String` argument type.
  private static let specifiers: [String: String] = [
    "Int": "%lld", "Int32": "%d", "Int16": "%hd", "Int8": "%hhd", "UInt": "%llu", "UInt32": "%u", "UInt16": "%hu",
    "UInt8": "%hhu", "Double": "%lf", "CChar": "%c",
  ]
}
