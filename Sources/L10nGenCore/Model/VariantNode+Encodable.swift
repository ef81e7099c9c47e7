/// The JSON form: one key naming the case, selectors as nested keys in source order.
extension VariantNode: Encodable {
  /// A coding key made from any string: `text`, an axis name or a selector.
  private struct SelectorKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes as `{"text": "…"}`, or `{"plural": {"one": node, …}}`, `{"device": {…}}`, `{"width": {…}}`.
  /// Source locations are not encoded.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SelectorKey.self)
    switch self {
    case let .text(text, _):
      try container.encode(text, forKey: SelectorKey(stringValue: "text"))
    case let .plural(variants):
      try encodeVariants(variants, axis: "plural", in: &container)
    case let .device(variants):
      try encodeVariants(variants, axis: "device", in: &container)
    case let .width(variants):
      try encodeVariants(variants, axis: "width", in: &container)
    }
  }

  /// Encodes `variants` as an object under `axis`, keyed by selector.
  private func encodeVariants(
    _ variants: [Variant], axis: String, in container: inout KeyedEncodingContainer<SelectorKey>
  ) throws {
    var nested = container.nestedContainer(keyedBy: SelectorKey.self, forKey: SelectorKey(stringValue: axis))
    for variant in variants {
      try nested.encode(variant.node, forKey: SelectorKey(stringValue: variant.selector))
    }
  }
}
