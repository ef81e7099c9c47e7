/// The rules that turn key components and table names into Swift names, plugged into the one naming algorithm
/// (``KeyNamer`` for a table's keys, ``SymbolTable`` for a run's tables and key symbols).
///
/// A style decides how a component is spelled, which names it changes on its own, in what order clashing
/// candidates are served, and in what order the generated declarations come. Collisions are always resolved by
/// the same routine (`NameScope`), whatever the style.
package enum NamingStyle: Hashable, Sendable {
  /// L10nGen's rules (``SwiftIdentifier``): ASCII words in lower- and UpperCamelCase, keywords escaped, a key
  /// without letters named from its characters (with a note), reserved names renamed with `_` (with a warning).
  /// Declarations are sorted by Swift name. Used by the `structured` context (the `structured` and `flat`
  /// templates).
  case structured
  /// SwiftGen's rules (``SwiftGenIdentifier``, its `structured-swift5` template), so that SwiftGen call sites keep
  /// compiling: non-ASCII letters kept, member keywords in backticks, components that map to one enum name merged
  /// into one enum, enum names that cannot compile given a `_` (SwiftGen emits them as they are, so this is part
  /// of the style and not reported). Enums come in component order, members in case-insensitive key order. Used
  /// by the `swiftgen` context.
  case swiftGen

  /// The style a configuration asks for: SwiftGen's for the `swiftgen` context, L10nGen's otherwise.
  package init(config: L10nGenConfig) {
    self = config.templateMode.context == .swiftgen ? .swiftGen : .structured
  }

  /// A name a style proposes for one component, before collisions are resolved.
  struct Proposal {
    /// The name without backticks, which collisions and reserved names are checked against (`default`, `_2fa`).
    var name: String
    /// How the name is written when it is kept (\`default\`).
    var spelling: String
    /// Whether the component had nothing to build a name from, so the name describes its characters
    /// (`🎉` → `partyPopper`).
    var isDescribed: Bool
  }

  /// A key's components: all but the last name namespaces, the last names the member.
  ///
  /// Both styles split at `separator` and drop empty components (`a..b`, a trailing `.`); an empty separator keeps
  /// the key whole. A key made only of separators keeps itself as its one component in the structured style, and
  /// has no component at all in SwiftGen's: `nil` (it then gets no accessor, as with SwiftGen).
  func components(of key: String, separator: String) -> [String]? {
    guard !separator.isEmpty else { return [key] }
    let parts = KeyNamer.nonEmptyComponents(of: key, separator: separator)
    guard parts.isEmpty else { return parts }
    return self == .structured ? [key] : nil
  }

  /// The name of a member (an accessor, a key symbol) for `component`.
  ///
  /// - Structured: `SwiftIdentifier.lowerCamelCase`, a leading digit prefixed with `_`, keywords escaped; text
  ///   without letters or digits named from its characters (`emptyKey` for empty text).
  /// - SwiftGen: `SwiftGenIdentifier.memberName`; where SwiftGen would emit an empty name (`%@: %@`), the
  ///   structured description of its characters.
  func memberProposal(for component: String) -> Proposal {
    switch self {
    case .structured:
      return structuredProposal(
        SwiftIdentifier.lowerCamelCase(component), describing: component, casing: SwiftIdentifier.lowerCamelCase)
    case .swiftGen:
      let name = SwiftGenIdentifier.memberName(component)
      guard Self.unescaped(name).isEmpty else {
        return Proposal(name: Self.unescaped(name), spelling: name, isDescribed: false)
      }
      let described = SwiftIdentifier.lowerCamelCase(
        SwiftIdentifier.describingWords(of: component).joined(separator: " "))
      let spelling = SwiftIdentifier.escapedIfNeeded(described.isEmpty ? "emptyKey" : described)
      return Proposal(name: Self.unescaped(spelling), spelling: spelling, isDescribed: true)
    }
  }

  /// The name of an enum (a key namespace, a table) for `component`.
  ///
  /// - Structured: `SwiftIdentifier.upperCamelCase`, escaped like a member name; `forbidden` is not consulted
  ///   (the scope renames and reports reserved names).
  /// - SwiftGen: `SwiftGenIdentifier.typeName`, or the description of the component's characters when that is
  ///   empty; a name in `forbidden` (it does not compile, or shadows a type generated code uses) gets `_`.
  func typeProposal(for component: String, forbidden: Set<String>) -> Proposal {
    switch self {
    case .structured:
      return structuredProposal(
        SwiftIdentifier.upperCamelCase(component), describing: component, casing: SwiftIdentifier.upperCamelCase)
    case .swiftGen:
      var spelling = SwiftGenIdentifier.typeName(component)
      var isDescribed = false
      if Self.unescaped(spelling).isEmpty {
        let described = SwiftIdentifier.upperCamelCase(
          SwiftIdentifier.describingWords(of: component).joined(separator: " "))
        spelling = described.isEmpty ? "EmptyKey" : described
        isDescribed = true
      }
      if forbidden.contains(Self.unescaped(spelling)) { spelling = Self.unescaped(spelling) + "_" }
      return Proposal(name: Self.unescaped(spelling), spelling: spelling, isDescribed: isDescribed)
    }
  }

  /// How a name the scope chose instead of the proposal (`header2`, `self_`) is written.
  func spelling(ofRenamed name: String) -> String {
    switch self {
    case .structured: SwiftIdentifier.escapedIfNeeded(name)
    case .swiftGen: name
    }
  }

  /// `base` (already cased), or when it is empty the casing of the words describing `component`'s characters;
  /// then escaped, with the backticks kept out of the compared name.
  private func structuredProposal(
    _ base: String, describing component: String, casing: (String) -> String
  ) -> Proposal {
    var name = base
    var isDescribed = false
    if name.isEmpty {
      isDescribed = true
      let words = SwiftIdentifier.describingWords(of: component)
      name = casing(words.isEmpty ? "empty key" : words.joined(separator: " "))
    }
    let bare = Self.unescaped(SwiftIdentifier.escapedIfNeeded(name))
    return Proposal(name: bare, spelling: SwiftIdentifier.escapedIfNeeded(bare), isDescribed: isDescribed)
  }

  /// `name` without the backticks of an escaped keyword.
  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") ? name.filter { $0 != "`" } : name
  }
}
