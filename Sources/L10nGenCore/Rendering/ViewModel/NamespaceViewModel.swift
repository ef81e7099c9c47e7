/// A generated enum that groups members and nested enums.
struct NamespaceViewModel: Hashable, Sendable {
  var name: String
  var docLines: [String] = []
  var members: [MemberViewModel] = []
  var namespaces: [NamespaceViewModel] = []

  var mustacheValue: MustacheValue {
    .object([
      "name": .string(name),
      "docLines": .list(docLines.map(MustacheValue.string)),
      "members": .list(members.map(\.mustacheValue)),
      "namespaces": .list(namespaces.map(\.mustacheValue)),
    ])
  }
}

/// The key symbol of one entry (`.loginTitle`), used by L10nKit APIs, bindings and the Interface Builder registry.
struct KeySymbolViewModel: Hashable, Sendable {
  var name: String
  var docLines: [String]
  var keyLiteral: String
  var fallbackLiteral: String

  var mustacheValue: MustacheValue {
    .object([
      "name": .string(name),
      "docLines": .list(docLines.map(MustacheValue.string)),
      "keyLiteral": .string(keyLiteral),
      "fallbackLiteral": .string(fallbackLiteral),
    ])
  }
}
