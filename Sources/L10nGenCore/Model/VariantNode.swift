/// The text of one localization in one language: a plain string, or variations of it.
///
/// `.stringsdict` entries and String Catalog localizations map onto this tree: a stringsdict
/// plural variable is a `Substitution` whose `variants` is `.plural`; a device rule is `.device`;
/// a width rule is `.width`. Catalog variations nest (device → plural).
///
/// Not `indirect`: the variations nest through arrays, which are references already, so a plain text (the value of
/// every `.strings` entry) is stored inline instead of in a box of its own.
package enum VariantNode: Hashable, Sendable {
  /// A format string, possibly with `%#@name@` references to substitutions.
  case text(String, SourceLocation)
  /// One node per plural category (`zero one two few many other`).
  case plural([Variant])
  /// One node per device class (`iphone ipad ipod mac appletv applewatch applevision other`).
  case device([Variant])
  /// One node per presentation width (the selector is the width in decimal).
  case width([Variant])

  /// One branch of a variation: its selector (category, device or width) and its content.
  package struct Variant: Hashable, Sendable {
    /// `one`, `iphone`, `20`, ...
    package var selector: String
    /// The content chosen for that selector.
    package var node: VariantNode
    /// Where the selector is written.
    package var location: SourceLocation?

    package init(selector: String, node: VariantNode, location: SourceLocation? = nil) {
      self.selector = selector
      self.node = node
      self.location = location
    }
  }

  /// Every string in this tree, depth first, in source order.
  package var allTexts: [(text: String, location: SourceLocation)] {
    switch self {
    case let .text(text, location): return [(text, location)]
    case let .plural(variants), let .device(variants), let .width(variants):
      return variants.flatMap(\.node.allTexts)
    }
  }

  /// The string a code generator shows as "the" value: the text itself, else the `other`
  /// variant (plural and device), else the widest width, else the first variant.
  package var representativeText: String? {
    switch self {
    case let .text(text, _): return text
    case let .plural(variants), let .device(variants):
      return (variants.first { $0.selector == "other" } ?? variants.first)?.node.representativeText
    case let .width(variants):
      return variants.max { (Int($0.selector) ?? 0) < (Int($1.selector) ?? 0) }?.node.representativeText
    }
  }
}
