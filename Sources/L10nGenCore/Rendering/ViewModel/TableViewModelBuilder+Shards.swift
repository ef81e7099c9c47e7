extension TableViewModelBuilder {
  /// The contexts of a sharded table's files (``ShardPlan``): its main file and each shard file, in order.
  struct ShardedTable {
    /// The main file: the key type and every namespace enum, without accessors or key symbols.
    var main: StructuredContext
    /// One context per shard file, `config.shards.fileCount(forTable:)` of them.
    var shards: [ShardFileContext]
  }

  /// The number of shards that hold keys of `table`: the configuration's count, or the one `shardKeysAbove` picks
  /// for the table's number of accessors.
  func shardCount(of table: LocalizationTable) -> Int {
    let fileCount = config.shards.fileCount(forTable: table.name)
    guard fileCount > 1 else { return 1 }
    func count(_ namespace: KeyNamespace) -> Int {
      namespace.members.count + namespace.namespaces.reduce(0) { $0 + count($1) }
    }
    let keyCount = count(tableSymbols(of: table).accessors)
    return min(fileCount, config.shards.shardCount(forTable: table.name, keyCount: keyCount))
  }

  /// Splits `table`'s API over its shard files. A key outside any namespace goes to the shard its key hashes to; a
  /// top-level namespace goes whole to the shard its Swift name hashes to (``ShardPlan/shardIndex(of:count:)``), as
  /// extensions of the namespace enums the main file declares. With one shard (a `shardKeysAbove` table below the
  /// limit), the main file is the unsharded one and every shard file is empty.
  func shardedTable(_ table: LocalizationTable) -> ShardedTable {
    let names = tableSymbols(of: table)
    let fileCount = config.shards.fileCount(forTable: table.name)
    let shardCount = shardCount(of: table)
    guard shardCount > 1 else {
      return ShardedTable(
        main: build(table), shards: (1...fileCount).map { emptyShard(of: table, index: $0, count: fileCount) })
    }
    var members: [String: StructuredContext.Member] = [:]
    for entry in SymbolTable.namedEntries(of: table) {
      members[entry.key] = memberModel(for: entry, in: table)
    }
    func resolvedMembers(_ namespace: KeyNamespace) -> [StructuredContext.Member] {
      namespace.members.compactMap { keyMember in
        guard var member = members[keyMember.key] else { return nil }
        member.name = keyMember.swiftName
        return member
      }
    }

    var extensions = Array(repeating: [StructuredContext.Extension](), count: fileCount)
    var shardOfKey: [String: Int] = [:]
    let rootType = [config.enumName] + (names.namespace.map { [$0] } ?? [])
    // Keys outside any namespace, each by its own key.
    var rootMembers = Array(repeating: [StructuredContext.Member](), count: fileCount)
    for keyMember in names.accessors.members {
      guard var member = members[keyMember.key] else { continue }
      member.name = keyMember.swiftName
      let shard = ShardPlan.shardIndex(of: keyMember.key, count: shardCount)
      rootMembers[shard].append(member)
      shardOfKey[keyMember.key] = shard
    }
    for (shard, list) in rootMembers.enumerated() where !list.isEmpty {
      extensions[shard].append(.init(typeName: rootType.joined(separator: "."), members: list))
    }
    // A top-level namespace and everything below it, in one shard.
    func add(_ namespace: KeyNamespace, under path: [String], to shard: Int) {
      let typePath = path + [namespace.swiftName]
      let list = resolvedMembers(namespace)
      if !list.isEmpty {
        extensions[shard].append(.init(typeName: typePath.joined(separator: "."), members: list))
        for keyMember in namespace.members { shardOfKey[keyMember.key] = shard }
      }
      for child in namespace.namespaces { add(child, under: typePath, to: shard) }
    }
    for namespace in names.accessors.namespaces {
      add(namespace, under: rootType, to: ShardPlan.shardIndex(of: namespace.swiftName, count: shardCount))
    }
    var keySymbols = Array(repeating: [StructuredContext.KeySymbol](), count: fileCount)
    for symbol in names.keySymbols {
      guard let member = members[symbol.key], let shard = shardOfKey[symbol.key] else { continue }
      keySymbols[shard].append(keySymbol(symbol, member: member, in: table))
    }

    // The main file declares every namespace enum, empty, so each shard can extend it.
    func declaration(_ namespace: KeyNamespace) -> StructuredContext.Namespace {
      StructuredContext.Namespace(name: namespace.swiftName, namespaces: namespace.namespaces.map(declaration))
    }
    var root = StructuredContext.Namespace(name: "", namespaces: names.accessors.namespaces.map(declaration))
    if let namespace = names.namespace {
      root = StructuredContext.Namespace(
        name: "",
        namespaces: [
          StructuredContext.Namespace(
            name: namespace, docLines: ["/// The \(table.name) table."], namespaces: root.namespaces)
        ])
    }
    let main = context(of: table, names: names, root: root, keySymbols: [])
    let shards = (0..<fileCount).map { index in
      var shard = emptyShard(of: table, index: index + 1, count: fileCount)
      shard.extensions = extensions[index]
      let shardMembers = extensions[index].flatMap(\.members)
      shard.hasProperties = shardMembers.contains { $0.isProperty }
      shard.formatHelpers = StructuredContext.FormatHelper.helpers(
        for: shardMembers.map { $0.parameterList.map(\.swiftType) })
      shard.keySymbols = keySymbols[index]
      shard.hasKeySymbols = !keySymbols[index].isEmpty
      // Only key symbols (extensions of L10nKit's `LocalizationKeyConvertible`) use L10nKit in a shard's public API:
      // a `public import` without them warns that it is not used in public declarations.
      if !shard.hasKeySymbols { shard.importAccess = "" }
      shard.isEmpty = extensions[index].isEmpty && keySymbols[index].isEmpty
      return shard
    }
    return ShardedTable(main: main, shards: shards)
  }

  /// Shard `index` (from 1) of `count` of `table`, holding nothing.
  private func emptyShard(of table: LocalizationTable, index: Int, count: Int) -> ShardFileContext {
    let header = context(of: table, names: tableSymbols(of: table), root: .init(name: ""), keySymbols: [])
    return ShardFileContext(
      header: "\(OutputPlan.generatedFileHeaderPrefix) from \(table.name) (\(table.developmentLanguage)), "
        + "shard \(index) of \(count). Do not edit.",
      access: header.access, accessLevel: header.accessLevel, importAccess: header.importAccess,
      enumName: header.enumName, tableName: table.name,
      keyType: header.keyType, shardIndex: index, shardCount: count, extensions: [], keySymbols: [],
      hasKeySymbols: false, isEmpty: true)
  }

  /// Shard `index` (from 1) of `count` of a planned table that generates nothing (excluded, empty or unreadable).
  func emptyShard(ofTableNamed table: String, index: Int, count: Int, reason: String) -> ShardFileContext {
    ShardFileContext(
      header: "\(OutputPlan.generatedFileHeaderPrefix): the table \(table) is \(reason) (shard \(index) of \(count)).",
      access: config.accessLevel.declarationModifiers, accessLevel: config.accessLevel.rawValue, importAccess: "",
      enumName: config.enumName, tableName: table, keyType: "",
      shardIndex: index, shardCount: count, extensions: [], keySymbols: [], hasKeySymbols: false, isEmpty: true)
  }
}
