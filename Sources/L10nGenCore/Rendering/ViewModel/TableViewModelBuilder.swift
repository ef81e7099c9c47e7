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

    let keySymbols = names.keySymbols.compactMap { symbol in
      members[symbol.key].map { keySymbol(symbol, member: $0, in: table) }
    }

    var result = context(of: table, names: names, root: root, keySymbols: keySymbols)
    result.hasProperties = members.values.contains { $0.isProperty }
    result.formatHelpers = StructuredContext.FormatHelper.helpers(
      for: members.values.map { $0.parameterList.map(\.swiftType) })
    return result
  }

  /// Whether the members of `namespace` and of the namespaces below it index `entries`: each member's index holds
  /// an entry of its key.
  private static func membersIndex(_ entries: [LocalizationEntry], from namespace: KeyNamespace) -> Bool {
    namespace.members.allSatisfy { entries.indices.contains($0.index) && entries[$0.index].key == $0.key }
      && namespace.namespaces.allSatisfy { membersIndex(entries, from: $0) }
  }

  /// What ``MustacheValueEncoder`` makes of ``build(_:)``'s context, except that each accessor and key symbol is made
  /// from its entry only when a template renders it (``MustacheLazyList``), and each namespace only when reached: a
  /// table of hundreds of thousands of keys is rendered without its whole context ever existing at once.
  func templateValue(_ table: LocalizationTable) -> MustacheValue {
    let names = tableSymbols(of: table)
    // Each member knows its entry's index in the table it was named from; a table that is not that one (its entry
    // there has another key) finds its entries by key, as `build` does, and so do key symbols.
    let isNamedTable = Self.membersIndex(table.entries, from: names.accessors)
    let keyIsText = table.isStringCatalog
    let entryIndices: [String: Int] =
      isNamedTable && names.keySymbols.isEmpty
      ? [:]
      : Dictionary(
        table.entries.enumerated().lazy.filter {
          NamingKeys.isNamed($0.element, developmentLanguage: table.developmentLanguage, keyIsText: keyIsText)
        }.map { ($0.element.key, $0.offset) }, uniquingKeysWith: { _, last in last })
    let builder = self
    let memberIndices: @Sendable (KeyNamespace) -> [(index: Int, name: String)] = { namespace in
      namespace.members.compactMap { member in
        (isNamedTable ? member.index : entryIndices[member.key]).map { (index: $0, name: member.swiftName) }
      }
    }
    @Sendable func members(of namespace: KeyNamespace) -> MustacheLazyList {
      MustacheLazyList(memberIndices(namespace)) { member in
        var model = builder.memberModel(for: table.entries[member.index], in: table)
        model.name = member.name
        return model.mustacheValue
      }
    }
    @Sendable func namespaceValue(_ namespace: KeyNamespace) -> MustacheValue {
      StructuredContext.Namespace.mustacheValue(
        name: namespace.swiftName, docLines: [], members: members(of: namespace),
        namespaces: MustacheLazyList(namespace.namespaces, transform: namespaceValue))
    }

    @Sendable func declarationValue(_ namespace: KeyNamespace) -> MustacheValue {
      StructuredContext.Namespace.mustacheValue(
        name: namespace.swiftName, docLines: [], members: MustacheLazyList([]),
        namespaces: MustacheLazyList(namespace.namespaces, transform: declarationValue))
    }

    let root: MustacheValue
    let declarations: MustacheValue
    var extended: [(type: String, namespace: KeyNamespace)]
    if let namespace = names.namespace {
      let tableDoc = ["/// The \(table.name) table."]
      let tableNamespace = StructuredContext.Namespace.mustacheValue(
        name: namespace, docLines: tableDoc, members: members(of: names.accessors),
        namespaces: MustacheLazyList(names.accessors.namespaces, transform: namespaceValue))
      root = StructuredContext.Namespace.mustacheValue(
        name: "", docLines: [], members: MustacheLazyList([]), namespaces: MustacheLazyList([tableNamespace]))
      let tableDeclaration = StructuredContext.Namespace.mustacheValue(
        name: namespace, docLines: tableDoc, members: MustacheLazyList([]),
        namespaces: MustacheLazyList(names.accessors.namespaces, transform: declarationValue))
      declarations = StructuredContext.Namespace.mustacheValue(
        name: "", docLines: [], members: MustacheLazyList([]), namespaces: MustacheLazyList([tableDeclaration]))
      let tableType = config.enumName + "." + namespace
      extended =
        [(tableType, names.accessors)]
        + Self.namespacePaths(names.accessors.namespaces, under: tableType, children: \.namespaces, name: \.swiftName)
    } else {
      root = namespaceValue(names.accessors)
      declarations = StructuredContext.Namespace.mustacheValue(
        name: "", docLines: [], members: members(of: names.accessors),
        namespaces: MustacheLazyList(names.accessors.namespaces, transform: declarationValue))
      extended = Self.namespacePaths(
        names.accessors.namespaces, under: config.enumName, children: \.namespaces, name: \.swiftName)
    }
    extended.removeAll { $0.namespace.members.isEmpty }
    let extensions = MustacheLazyList(extended) { item in
      StructuredContext.Extension.mustacheValue(typeName: item.type, members: members(of: item.namespace))
    }

    let symbols = names.keySymbols.compactMap { symbol in entryIndices[symbol.key].map { (index: $0, symbol: symbol) } }
    let keySymbols = MustacheLazyList(symbols) { item in
      builder.keySymbol(item.symbol, member: builder.memberModel(for: table.entries[item.index], in: table), in: table)
        .mustacheValue
    }
    var header = context(of: table, names: names, root: StructuredContext.Namespace(name: ""), keySymbols: [])
    var signatures: [[String]] = []
    func collectSignatures(_ namespace: KeyNamespace) {
      for member in memberIndices(namespace) {
        signatures.append(parameterTypes(of: table.entries[member.index], in: table))
      }
      namespace.namespaces.forEach(collectSignatures)
    }
    collectSignatures(names.accessors)
    header.hasProperties = signatures.contains { $0.isEmpty }
    header.formatHelpers = StructuredContext.FormatHelper.helpers(for: signatures)
    guard case .object(var fields) = (try? MustacheValueEncoder().encode(header)) ?? .null else { return .null }
    fields["root"] = root
    fields["declarations"] = declarations
    fields["extensions"] = .lazyList(extensions)
    fields["keySymbols"] = .lazyList(keySymbols)
    fields["hasKeySymbols"] = .bool(keySymbols.count > 0)
    return .object(fields)
  }

  /// The key symbol of `symbol`, whose accessor is `member`.
  func keySymbol(
    _ symbol: SymbolTable.KeySymbol, member: StructuredContext.Member, in table: LocalizationTable
  ) -> StructuredContext.KeySymbol {
    StructuredContext.KeySymbol(
      name: symbol.name,
      docLines: [
        "/// The key \(SwiftLiteral.docCommentLines(symbol.key).joined(separator: " ")) in \(table.name).", "///",
      ] + member.docLines.prefix { $0 != "///" },
      keyLiteral: member.keyLiteral,
      fallbackLiteral: member.fallbackLiteral
    )
  }

  /// The context of the table's file around `root` and `keySymbols`.
  func context(
    of table: LocalizationTable, names: SymbolTable.TableSymbols, root: StructuredContext.Namespace,
    keySymbols: [StructuredContext.KeySymbol]
  ) -> StructuredContext {
    StructuredContext(
      header: "\(OutputPlan.generatedFileHeaderPrefix) from \(table.name) (\(table.developmentLanguage)). Do not edit.",
      access: config.accessLevel.declarationModifiers,
      accessLevel: config.accessLevel.rawValue,
      // The key type conforms to L10nKit's LocalizationTableKey, so a public API needs a public import.
      importAccess: config.accessLevel.importModifier,
      enumName: config.enumName,
      tableName: table.name,
      tableLiteral: SwiftLiteral.string(table.name),
      keyType: names.keyType ?? "",
      developmentLanguage: table.developmentLanguage,
      root: root,
      declarations: Self.declarations(of: root),
      extensions: Self.extensions(of: root, rootType: config.enumName),
      keySymbols: keySymbols,
      hasKeySymbols: !keySymbols.isEmpty,
      hasProperties: false,
      formatHelpers: []
    )
  }

  /// `root` as the `structured` template declares it: its own members, and the namespace enums below it without
  /// theirs (``StructuredContext/declarations``).
  static func declarations(of root: StructuredContext.Namespace) -> StructuredContext.Namespace {
    func declaration(_ namespace: StructuredContext.Namespace) -> StructuredContext.Namespace {
      StructuredContext.Namespace(
        name: namespace.name, docLines: namespace.docLines, namespaces: namespace.namespaces.map(declaration))
    }
    return StructuredContext.Namespace(
      name: root.name, docLines: root.docLines, members: root.members, namespaces: root.namespaces.map(declaration))
  }

  /// An extension of each namespace enum below `root` that has members, in order, its type qualified from
  /// `rootType` (``StructuredContext/extensions``).
  static func extensions(of root: StructuredContext.Namespace, rootType: String) -> [StructuredContext.Extension] {
    namespacePaths(root.namespaces, under: rootType, children: \.namespaces, name: \.name).compactMap { item in
      item.namespace.members.isEmpty
        ? nil : StructuredContext.Extension(typeName: item.type, members: item.namespace.members)
    }
  }

  /// Every namespace of `namespaces` and below, depth first in order, each with its type qualified from `rootType`.
  static func namespacePaths<Namespace>(
    _ namespaces: [Namespace], under rootType: String, children: KeyPath<Namespace, [Namespace]>,
    name: KeyPath<Namespace, String>
  ) -> [(type: String, namespace: Namespace)] {
    var result: [(type: String, namespace: Namespace)] = []
    func add(_ namespace: Namespace, under parent: String) {
      let type = parent + "." + namespace[keyPath: name]
      result.append((type, namespace))
      for child in namespace[keyPath: children] { add(child, under: type) }
    }
    for namespace in namespaces { add(namespace, under: rootType) }
    return result
  }

  /// The names of `table`, which the run's symbol table holds: the builder is only given the project's generated
  /// tables (``AnalyzedProject/generatedTables``).
  func tableSymbols(of table: LocalizationTable) -> SymbolTable.TableSymbols {
    guard let names = symbols.symbols(ofTable: table.name) else {
      preconditionFailure("the table \(table.name) is not among the run's generated tables")
    }
    return names
  }

  /// The Swift types of the parameters of `entry`'s accessor, as ``parameterModels(for:in:)`` gives them.
  private func parameterTypes(of entry: LocalizationEntry, in table: LocalizationTable) -> [String] {
    entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters.map(\.type.generatedSwiftType)
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

  func memberModel(for entry: LocalizationEntry, in table: LocalizationTable) -> StructuredContext.Member {
    let (value, parameters) = parameterModels(for: entry, in: table)
    let fallback = FallbackText.make(for: value)
    var docLines: [String] = []
    SwiftLiteral.appendDocComment(fallback.display, prefix: value.isVariable ? "Plural: " : "", to: &docLines)
    if let comment = entry.comment, !comment.isEmpty {
      docLines.append("///")
      SwiftLiteral.appendDocComment(comment, prefix: "Comment: ", to: &docLines)
    }
    let member = StructuredContext.Member(
      name: "",
      docLines: docLines,
      keyLiteral: SwiftLiteral.string(entry.key),
      fallbackLiteral: SwiftLiteral.string(fallback.format),
      parameters: parameters
    )
    return member
  }
}
