extension StructuredContext {
  /// The accessors of one enum, declared in an extension of it at file scope: `extension L10n.Login.Errors { ... }`.
  ///
  /// The `structured` template declares every namespace enum empty (``StructuredContext/declarations``) and gives
  /// each one's accessors an extension of their own, so that a name in an accessor is looked up through one
  /// enclosing type instead of the whole nesting: the type checker's cheapest shape (issue 35 §2 in
  /// `Benchmarks/README.md`). Shard files extend the enums the same way (``ShardFileContext``).
  package struct Extension: Hashable, Sendable, Encodable {
    /// The extended type, qualified from the root enum, e.g. `L10n.Login.Errors`.
    package var typeName: String
    /// The accessors, in key order.
    package var members: [Member]
    /// Always empty: namespaces are declared in ``StructuredContext/declarations``. Present so that the `body`
    /// partial renders only the members.
    package var namespaces: [Namespace] = []
  }
}
