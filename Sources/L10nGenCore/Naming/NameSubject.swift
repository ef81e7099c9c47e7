/// What a generated name is for: the declaration kind and the key, key prefix or table it comes from. Naming
/// diagnostics describe their subjects with it, and ``SymbolTable`` matches an accessor's and a key symbol's
/// findings about one key by it.
struct NameSubject: Hashable, Sendable {
  /// The kind of declaration being named.
  enum Kind: Hashable, Sendable {
    /// A key's accessor (`static var title`).
    case accessor
    /// An enum grouping the keys that share a prefix (`enum Login`).
    case namespace
    /// A key's `LocalizationKey` constant (`static var loginTitle: Self`).
    case keySymbol
    /// The enum of a table's accessors (`enum InfoPlist`).
    case tableNamespace
    /// A table's key type (`struct InfoPlistKey`).
    case keyType

    /// Whether names of this kind are types (enums, structs) rather than members.
    var isType: Bool {
      switch self {
      case .namespace, .tableNamespace, .keyType: true
      case .accessor, .keySymbol: false
      }
    }
  }

  /// The kind of declaration.
  var kind: Kind
  /// The key (accessor, key symbol), the key prefix with its trailing separator (namespace, `login.`), or the
  /// table name (table namespace, key type).
  var text: String
  /// The table the key belongs to, when known.
  var table: String?
  /// Whether messages name the table (a key symbol of another table than the default one: key symbols of all
  /// tables share one scope).
  var mentionsTable = false
  /// Where the key is defined (the first of the keys with the prefix; a table's first file).
  var location: SourceLocation?
}
