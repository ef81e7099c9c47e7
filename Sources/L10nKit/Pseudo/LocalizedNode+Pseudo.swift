extension LocalizedNode {
  /// The node with every text pseudo-localized: whole strings bracketed, plural variants only accented and
  /// padded; keys, variable names, plural categories and specifiers unchanged.
  func pseudoLocalized(_ settings: PseudoLocalization) -> LocalizedNode {
    switch self {
    case .text(let text):
      return .text(settings.transform(text))
    case .format(let text, let variables):
      return .format(
        settings.transform(text),
        variables: variables.mapValues { variable in
          var variable = variable
          variable.variants = variable.variants.mapValues { settings.transformVariant($0) }
          return variable
        })
    case .device(let variants):
      return .device(variants.mapValues { $0.pseudoLocalized(settings) })
    case .width(let variants):
      return .width(variants.map { ($0.width, $0.node.pseudoLocalized(settings)) })
    case .plural(let argument, let variants):
      return .plural(argument: argument, variants: variants.mapValues { $0.pseudoLocalized(settings) })
    }
  }
}
