import Foundation

/// Builds the tree of generated names for the keys of one table.
///
/// - **Structure.** `nested` splits each key at `separator` (any string, `.` by default): every component but
///   the last names a namespace (UpperCamelCase), the last names a member (lowerCamelCase): `login.title` →
///   `Login.title`. Empty components (`a..b`, a trailing `.`) are skipped; a key made only of separators keeps
///   itself as the member component. `flat` (or an empty separator) puts every key at the root.
///   A key that is both a member and a prefix (`a.b` and `a.b.c`) gives member `b` and namespace `B`.
/// - **Names.** `SwiftIdentifier` makes the words; keywords are escaped, a leading digit gets `_`. A key without
///   letters or digits is named from the Unicode names of its characters (`🎉` → `partyPopper`, `?` →
///   `questionMark`), the empty key is `emptyKey` (with a note), so every key stays reachable.
/// - **Reserved names.** Members and namespaces named `self`, `Self`, `init`, `Type`, `Protocol`, and namespaces
///   that would shadow a type generated code uses (`String`, `Int`, `Bundle`...), get a `_` suffix (with a
///   warning).
/// - **Collisions** (`header`/`Header`, `my-sub`/`my_sub`/`mySub`, a member and a namespace with one name) are
///   resolved the same way whatever the input order: the candidates are sorted by key (Unicode scalar order);
///   the first keeps the name, the next ones get `2`, `3`... (skipping names already in use). Each renamed key
///   gets a warning that names both keys with their `path:line:col`.
/// - **Order.** Namespaces and members are sorted by Swift name, so output never depends on file order.
///   Duplicate keys are merged (the earliest location wins; duplicate reporting is the parser's job).
public enum KeyNamer {
  /// Nested namespaces from the key separator, or every key at the root.
  public enum Structure: String, Sendable, Codable {
    /// `login.title` → `Login.title`.
    case nested
    /// `login.title` → `loginTitle`.
    case flat
  }

  /// Namespace names that would shadow a type the generated code or its users name inside the root enum.
  public static let reservedNamespaceNames: Set<String> = SwiftIdentifier.reservedMemberNames.union([
    "Any", "AnyObject", "String", "Substring", "Int", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "Character", "CChar", "CVarArg", "UnsafePointer", "UnsafeRawPointer", "Optional",
    "Array", "Dictionary", "Sendable", "Bundle", "Locale", "Foundation", "Swift", "L10nKit",
    "LocalizedStringResource", "LocalizedStringKey", "Localizer", "LocalizationKey", "LocalizationArgument",
    "StaticString", "LocalizationTableKey", "LocalizationKeyConvertible",
  ])

  /// Builds the namespace tree for `keys` and the diagnostics about renamed keys (`memberNoun` names the members
  /// in those messages: `member` for accessors, `key symbol` for key symbols).
  public static func buildTree(
    keys: [(key: String, location: SourceLocation)], separator: String, structure: Structure,
    reservedNamespaceNames: Set<String> = KeyNamer.reservedNamespaceNames,
    reservedMemberNames: Set<String> = SwiftIdentifier.reservedMemberNames, memberNoun: String = "member"
  ) -> (root: KeyNamespace, diagnostics: [Diagnostic]) {
    var firstLocation: [String: SourceLocation] = [:]
    firstLocation.reserveCapacity(keys.count)
    for (key, location) in keys {
      if let existing = firstLocation[key], existing <= location { continue }
      firstLocation[key] = location
    }
    var root = NamingNode(path: [])
    for (key, location) in firstLocation {
      let components = self.components(of: key, separator: structure == .flat ? "" : separator)
      root.insert(key: key, location: location, components: components[...])
    }
    var namer = ScopeNamer(
      separator: separator, reservedNamespaceNames: reservedNamespaceNames,
      reservedMemberNames: reservedMemberNames, memberNoun: memberNoun)
    let tree = namer.name(root, swiftName: "")
    return (tree, namer.diagnostics.sortedForOutput())
  }

  /// The non-empty components of `key`; `[key]` when the separator is empty or the key is only separators.
  static func components(of key: String, separator: String) -> [String] {
    guard !separator.isEmpty else { return [key] }
    let parts: [String]
    if let separatorByte = singleASCIIByte(separator), key.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII text: byte equality is character equality, so splitting bytes gives Foundation's components.
      parts = key.utf8.split(separator: separatorByte).map { String(Substring($0)) }
    } else {
      parts = key.components(separatedBy: separator).filter { !$0.isEmpty }
    }
    return parts.isEmpty ? [key] : parts
  }

  /// The byte of a one-character ASCII separator, except CR and LF (which form one character together).
  private static func singleASCIIByte(_ separator: String) -> UInt8? {
    guard separator.utf8.count == 1, let byte = separator.utf8.first, byte < 0x80, byte != 0x0A, byte != 0x0D
    else { return nil }
    return byte
  }
}

/// Keys grouped by their components, before naming.
struct NamingNode {
  var path: [String]
  var children: [String: NamingNode] = [:]
  var members: [(key: String, component: String, location: SourceLocation)] = []
  var firstLocation: SourceLocation?

  init(path: [String]) {
    self.path = path
  }

  mutating func insert(key: String, location: SourceLocation, components: ArraySlice<String>) {
    if let current = firstLocation, current <= location {
    } else {
      firstLocation = location
    }
    guard let first = components.first else { return }
    if components.count == 1 {
      members.append((key, first, location))
    } else {
      children[first, default: NamingNode(path: path + [first])]
        .insert(key: key, location: location, components: components.dropFirst())
    }
  }
}
