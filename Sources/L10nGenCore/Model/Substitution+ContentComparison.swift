/// Comparison of substitutions defined twice (per device, or in nested variations).
extension Substitution {
  /// Equal ignoring source locations.
  func hasSameContent(as other: Substitution) -> Bool {
    name == other.name && formatSpecifier == other.formatSpecifier
      && variants.allTexts.map(\.text) == other.variants.allTexts.map(\.text)
      && variants.selectorsDescription == other.variants.selectorsDescription
  }
}

/// Structure of a variant tree.
extension VariantNode {
  /// The selectors of the tree, for structural comparison.
  var selectorsDescription: [String] {
    switch self {
    case .text: return ["text"]
    case let .plural(variants), let .device(variants), let .width(variants):
      return variants.flatMap { [$0.selector] + $0.node.selectorsDescription }
    }
  }
}
