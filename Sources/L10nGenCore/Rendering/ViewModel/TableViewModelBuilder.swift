/// Builds the ``StructuredContext`` of one table: types and escaping are decided here, names come from the run's
/// ``SymbolTable``; templates decide neither.
struct TableViewModelBuilder {
  var config: L10nGenConfig
  /// The names of every table, accessor and key symbol of the run.
  var symbols: SymbolTable

  /// The context for the table's file (naming diagnostics are the symbol table's, format problems
  /// ``DevelopmentFormatRule``'s).
  func build(_ table: LocalizationTable) -> StructuredContext {
    let names = tableSymbols(of: table)
    var members: [String: StructuredContext.Member] = [:]
    for entry in SymbolTable.namedEntries(of: table) {
      members[entry.key] = memberModel(for: entry, in: table)
    }

    func namespaceModel(_ namespace: KeyNamespace) -> StructuredContext.Namespace {
      StructuredContext.Namespace(
        name: namespace.swiftName,
        members: namespace.members.compactMap { keyMember in
          guard var member = members[keyMember.key] else { return nil }
          member.name = keyMember.swiftName
          return member
        },
        namespaces: namespace.namespaces.map(namespaceModel)
      )
    }

    var root = namespaceModel(names.accessors)
    if let namespace = names.namespace {
      root = StructuredContext.Namespace(
        name: "",
        namespaces: [
          StructuredContext.Namespace(
            name: namespace, docLines: ["/// The \(table.name) table."], members: root.members,
            namespaces: root.namespaces)
        ])
    }

    let keySymbols = names.keySymbols.compactMap { symbol -> StructuredContext.KeySymbol? in
      guard let member = members[symbol.key] else { return nil }
      return StructuredContext.KeySymbol(
        name: symbol.name,
        docLines: [
          "/// The key \(SwiftLiteral.docCommentLines(symbol.key).joined(separator: " ")) in \(table.name).", "///",
        ] + member.docLines.prefix { $0 != "///" },
        keyLiteral: member.keyLiteral,
        fallbackLiteral: member.fallbackLiteral
      )
    }

    let context = StructuredContext(
      header: "\(GeneratedFile.headerPrefix) from \(table.name) (\(table.developmentLanguage)). Do not edit.",
      access: config.accessLevel.rawValue,
      // The key type conforms to L10nKit's LocalizationTableKey, so a public API needs a public import.
      importAccess: config.accessLevel == .internal ? "" : "\(config.accessLevel.rawValue) ",
      enumName: config.enumName,
      tableName: table.name,
      tableLiteral: SwiftLiteral.string(table.name),
      keyType: names.keyType ?? "",
      developmentLanguage: table.developmentLanguage,
      root: root,
      keySymbols: keySymbols,
      hasKeySymbols: !keySymbols.isEmpty
    )
    return context
  }

  /// The names of `table`; a table the symbol table does not know (never, in a run) gets its natural names.
  private func tableSymbols(of table: LocalizationTable) -> SymbolTable.TableSymbols {
    if let names = symbols.symbols(ofTable: table.name) { return names }
    return SymbolTable(tables: [table], config: config).symbols(ofTable: table.name)!
  }

  /// The development value of `entry` (its key when it has none) and its parameters.
  private func parameterModels(for entry: LocalizationEntry, in table: LocalizationTable) -> (
    value: LocalizedValue, parameters: [StructuredContext.Parameter]
  ) {
    let value = entry.values[table.developmentLanguage] ?? .text(entry.key, at: entry.location)
    var usedNames: Set<String> = []
    let parameters = entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters.map {
      parameter -> StructuredContext.Parameter in
      var label: String?
      var name = "p\(parameter.position)"
      if let rawLabel = parameter.label {
        let candidate = SwiftIdentifier.lowerCamelCase(rawLabel)
        if SwiftIdentifier.isValidIdentifier(candidate), !usedNames.contains(candidate) {
          label = SwiftIdentifier.escapedIfNeeded(candidate)
          name = candidate == label ? candidate : "p\(parameter.position)"
        }
      }
      usedNames.insert(name)
      return StructuredContext.Parameter(
        label: label, name: name, swiftType: parameter.type.generatedSwiftType,
        localizationArgument: parameter.type.localizationArgument(wrapping: name))
    }
    return (value, parameters)
  }

  private func memberModel(for entry: LocalizationEntry, in table: LocalizationTable) -> StructuredContext.Member {
    let (value, parameters) = parameterModels(for: entry, in: table)
    let fallback = FallbackText.make(for: value)
    var docLines = SwiftLiteral.docCommentLines(value.isVariable ? "Plural: \(fallback.display)" : fallback.display)
    if let comment = entry.comment, !comment.isEmpty {
      docLines += [""] + SwiftLiteral.docCommentLines("Comment: \(comment)")
    }
    let member = StructuredContext.Member(
      name: "",
      docLines: docLines.map { $0.isEmpty ? "///" : "/// \($0)" },
      keyLiteral: SwiftLiteral.string(entry.key),
      fallbackLiteral: SwiftLiteral.string(fallback.format),
      parameters: parameters
    )
    return member
  }
}
