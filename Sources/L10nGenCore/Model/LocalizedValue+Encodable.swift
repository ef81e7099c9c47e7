/// The JSON form `l10n-gen dump` prints and the snapshot tests compare.
extension LocalizedValue: Encodable {
  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case root
    case substitutions
    case state
  }

  /// Encodes as `{"root": node, "substitutions": [...]?, "state"?}`; empty substitutions and the location are
  /// left out.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    if !substitutions.isEmpty { try container.encode(substitutions, forKey: .substitutions) }
    try container.encodeIfPresent(state, forKey: .state)
  }
}
