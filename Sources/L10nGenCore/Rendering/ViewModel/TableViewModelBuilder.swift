/// Builds the ``StructuredContext`` of one table: names, types and escaping are all decided here, never in templates.
struct TableViewModelBuilder {
  /// The table whose members live directly in the root enum.
  static let defaultTableName = "Localizable"

  var config: L10nGenConfig
  /// The namespaces and key types of all tables.
  var tableNames: TableSwiftNames

  /// The names of the `LocalizationKey` constants: table → key → Swift name (see `keySymbolNames(for:)`).
  var keySymbolNames: [String: [String: String]] = [:]

  /// Members a table's key type has through `LocalizationTableKey`, which key symbols must not shadow.
  static let keyTypeMemberNames: Set<String> = [
    "table", "bundle", "localizer", "key", "string", "format", "localizationKey",
  ]

  /// Members of the root enum that the support file declares.
  static let supportMemberNames: Set<String> = ["bundle"]

  /// The context for the table's file, plus the diagnostics found while naming and typing its keys.
  func build(_ table: LocalizationTable) -> (context: StructuredContext, diagnostics: [Diagnostic]) {
    let (developmentEntries, tree) = namingTree(for: table)
    var diagnostics = tree.diagnostics

    var members: [String: StructuredContext.Member] = [:]
    for entry in developmentEntries {
      let (member, memberDiagnostics) = memberModel(for: entry, in: table)
      members[entry.key] = member
      diagnostics += memberDiagnostics
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

    var root = namespaceModel(tree.root)
    if table.name != Self.defaultTableName {
      root = StructuredContext.Namespace(
        name: "",
        namespaces: [
          StructuredContext.Namespace(
            name: tableNames.namespace(of: table.name),
            docLines: ["/// The \(table.name) table."], members: root.members, namespaces: root.namespaces)
        ])
    }

    let keySymbols = (keySymbolNames[table.name] ?? [:]).sorted { $0.value < $1.value }.compactMap {
      key, name -> StructuredContext.KeySymbol? in
      guard let member = members[key] else { return nil }
      return StructuredContext.KeySymbol(
        name: name,
        docLines: ["/// The key \(SwiftLiteral.docCommentLines(key).joined(separator: " ")) in \(table.name).", "///"]
          + member.docLines.prefix { $0 != "///" },
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
      keyType: tableNames.keyType(of: table.name),
      developmentLanguage: table.developmentLanguage,
      root: root,
      keySymbols: keySymbols,
      hasKeySymbols: !keySymbols.isEmpty
    )
    return (context, diagnostics)
  }

  /// The diagnostics `build(_:)` reports, without building the context (for `lint`, which writes no files).
  func diagnostics(for table: LocalizationTable) -> [Diagnostic] {
    let (developmentEntries, tree) = namingTree(for: table)
    var diagnostics = tree.diagnostics
    for entry in developmentEntries {
      diagnostics += parameterModels(for: entry, in: table).diagnostics
    }
    return diagnostics
  }

  /// The entries that get an accessor (those the development language defines) and their names.
  private func namingTree(for table: LocalizationTable) -> (
    developmentEntries: [LocalizationEntry], tree: (root: KeyNamespace, diagnostics: [Diagnostic])
  ) {
    let developmentEntries = table.entries.filter { $0.values[table.developmentLanguage] != nil || $0.values.isEmpty }
    let tree = KeyNamer.buildTree(
      keys: developmentEntries.map { (key: $0.key, location: $0.location) },
      separator: config.separator,
      structure: config.structure == .flat ? .flat : .nested,
      reservedNamespaceNames: KeyNamer.reservedNamespaceNames.union([config.enumName]).union(
        table.name == Self.defaultTableName ? tableNames.occupiedNames : []),
      reservedMemberNames: SwiftIdentifier.reservedMemberNames.union(Self.supportMemberNames)
    )
    return (developmentEntries, tree)
  }

  /// Names the `LocalizationKey` constants of every table at once, since they share one namespace: from the
  /// key (`loginTitle`), prefixed with the table unless it is the default one (`infoPlistCFBundleName`).
  /// Names that collide across tables are made unique and reported like any other collision.
  static func keySymbolNames(for tables: [LocalizationTable]) -> (
    names: [String: [String: String]], diagnostics: [Diagnostic]
  ) {
    var owners: [String: (table: String, key: String)] = [:]
    var keys: [(key: String, location: SourceLocation)] = []
    for table in tables {
      for entry in table.entries where entry.values[table.developmentLanguage] != nil || entry.values.isEmpty {
        // U+0001 cannot be typed in a key, so a table prefix never equals a key of the default table.
        let path = table.name == defaultTableName ? entry.key : "\(table.name)\u{1}\(entry.key)"
        guard owners[path] == nil else { continue }
        owners[path] = (table.name, entry.key)
        keys.append((path, entry.location))
      }
    }
    let tree = KeyNamer.buildTree(
      keys: keys, separator: "\u{0}", structure: .flat,
      reservedMemberNames: SwiftIdentifier.reservedMemberNames.union(keyTypeMemberNames), memberNoun: "key symbol")
    var names: [String: [String: String]] = [:]
    for member in tree.root.members {
      guard let owner = owners[member.key] else { continue }
      names[owner.table, default: [:]][owner.key] = member.swiftName
    }
    return (names, tree.diagnostics)
  }

  /// The development value of `entry` (its key when it has none), its parameters, and the problems typing them.
  private func parameterModels(for entry: LocalizationEntry, in table: LocalizationTable) -> (
    value: LocalizedValue, parameters: [StructuredContext.Parameter], diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    let value = entry.values[table.developmentLanguage] ?? .text(entry.key, at: entry.location)
    let problems = entry.format(in: table.developmentLanguage)?.problems ?? ValueFormat(of: value).problems
    diagnostics += problems.map { $0.generationDiagnostic(forKey: entry.key, at: value.location) }
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
    return (value, parameters, diagnostics)
  }

  private func memberModel(
    for entry: LocalizationEntry, in table: LocalizationTable
  ) -> (StructuredContext.Member, [Diagnostic]) {
    let (value, parameters, diagnostics) = parameterModels(for: entry, in: table)
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
    return (member, diagnostics)
  }
}
