/// A `%#@name@` (or positional `%N$#@name@`, or `%N#@name@`, flags/width/precision allowed before `#@`) reference to a plural variable or substitution.
struct FormatVariableReference: Hashable, Sendable {
  /// The variable name between `%#@` and `@`.
  var name: String
  /// `N` of `%N$#@name@` / `%N#@name@`; `nil` when the reference is not positional.
  var argumentNumber: Int?

  /// Every variable reference in `text`, in order. Names are read as `[A-Za-z0-9_.-]+`; `%%` is skipped.
  static func all(in text: String) -> [FormatVariableReference] {
    let scalars = Array(text.unicodeScalars)
    var references: [FormatVariableReference] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var cursor = index + 1
      if cursor < scalars.count, scalars[cursor] == "%" {
        index = cursor + 1
        continue
      }
      var number = 0
      var digitCount = 0
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
        if digitCount < 9 { number = number * 10 + Int(scalars[cursor].value - 48) }
        digitCount += 1
        cursor += 1
      }
      var argumentNumber: Int? = nil
      if digitCount > 0, cursor < scalars.count, scalars[cursor] == "$" {
        cursor += 1
        argumentNumber = number
      } else if digitCount > 0, cursor < scalars.count, scalars[cursor] == "#" {
        argumentNumber = number
      } else if digitCount > 0 {
        cursor = index + 1
      }
      while cursor < scalars.count, isFlagWidthOrPrecisionScalar(scalars[cursor]) { cursor += 1 }
      guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else {
        index += 1
        continue
      }
      cursor += 2
      let nameStart = cursor
      while cursor < scalars.count, isNameScalar(scalars[cursor]) { cursor += 1 }
      guard cursor > nameStart, cursor < scalars.count, scalars[cursor] == "@" else {
        index += 1
        continue
      }
      var name = String.UnicodeScalarView()
      name.append(contentsOf: scalars[nameStart..<cursor])
      references.append(
        FormatVariableReference(name: String(name), argumentNumber: argumentNumber))
      index = cursor + 1
    }
    return references
  }

  /// Flags, width and precision CF's scanner accepts before `#@` (`%8$3.2#@f8@`).
  private static func isFlagWidthOrPrecisionScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "0"..."9", "-", "+", " ", ".": true
    default: false
    }
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", ".", "-": true
    default: false
    }
  }
}
