/// The arguments the generated API of one key takes, and where they come from.
package struct EntrySignature: Hashable, Sendable {
  /// Where the parameters come from.
  package enum Source: Hashable, Sendable {
    /// The development language's value (its key when it has none).
    case developmentValue
    /// The key itself: a String Catalog key written in code (`Text("\(count) files")` extracts `%lld files`)
    /// whose development value uses fewer arguments than the code passes. Translations may use the key's
    /// arguments, and the development value may drop them.
    case codeKey
  }

  /// The parameters, sorted by position.
  package var parameters: [FormatParameter]
  /// Where they come from.
  package var source: Source

  package init(parameters: [FormatParameter], source: Source) {
    self.parameters = parameters
    self.source = source
  }
}
