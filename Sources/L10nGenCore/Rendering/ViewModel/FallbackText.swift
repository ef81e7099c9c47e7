/// The development-language text compiled into generated code: shown in doc comments, and used at run
/// time when no table in the bundle has the key.
struct FallbackText: Hashable, Sendable {
  /// What the doc comment shows: the text, or the format key of a plural entry.
  var display: String
  /// A plain format string safe to format with the generated arguments: plural variables
  /// (`%#@name@`) are replaced by their number (`%1$ld`), since no variants are available without the table.
  var format: String

  static func make(for value: LocalizedValue) -> FallbackText {
    let display = value.root.representativeText ?? ""
    guard value.isVariable else { return FallbackText(display: display, format: display) }
    let parsed = FormatStringParser.parse(display)
    let specifiers = Dictionary(value.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var result = ""
    var variableIndex = 0
    var scalars = Substring(display).unicodeScalars[...]
    while let percent = scalars.firstIndex(of: "%") {
      result.unicodeScalars.append(contentsOf: scalars[..<percent])
      let afterPercent = scalars.index(after: percent)
      guard let reference = Self.variableReference(in: scalars[afterPercent...]) else {
        result.unicodeScalars.append("%")
        if afterPercent < scalars.endIndex, scalars[afterPercent] == "%" {
          result.unicodeScalars.append("%")
          scalars = scalars[scalars.index(after: afterPercent)...]
        } else {
          scalars = scalars[afterPercent...]
        }
        continue
      }
      let variable = variableIndex < parsed.variables.count ? parsed.variables[variableIndex] : nil
      variableIndex += 1
      let substitution = specifiers[reference.name]
      let position = substitution?.argumentNumber ?? variable?.position ?? variableIndex
      result += "%\(position)$\(substitution?.formatSpecifier ?? "@")"
      scalars = scalars[reference.end...]
    }
    result.unicodeScalars.append(contentsOf: scalars)
    return FallbackText(display: display, format: result)
  }

  /// Matches `[N[$]][flags/width/precision]#@name@` right after a `%`.
  private static func variableReference(
    in scalars: Substring.UnicodeScalarView.SubSequence
  ) -> (name: String, end: Substring.UnicodeScalarView.Index)? {
    var index = scalars.startIndex
    while index < scalars.endIndex, "0123456789$.-+ ".unicodeScalars.contains(scalars[index]) {
      index = scalars.index(after: index)
    }
    guard index < scalars.endIndex, scalars[index] == "#" else { return nil }
    index = scalars.index(after: index)
    guard index < scalars.endIndex, scalars[index] == "@" else { return nil }
    index = scalars.index(after: index)
    var name = ""
    while index < scalars.endIndex, scalars[index] != "@" {
      let scalar = scalars[index]
      guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar)
      else { return nil }
      name.unicodeScalars.append(scalar)
      index = scalars.index(after: index)
    }
    guard index < scalars.endIndex, !name.isEmpty else { return nil }
    return (name, scalars.index(after: index))
  }
}
