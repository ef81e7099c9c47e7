/// The per-key context types turned into template values directly, instead of through ``MustacheValueEncoder``'s
/// generic `Encoder` path, which cost a quarter of a whole run on large tables. The keys are the ones their
/// synthesized `Encodable` writes: `GeneratedCodeSnapshotTests` renders every recorded `context.json` (the
/// `Encodable` form) and compares it with the output rendered from these values, so the two cannot drift apart.
/// Each type renders as a ``MustacheRecord`` of one shared ``MustacheShape``, so that making one per key builds no
/// hash table and tags find their values by slot.
extension StructuredContext.Member: DirectMustacheValue {
  /// The names of a member's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape([
    "name", "docLines", "keyLiteral", "fallbackLiteral", "isProperty", "isFunction", "parameters", "arguments",
    "localizationArguments", "parameterCount", "parameterList", "formatHelper",
  ])

  /// The member as templates see it.
  package var mustacheValue: MustacheValue {
    .record(
      MustacheRecord(
        Self.shape,
        [
          .string(name), .list(docLines.map(MustacheValue.string)), .string(keyLiteral), .string(fallbackLiteral),
          .bool(isProperty), .bool(isFunction), .string(parameters), .string(arguments),
          .string(localizationArguments), .int(parameterCount), .list(parameterList.map(\.mustacheValue)),
          .string(formatHelper),
        ]))
  }
}

extension StructuredContext.Parameter: DirectMustacheValue {
  /// The names of a parameter's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape(["label", "name", "swiftType", "localizationArgument", "declaration"])

  /// The parameter as templates see it.
  package var mustacheValue: MustacheValue {
    .record(
      MustacheRecord(
        Self.shape,
        [.string(label), .string(name), .string(swiftType), .string(localizationArgument), .string(declaration)]))
  }
}

extension StructuredContext.KeySymbol: DirectMustacheValue {
  /// The names of a key symbol's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape(["name", "docLines", "keyLiteral", "fallbackLiteral"])

  /// The key symbol as templates see it.
  package var mustacheValue: MustacheValue {
    .record(
      MustacheRecord(
        Self.shape,
        [.string(name), .list(docLines.map(MustacheValue.string)), .string(keyLiteral), .string(fallbackLiteral)]))
  }
}

extension StructuredContext.Namespace: DirectMustacheValue {
  /// The names of a namespace's values, in the order ``mustacheValue(name:docLines:members:namespaces:)`` gives
  /// them.
  static let shape = MustacheShape(["name", "docLines", "members", "namespaces", "isEmpty"])

  /// The namespace as templates see it; its members and nested namespaces become values only as they are rendered.
  package var mustacheValue: MustacheValue {
    Self.mustacheValue(
      name: name, docLines: docLines, members: MustacheLazyList(members) { $0.mustacheValue },
      namespaces: MustacheLazyList(namespaces) { $0.mustacheValue })
  }

  /// A namespace as templates see it, from its members' and nested namespaces' values (which
  /// `TableViewModelBuilder` makes from the table's entries as they are rendered).
  static func mustacheValue(
    name: String, docLines: [String], members: MustacheLazyList, namespaces: MustacheLazyList
  ) -> MustacheValue {
    .record(
      MustacheRecord(
        shape,
        [
          .string(name), .list(docLines.map(MustacheValue.string)), .lazyList(members), .lazyList(namespaces),
          .bool(members.count == 0 && namespaces.count == 0),
        ]))
  }
}

extension StructuredContext.Extension: DirectMustacheValue {
  /// The names of an extension's values, in the order ``mustacheValue(typeName:members:)`` gives them.
  static let shape = MustacheShape(["typeName", "members", "namespaces"])

  /// The extension as templates see it; its members become values only as they are rendered.
  package var mustacheValue: MustacheValue {
    Self.mustacheValue(typeName: typeName, members: MustacheLazyList(members) { $0.mustacheValue })
  }

  /// An extension as templates see it, from its members' values (which `TableViewModelBuilder` makes from the
  /// table's entries as they are rendered).
  static func mustacheValue(typeName: String, members: MustacheLazyList) -> MustacheValue {
    .record(MustacheRecord(shape, [.string(typeName), .lazyList(members), .lazyList(MustacheLazyList([]))]))
  }
}

extension SwiftGenContext.Member: DirectMustacheValue {
  /// The names of a member's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape(["name", "docLines", "keyLiteral", "fallbackLiteral", "isProperty", "functions"])

  /// The member as templates see it.
  package var mustacheValue: MustacheValue {
    .record(
      MustacheRecord(
        Self.shape,
        [
          .string(name), .list(docLines.map(MustacheValue.string)), .string(keyLiteral), .string(fallbackLiteral),
          .bool(isProperty), .list(functions.map(\.mustacheValue)),
        ]))
  }
}

extension SwiftGenContext.Function: DirectMustacheValue {
  /// The names of a function's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape(["parameters", "arguments"])

  /// The function as templates see it.
  package var mustacheValue: MustacheValue {
    .record(MustacheRecord(Self.shape, [.string(parameters), .string(arguments)]))
  }
}

extension SwiftGenContext.Namespace: DirectMustacheValue {
  /// The names of a namespace's values, in the order ``mustacheValue`` gives them.
  static let shape = MustacheShape(["name", "members", "namespaces"])

  /// The namespace as templates see it; its members and nested namespaces become values only as they are rendered.
  package var mustacheValue: MustacheValue {
    .record(
      MustacheRecord(
        Self.shape,
        [
          .string(name), .lazyList(MustacheLazyList(members) { $0.mustacheValue }),
          .lazyList(MustacheLazyList(namespaces) { $0.mustacheValue }),
        ]))
  }
}
