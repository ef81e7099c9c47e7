/// Every Swift name a run generates, decided once from the analysed tables and the configuration: for each table
/// its namespace and key type, for each entry its accessor path and key symbol, and the naming diagnostics.
///
/// View-model builders read names from here and never name anything themselves, so each name (and each
/// `name-collision`, `reserved-name` or `unnamed-key` finding) is decided exactly once. How it is built:
///
/// 1. **Tables** share the root enum: the default table's key type (`LocalizableKey`) is named first, then every
///    other table's namespace (`InfoPlist`), then their key types (the namespace + `Key`, `InfoPlist2Key`), all in
///    one `NameScope`. In SwiftGen's style a table gets an enum only when the run has several tables, and no key
///    type.
/// 2. **Accessors**: ``KeyNamer`` names each table's key tree in the configuration's ``NamingStyle``. Keys of the
///    default table live in the root enum, so they must not take a table's names: those are reserved there.
/// 3. **Key symbols** (structured style, `keySymbols` on) share one scope across all tables: from the key
///    (`loginTitle`), prefixed with the table unless it is the default one (`infoPlistCFBundleName`).
/// 4. **Diagnostics**: every issue the scopes found, once. When a key's accessor and key symbol are renamed for
///    the same reason (the same reserved name, a clash with the same key), one warning reports both. A key named
///    from its characters is noted once, for its accessor.
package struct SymbolTable: Sendable {
  /// The table whose accessors are members of the root enum in the structured style.
  package static let defaultTableName = "Localizable"

  /// Members a table's key type has through `LocalizationTableKey`, which key symbols must not shadow.
  package static let keyTypeMemberNames: Set<String> = [
    "table", "bundle", "localizer", "key", "string", "format", "localizationKey",
  ]

  /// Members of the root enum that the support file declares, which accessors must not take.
  package static let supportMemberNames: Set<String> = ["bundle"]

  /// The names of one table's declarations.
  package struct TableSymbols: Hashable, Sendable {
    /// The table's name, e.g. `InfoPlist`.
    package var table: String
    /// The enum holding the table's accessors in the root enum (`InfoPlist`); `nil` when they are members of the
    /// root enum (the default table, or the only table of a SwiftGen-style run).
    package var namespace: String?
    /// The table's key type (`InfoPlistKey`); `nil` in SwiftGen's style, which declares none.
    package var keyType: String?
    /// The accessors below `namespace` (the root's `swiftName` is empty), in output order.
    package var accessors: KeyNamespace
    /// The key symbols of the table's keys, sorted by name; empty when key symbols are off or in SwiftGen's style.
    package var keySymbols: [KeySymbol]
  }

  /// The `LocalizationKey` constant of one key (`.loginTitle`).
  package struct KeySymbol: Hashable, Sendable {
    /// The key, exactly as in the table.
    package var key: String
    /// The constant's name, escaped and ready to emit; unique across all tables.
    package var name: String
  }

  /// The names of one entry.
  package struct EntrySymbols: Hashable, Sendable {
    /// The names from the root enum to the accessor: the table's namespace if any, the key's namespaces, then the
    /// member (`["InfoPlist", "cfBundleName"]`, `["Login", "title"]`, or `["loginTitle"]` when flat).
    package var accessorPath: [String]
    /// The key symbol, or `nil` when key symbols are not generated.
    package var keySymbol: String?
  }

  /// The naming style of the run.
  package let style: NamingStyle
  /// The symbols of every table, sorted by table name.
  package let tables: [TableSymbols]
  /// The naming diagnostics, sorted for output; each finding once.
  package let diagnostics: [Diagnostic]
  /// Table name → index in `tables`.
  private let tableIndex: [String: Int]
  /// The `xcode-symbols` style's members of each table, by table name; empty in the other styles.
  package let xcodeSymbolPlans: [String: XcodeSymbolPlan]

  /// Names every declaration generated for `tables` (the tables of the run, each name once) under `config`.
  package init(tables: [LocalizationTable], config: L10nGenConfig) {
    if config.templateMode.context == .xcodeSymbols {
      var seenNames: Set<String> = []
      let tables = tables.sorted { $0.name < $1.name }.filter { seenNames.insert($0.name).inserted }
      self.init(xcodeSymbolsOf: tables, symbolNames: config.symbolNames)
    } else {
      self.init(namingKeysOf: tables, config: config)
    }
  }

  /// The names of the `structured` and `swiftgen` styles, made by ``KeyNamer``.
  private init(namingKeysOf tables: [LocalizationTable], config: L10nGenConfig) {
    let style = NamingStyle(config: config)
    let isFlat = style == .structured && (config.templateMode == .flat || config.structure == .flat)
    var seenNames: Set<String> = []
    let tables = tables.sorted { $0.name < $1.name }.filter { seenNames.insert($0.name).inserted }
    var issues: [NamingIssue] = []

    let tableNames = Self.nameTables(tables, style: style, enumName: config.enumName, issues: &issues)
    let occupiedNames = Set(tableNames.values.flatMap { [$0.namespace, $0.keyType].compactMap { $0 } })
    let reservedNamespaceNames = KeyNamer.reservedNamespaceNames.union([config.enumName])
    var symbols: [TableSymbols] = []
    for table in tables {
      let (root, treeIssues) = KeyNamer.name(
        keys: .entries(
          table.entries, developmentLanguage: table.developmentLanguage, keyIsText: table.isStringCatalog),
        table: table.name, separator: config.separator, structure: isFlat ? .flat : .nested, style: style,
        reservedNamespaceNames: style == .structured && table.name == Self.defaultTableName
          ? reservedNamespaceNames.union(occupiedNames) : reservedNamespaceNames,
        reservedMemberNames: SwiftIdentifier.reservedMemberNames.union(Self.supportMemberNames))
      issues += treeIssues
      let names = tableNames[table.name]
      symbols.append(
        TableSymbols(
          table: table.name, namespace: names?.namespace, keyType: names?.keyType, accessors: root, keySymbols: []))
    }
    if style == .structured && config.keySymbols {
      let keySymbols = Self.nameKeySymbols(tables, issues: &issues)
      for index in symbols.indices { symbols[index].keySymbols = keySymbols[symbols[index].table] ?? [] }
    }

    self.style = style
    self.tables = symbols
    self.tableIndex = Dictionary(uniqueKeysWithValues: symbols.enumerated().map { ($1.table, $0) })
    self.diagnostics = Self.diagnostics(for: issues, style: style)
    self.xcodeSymbolPlans = [:]
  }

  /// The names of the `xcode-symbols` style: Xcode's (``XcodeSymbolPlan``), as members of the table's accessors
  /// (overloads share a name), a table other than `Localizable` in an enum named after it, as Xcode names it.
  private init(xcodeSymbolsOf tables: [LocalizationTable], symbolNames: [String: String]) {
    var symbols: [TableSymbols] = []
    var plans: [String: XcodeSymbolPlan] = [:]
    var diagnostics: [Diagnostic] = []
    for table in tables {
      let plan = XcodeSymbolPlan(table: table, symbolNames: symbolNames)
      plans[table.name] = plan
      diagnostics += plan.diagnostics
      let members = plan.members.map { KeyMember(key: $0.key, swiftName: $0.name, index: $0.index) }
      symbols.append(
        TableSymbols(
          table: table.name, namespace: table.name == Self.defaultTableName ? nil : Self.xcodeTableEnumName(table.name),
          keyType: nil, accessors: KeyNamespace(swiftName: "", path: [], members: members), keySymbols: []))
    }
    self.style = .structured
    self.tables = symbols
    self.tableIndex = Dictionary(uniqueKeysWithValues: symbols.enumerated().map { ($1.table, $0) })
    self.diagnostics = diagnostics.sortedForOutput()
    self.xcodeSymbolPlans = plans
  }

  /// The enum Xcode declares for a table other than `Localizable`: its name when that is an identifier
  /// (`InfoPlist`, `Paywall`), else the name as Xcode's rules spell a key, capitalised.
  static func xcodeTableEnumName(_ table: String) -> String {
    if SwiftIdentifier.isValidIdentifier(table), !SwiftIdentifier.keywords.contains(table) { return table }
    let name = XcodeSymbolNamer.name(forKey: table) ?? "Table"
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The symbols of the table named `name`, or `nil` when it is not part of the run.
  package func symbols(ofTable name: String) -> TableSymbols? {
    tableIndex[name].map { tables[$0] }
  }

  /// The names of the entry `key` of `table`, or `nil` when it gets no accessor (unknown key, a key the
  /// development language does not define, a key SwiftGen's style cannot name).
  package func symbols(forKey key: String, inTable table: String) -> EntrySymbols? {
    guard let symbols = symbols(ofTable: table),
      let path = Self.accessorPath(of: key, in: symbols.accessors, prefix: symbols.namespace.map { [$0] } ?? [])
    else { return nil }
    return EntrySymbols(accessorPath: path, keySymbol: symbols.keySymbols.first { $0.key == key }?.name)
  }

  /// The entries of `table` that get an accessor: those the development language has text for (every key of a String
  /// Catalog), and those without any value, which are named from their key.
  static func namedEntries(of table: LocalizationTable) -> [LocalizationEntry] {
    let development = table.developmentLanguage
    let keyIsText = table.isStringCatalog
    let isNamed = { (entry: LocalizationEntry) in
      NamingKeys.isNamed(entry, developmentLanguage: development, keyIsText: keyIsText)
    }
    // Usually every entry is named: the table's own array then, not a copy of it.
    return table.entries.allSatisfy(isNamed) ? table.entries : table.entries.filter(isNamed)
  }

  /// The Swift names leading to the member for `key` below `namespace`, after `prefix`.
  private static func accessorPath(of key: String, in namespace: KeyNamespace, prefix: [String]) -> [String]? {
    if let member = namespace.members.first(where: { $0.key == key }) { return prefix + [member.swiftName] }
    for child in namespace.namespaces {
      if let path = accessorPath(of: key, in: child, prefix: prefix + [child.swiftName]) { return path }
    }
    return nil
  }
}
