/// The Swift names each table takes in the root enum: a namespace (`InfoPlist`; none for the default table, whose
/// keys are members of the root) and a key type (`LocalizableKey`, `InfoPlistKey`).
///
/// Tables are named in order of their names, so the result never depends on file order. Two tables whose names
/// map to one Swift name (`Info-Plist` and `InfoPlist`), or a table named like another table's key type, are told
/// apart with a number (`InfoPlist2`) and reported with a warning at the renamed table's first file.
struct TableSwiftNames {
  /// Table name → namespace, for every table but the default one.
  private var namespaces: [String: String] = [:]
  /// Table name → key type.
  private var keyTypes: [String: String] = [:]
  /// The renamed tables.
  private(set) var diagnostics: [Diagnostic] = []

  /// The namespace of `table` (for a table that was not named, its natural name).
  func namespace(of table: String) -> String {
    namespaces[table] ?? SwiftIdentifier.escapedIfNeeded(SwiftIdentifier.upperCamelCase(table))
  }

  /// The key type of `table` (for a table that was not named, its natural name).
  func keyType(of table: String) -> String {
    keyTypes[table] ?? SwiftIdentifier.escapedIfNeeded(SwiftIdentifier.upperCamelCase(table) + "Key")
  }

  /// Every name the tables occupy in the root enum, which keys of the default table must avoid.
  var occupiedNames: Set<String> { Set(namespaces.values).union(keyTypes.values) }

  init(tables: [LocalizationTable], defaultTableName: String) {
    var used: Set<String> = []
    // The default table first: its key type keeps its natural name whatever the other tables are called.
    let ordered = tables.sorted {
      ($0.name == defaultTableName ? 0 : 1, $0.name) < ($1.name == defaultTableName ? 0 : 1, $1.name)
    }
    for table in ordered {
      let base = SwiftIdentifier.upperCamelCase(table.name)
      if table.name != defaultTableName {
        let namespace = unique(base, in: &used, for: table, what: "namespace")
        namespaces[table.name] = SwiftIdentifier.escapedIfNeeded(namespace)
        keyTypes[table.name] = SwiftIdentifier.escapedIfNeeded(
          unique(namespace + "Key", in: &used, for: table, what: "key type"))
      } else {
        keyTypes[table.name] = SwiftIdentifier.escapedIfNeeded(
          unique(base + "Key", in: &used, for: table, what: "key type"))
      }
    }
  }

  /// `name`, or `name2`, `name3`... when it is taken, with a warning.
  private mutating func unique(
    _ name: String, in used: inout Set<String>, for table: LocalizationTable, what: String
  ) -> String {
    var candidate = name
    var number = 2
    while used.contains(candidate) {
      candidate = "\(name)\(number)"
      number += 1
    }
    used.insert(candidate)
    if candidate != name {
      diagnostics.append(
        .warning(
          "the table \(table.name) maps to the Swift \(what) '\(name)', which another table already uses; it is "
            + "generated as '\(candidate)'. Rename the table file to choose the name yourself",
          at: table.sourceFiles.sorted().first.map { SourceLocation(file: $0, line: 1, column: 1) },
          rule: .nameCollision))
    }
    return candidate
  }
}
