/// The JSON form, with the catalog's own key names (`argNum`).
extension Substitution: Encodable {
  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case name
    case argumentNumber = "argNum"
    case formatSpecifier
    case variants
  }

  /// Encodes as `{"name", "argNum"?, "formatSpecifier", "variants"}`; the location is not encoded.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(argumentNumber, forKey: .argumentNumber)
    try container.encode(formatSpecifier, forKey: .formatSpecifier)
    try container.encode(variants, forKey: .variants)
  }
}
