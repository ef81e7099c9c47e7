/// A parsed CLDR plural condition: `or` of `and` of relations (UTS #35 Part 3).
struct PluralCondition: Sendable {
  /// One operand, optionally taken modulo a value.
  struct Expression: Sendable {
    /// The operand letter: `n i v w f t c e`.
    var operand: Character
    /// The modulus after `%` or `mod`, if any.
    var modulus: Int?
  }

  /// A single value or an inclusive range of integers.
  struct RangeItem: Sendable {
    var lowerBound: Int
    var upperBound: Int
  }

  /// `expression (=|!=|in|not in|within|not within|is|is not) ranges`.
  struct Relation: Sendable {
    var expression: Expression
    var isNegated: Bool
    var isWithin: Bool
    var ranges: [RangeItem]
  }

  /// The alternatives (`or`), each a conjunction (`and`) of relations.
  var alternatives: [[Relation]]

  /// Whether the operands satisfy the condition.
  func matches(_ operands: PluralOperands) -> Bool {
    alternatives.contains { relations in relations.allSatisfy { $0.matches(operands) } }
  }
}

extension PluralCondition.Relation {
  func matches(_ operands: PluralOperands) -> Bool {
    let (integer, hasFraction) = expression.value(for: operands)
    let inRanges = ranges.contains { range in
      if isWithin {
        // `within` compares the real value: a fraction above the lower bound still counts.
        return integer >= range.lowerBound
          && (integer < range.upperBound || (integer == range.upperBound && !hasFraction))
      }
      return !hasFraction && integer >= range.lowerBound && integer <= range.upperBound
    }
    return inRanges != isNegated
  }
}

extension PluralCondition.Expression {
  /// The operand's value as its integer part and whether a non-zero fraction remains (only `n` has one).
  func value(for operands: PluralOperands) -> (integer: Int, hasFraction: Bool) {
    var integer: Int
    var hasFraction = false
    switch operand {
    case "n":
      integer = operands.integerDigits
      hasFraction = operands.hasFraction
    case "i": integer = operands.integerDigits
    case "v": integer = operands.visibleFractionDigitCount
    case "w": integer = operands.fractionDigitCountWithoutTrailingZeros
    case "f": integer = operands.fractionDigits
    case "t": integer = operands.fractionDigitsWithoutTrailingZeros
    default: integer = operands.compactExponent
    }
    if let modulus, modulus > 0 { integer %= modulus }
    return (integer, hasFraction)
  }
}
