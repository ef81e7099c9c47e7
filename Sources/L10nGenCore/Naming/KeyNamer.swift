import Foundation

/// Builds the tree of generated names for the keys of one table: the naming algorithm of accessors, in either
/// ``NamingStyle``. ``SymbolTable`` runs it once per table; every scope of the tree is resolved by `NameScope`.
///
/// - **Structure.** `nested` splits each key at `separator` (any string, `.` by default): every component but
///   the last names a namespace (UpperCamelCase), the last names a member (lowerCamelCase): `login.title` →
///   `Login.title`. Empty components (`a..b`, a trailing `.`) are skipped; a key made only of separators keeps
///   itself as the member component (SwiftGen's style gives it no accessor, with a warning). `flat` (or an empty
///   separator) puts every key at the root. A key that is both a member and a prefix (`a.b` and `a.b.c`) gives
///   member `b` and namespace `B`.
/// - **Names.** The style makes them (see ``NamingStyle``). In the structured style `SwiftIdentifier` makes the
///   words; keywords are escaped, a leading digit gets `_`. A key without letters or digits is named from the
///   Unicode names of its characters (`🎉` → `partyPopper`, `?` → `questionMark`), the empty key is `emptyKey`
///   (with a note), so every key stays reachable.
/// - **Reserved names.** In the structured style, members and namespaces named `self`, `Self`, `init`, `Type`,
///   `Protocol`, and namespaces that would shadow a type generated code uses (`String`, `Int`, `Bundle`...), get a
///   `_` suffix (with a warning). SwiftGen's style adds the `_` to such enum names as part of its spelling.
/// - **Merging.** In SwiftGen's style, components that map to one enum name (`my-sub`, `my_sub`) form one enum.
/// - **Collisions** (`header`/`Header`, `my-sub`/`my_sub`/`mySub`, a member and a namespace with one name) are
///   resolved by `NameScope`, the same way whatever the input order: the candidates are sorted by key (Unicode
///   scalar order; SwiftGen's enums first, then its members case-insensitively); the first keeps the name, the
///   next ones get `2`, `3`... (skipping names already in use). Each renamed key gets a warning that names both
///   keys with their `path:line:col`.
/// - **Order.** Structured namespaces and members are sorted by Swift name, so output never depends on file
///   order; SwiftGen's enums come in component order and its members in case-insensitive key order.
///   Duplicate keys are merged (the earliest location wins; duplicate reporting is the parser's job).
package enum KeyNamer {
  /// Nested namespaces from the key separator, or every key at the root.
  package enum Structure: String, Sendable, Codable {
    /// `login.title` → `Login.title`.
    case nested
    /// `login.title` → `loginTitle`.
    case flat
  }

  /// Namespace names that would shadow a type the generated code or its users name inside the root enum.
  package static let reservedNamespaceNames: Set<String> = SwiftIdentifier.reservedMemberNames.union([
    "Any", "AnyObject", "String", "Substring", "Int", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "Character", "CChar", "CVarArg", "UnsafePointer", "UnsafeRawPointer", "Optional",
    "Array", "Dictionary", "Sendable", "Bundle", "Locale", "Foundation", "Swift", "L10nKit",
    "LocalizedStringResource", "LocalizedStringKey", "Localizer", "LocalizationKey", "LocalizationArgument",
    "StaticString", "LocalizationTableKey", "LocalizationKeyConvertible",
  ])

  /// Builds the namespace tree for `keys` and the diagnostics about renamed keys.
  ///
  /// In the structured style, scopes rename namespaces in `reservedNamespaceNames` and members in
  /// `reservedMemberNames`; in SwiftGen's style, enum names in `reservedNamespaceNames` get `_` silently and
  /// `reservedMemberNames` is not consulted (SwiftGen escapes member keywords instead).
  package static func buildTree(
    keys: [(key: String, location: SourceLocation)], separator: String, structure: Structure,
    style: NamingStyle = .structured,
    reservedNamespaceNames: Set<String> = KeyNamer.reservedNamespaceNames,
    reservedMemberNames: Set<String> = SwiftIdentifier.reservedMemberNames
  ) -> (root: KeyNamespace, diagnostics: [Diagnostic]) {
    let (root, issues) = name(
      keys: .pairs(keys), table: nil, separator: separator, structure: structure, style: style,
      reservedNamespaceNames: reservedNamespaceNames, reservedMemberNames: reservedMemberNames)
    return (root, issues.map { $0.diagnostic(style: style) }.sortedForOutput())
  }

  /// The namespace tree for the keys of `table` and the issues found naming it (see the type's documentation).
  static func name(
    keys: NamingKeys, table: String?, separator: String, structure: Structure,
    style: NamingStyle, reservedNamespaceNames: Set<String>, reservedMemberNames: Set<String>
  ) -> (root: KeyNamespace, issues: [NamingIssue]) {
    var issues: [NamingIssue] = []
    var root = NamingNode(path: [])
    keys.forEachNamedIndex { index in
      let key = keys.key(at: index)
      let location = keys.location(at: index)
      guard let components = style.components(of: key, separator: structure == .flat ? "" : separator) else {
        let subject = NameSubject(kind: .accessor, text: key, table: table, location: location)
        issues.append(
          NamingIssue(subject: subject, reason: .noComponents(separator: separator), finalName: "", spelling: ""))
        return
      }
      root.insert(index: index, location: location, components: components[...])
    }
    var namer = TreeNamer(
      keys: keys, style: style, table: table, separator: separator, reservedNamespaceNames: reservedNamespaceNames,
      reservedMemberNames: reservedMemberNames)
    let tree = namer.name(root, swiftName: "")
    return (tree, issues + namer.issues)
  }

  /// The components of `key` split at a non-empty `separator`, without the empty ones (possibly none).
  static func nonEmptyComponents(of key: String, separator: String) -> [String] {
    if let separatorByte = singleASCIIByte(separator),
      let components = key.utf8.withContiguousStorageIfAvailable({ asciiComponents(of: $0, separator: separatorByte) })
    {
      if let components { return components }
    } else if let separatorByte = singleASCIIByte(separator), key.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII text: byte equality is character equality, so splitting bytes gives Foundation's components.
      return key.utf8.split(separator: separatorByte).map { String(Substring($0)) }
    }
    return key.components(separatedBy: separator).filter { !$0.isEmpty }
  }

  /// The nonempty runs of `bytes` between `separator` bytes, or `nil` when `bytes` are not all ASCII (byte equality
  /// is then not character equality): the components of an ASCII key, in one pass.
  private static func asciiComponents(of bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) -> [String]? {
    var components: [String] = []
    var start = 0
    for index in 0...bytes.count {
      if index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 { return nil }
        if byte != separator { continue }
      }
      if index > start {
        components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      }
      start = index + 1
    }
    return components
  }

  /// The byte of a one-character ASCII separator, except CR and LF (which form one character together).
  private static func singleASCIIByte(_ separator: String) -> UInt8? {
    guard separator.utf8.count == 1, let byte = separator.utf8.first, byte < 0x80, byte != 0x0A, byte != 0x0D
    else { return nil }
    return byte
  }
}
