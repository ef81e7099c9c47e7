/// The per-key context types turned into template values directly, instead of through ``MustacheValueEncoder``'s
/// generic `Encoder` path, which cost a quarter of a whole run on large tables. The keys are the ones their
/// synthesized `Encodable` writes: `GeneratedCodeSnapshotTests` renders every recorded `context.json` (the
/// `Encodable` form) and compares it with the output rendered from these values, so the two cannot drift apart.
extension StructuredContext.Member: DirectMustacheValue {
  /// The member as templates see it.
  package var mustacheValue: MustacheValue {
    .object([
      "name": .string(name), "docLines": .list(docLines.map(MustacheValue.string)), "keyLiteral": .string(keyLiteral),
      "fallbackLiteral": .string(fallbackLiteral), "isProperty": .bool(isProperty), "isFunction": .bool(isFunction),
      "parameters": .string(parameters), "arguments": .string(arguments),
      "localizationArguments": .string(localizationArguments), "parameterCount": .int(parameterCount),
      "parameterList": .list(parameterList.map(\.mustacheValue)),
    ])
  }
}

extension StructuredContext.Parameter: DirectMustacheValue {
  /// The parameter as templates see it.
  package var mustacheValue: MustacheValue {
    .object([
      "label": .string(label), "name": .string(name), "swiftType": .string(swiftType),
      "localizationArgument": .string(localizationArgument), "declaration": .string(declaration),
    ])
  }
}

extension StructuredContext.KeySymbol: DirectMustacheValue {
  /// The key symbol as templates see it.
  package var mustacheValue: MustacheValue {
    .object([
      "name": .string(name), "docLines": .list(docLines.map(MustacheValue.string)), "keyLiteral": .string(keyLiteral),
      "fallbackLiteral": .string(fallbackLiteral),
    ])
  }
}

extension StructuredContext.Namespace: DirectMustacheValue {
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
    .object([
      "name": .string(name), "docLines": .list(docLines.map(MustacheValue.string)), "members": .lazyList(members),
      "namespaces": .lazyList(namespaces),
    ])
  }
}

extension SwiftGenContext.Member: DirectMustacheValue {
  /// The member as templates see it.
  package var mustacheValue: MustacheValue {
    .object([
      "name": .string(name), "docLines": .list(docLines.map(MustacheValue.string)), "keyLiteral": .string(keyLiteral),
      "fallbackLiteral": .string(fallbackLiteral), "isProperty": .bool(isProperty),
      "functions": .list(functions.map(\.mustacheValue)),
    ])
  }
}

extension SwiftGenContext.Function: DirectMustacheValue {
  /// The function as templates see it.
  package var mustacheValue: MustacheValue {
    .object(["parameters": .string(parameters), "arguments": .string(arguments)])
  }
}

extension SwiftGenContext.Namespace: DirectMustacheValue {
  /// The namespace as templates see it; its members and nested namespaces become values only as they are rendered.
  package var mustacheValue: MustacheValue {
    .object([
      "name": .string(name), "members": .lazyList(MustacheLazyList(members) { $0.mustacheValue }),
      "namespaces": .lazyList(MustacheLazyList(namespaces) { $0.mustacheValue }),
    ])
  }
}
