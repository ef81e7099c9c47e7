extension SourceScanOptions {
  /// Options from the configuration and, when tables are known, the symbols their generated API has.
  package init(config: L10nGenConfig, symbols: SymbolTable? = nil) {
    self.init(
      wrapperFunctions: Set(config.sourceFunctions), wrapperSuffixes: Set(config.sourceSuffixes),
      enumName: config.enumName)
    var accessors: [String: TableKey] = [:]
    var keySymbols: [String: TableKey] = [:]
    var keyTypeNames: Set<String> = []
    for table in symbols?.tables ?? [] {
      let prefix = table.namespace.map { [Self.unescaped($0)] } ?? []
      for (namespaces, member) in table.accessors.allMembers {
        let path = prefix + namespaces.map(Self.unescaped) + [Self.unescaped(member.swiftName)]
        accessors[path.joined(separator: "."), default: TableKey(table: table.table, key: member.key)] =
          TableKey(table: table.table, key: member.key)
      }
      for symbol in table.keySymbols {
        keySymbols[Self.unescaped(symbol.name)] = TableKey(table: table.table, key: symbol.key)
      }
      if let keyType = table.keyType { keyTypeNames.insert(Self.unescaped(keyType)) }
    }
    self.accessors = accessors
    self.keySymbols = keySymbols
    self.keyTypeNames = keyTypeNames
  }
}
