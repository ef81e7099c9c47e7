/// The development-language text compiled into generated code: shown in doc comments, and used at run
/// time when no table in the bundle has the key.
struct FallbackText: Hashable, Sendable {
  /// What the doc comment shows: the text, or the format key of a plural entry.
  var display: String
  /// A plain format string safe to format with the generated arguments: plural variables
  /// (`%#@name@`, `%2$#@name@`) are replaced by their number (`%ld`, `%2$ld`), since no variants are available without the table.
  var format: String

  static func make(for value: LocalizedValue) -> FallbackText {
    let display = value.root.representativeText ?? ""
    guard value.isVariable else { return FallbackText(display: display, format: display) }
    let substitutions = Dictionary(value.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let scalars = Array(display.unicodeScalars)
    var result = String.UnicodeScalarView()
    var copied = 0
    // Each reference the format parser recognised is replaced from its `%` to the `@` that closes its name.
    for reference in FormatStringParser.parse(display).variables.sorted(by: { $0.offset < $1.offset }) {
      guard reference.offset >= copied,
        let end = endOfReference(named: reference.name, from: reference.offset, in: scalars)
      else { continue }
      result.append(contentsOf: scalars[copied..<reference.offset])
      let substitution = substitutions[reference.name]
      let position = substitution?.argumentNumber ?? reference.position
      let specifier = substitution?.formatSpecifier ?? "@"
      // Un-numbered stays un-numbered: CF counts un-numbered specifiers on their own, so numbering one
      // would shift the others.
      let numbered = reference.isPositional || position != reference.position
      result.append(contentsOf: (numbered ? "%\(position)$\(specifier)" : "%\(specifier)").unicodeScalars)
      copied = end
    }
    result.append(contentsOf: scalars[copied...])
    return FallbackText(display: display, format: String(result))
  }

  /// The index just after `#@name@`, searched from the `%` at `start`.
  private static func endOfReference(named name: String, from start: Int, in scalars: [Unicode.Scalar]) -> Int? {
    let marker = Array("#@\(name)@".unicodeScalars)
    var index = start + 1
    while index + marker.count <= scalars.count {
      if scalars[index] == "%" { return nil }
      if Array(scalars[index..<index + marker.count]) == marker { return index + marker.count }
      index += 1
    }
    return nil
  }
}
