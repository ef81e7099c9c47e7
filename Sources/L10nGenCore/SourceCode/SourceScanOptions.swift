/// What ``KeyUsageScanner`` recognises besides Apple's calls: the project's wrappers and the generated API.
public struct SourceScanOptions: Sendable {
  /// A key of a table.
  public struct TableKey: Hashable, Sendable {
    /// The table's name.
    public var table: String
    /// The key.
    public var key: String
  }

  /// Functions taking a key as their first argument (`sourceFunctions`: `Localized("k")`).
  public var wrapperFunctions: Set<String>
  /// Members called on a key literal (`sourceSuffixes`: `"k".localized()`).
  public var wrapperSuffixes: Set<String>
  /// The root enum of the generated API (`L10n`).
  public var enumName: String
  /// Accessor path below the root enum, joined with `.` and without backticks (`Login.title`) → its key.
  public var accessors: [String: TableKey]
  /// Key symbol name (`loginTitle`) → its key.
  public var keySymbols: [String: TableKey]
  /// The generated key types (`LocalizableKey`), whose members are key symbols.
  public var keyTypeNames: Set<String>
  /// Argument labels the project declares only as `LocalizedStringKey`/`LocalizedStringResource` parameters or
  /// properties: a literal passed with one is a key. Filled by ``KeyUsageIndex/scanning(_:config:tables:)``.
  public var localizedLabels: Set<String> = []

  /// Options from the configuration and, when tables are known, the symbols their generated API has.
  public init(config: L10nGenConfig, symbols: SymbolTable? = nil) {
    wrapperFunctions = Set(config.sourceFunctions)
    wrapperSuffixes = Set(config.sourceSuffixes)
    enumName = config.enumName
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

  /// A Swift name without its backticks.
  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
  }
}
