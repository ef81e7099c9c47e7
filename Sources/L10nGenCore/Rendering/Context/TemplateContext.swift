/// What one rendering of a template receives: the support file, a table's file in the context kind the template
/// asked for, a shard file of a sharded table, the file of a table that generates nothing, or the registry of
/// Interface Builder keys.
///
/// It encodes as its payload alone (flat keys, e.g. `{"isTableFile": true, "header": ...}`), both to JSON for
/// `context.json` snapshots and to ``MustacheValue`` for rendering, so templates see exactly what the JSON shows.
package enum TemplateContext: Hashable, Sendable, Encodable {
  /// `L10nGen+Support.swift`.
  case supportFile(SupportFileContext)
  /// A table's file in the `structured` context.
  case structuredTable(StructuredContext)
  /// A table's file in the `swiftgen` context.
  case swiftGenTable(SwiftGenContext)
  /// A table's file in the `xcode-symbols` context.
  case xcodeSymbolsTable(XcodeSymbolsContext)
  /// One shard file of a sharded table.
  case shardFile(ShardFileContext)
  /// The file of a table that generates nothing.
  case emptyFile(EmptyFileContext)
  /// `L10nGen+InterfaceBuilder.swift`, the registry of the `lz*` keys of storyboards and xibs.
  case interfaceRegistry(IBRegistryContext)

  /// Encodes the payload, without a wrapper naming the case.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .supportFile(let context): try context.encode(to: encoder)
    case .structuredTable(let context): try context.encode(to: encoder)
    case .swiftGenTable(let context): try context.encode(to: encoder)
    case .xcodeSymbolsTable(let context): try context.encode(to: encoder)
    case .shardFile(let context): try context.encode(to: encoder)
    case .emptyFile(let context): try context.encode(to: encoder)
    case .interfaceRegistry(let context): try context.encode(to: encoder)
    }
  }
}

extension TemplateContext: MustacheRepresentable {
  /// The value a template renders, made by ``MustacheValueEncoder`` from the same encoding as the JSON.
  package var mustacheValue: MustacheValue {
    // The context types only call the encoder's containers, which never throw.
    (try? MustacheValueEncoder().encode(self)) ?? .null
  }
}
