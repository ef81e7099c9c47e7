/// A parsed CLDR plural condition: `or` of `and` of relations (UTS #35 Part 3).
struct PluralCondition: Sendable {
  /// One operand, optionally taken modulo a value.
  struct Expression: Sendable {
    /// The operand letter as ASCII: `n i v w f t c e` (a byte, so that evaluating a rule compares no `Character`).
    var operand: UInt8
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
    for relations in alternatives {
      var allMatch = true
      for relation in relations where !relation.matches(operands) {
        allMatch = false
        break
      }
      if allMatch { return true }
    }
    return false
  }
}

extension PluralCondition.Relation {
  func matches(_ operands: PluralOperands) -> Bool {
    let (integer, hasFraction) = expression.value(for: operands)
    var inRanges = false
    for range in ranges {
      if isWithin {
        // `within` compares the real value: a fraction above the lower bound still counts.
        inRanges =
          integer >= range.lowerBound
          && (integer < range.upperBound || (integer == range.upperBound && !hasFraction))
      } else {
        inRanges = !hasFraction && integer >= range.lowerBound && integer <= range.upperBound
      }
      if inRanges { break }
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
    case UInt8(ascii: "n"):
      integer = operands.integerDigits
      hasFraction = operands.hasFraction
    case UInt8(ascii: "i"): integer = operands.integerDigits
    case UInt8(ascii: "v"): integer = operands.visibleFractionDigitCount
    case UInt8(ascii: "w"): integer = operands.fractionDigitCountWithoutTrailingZeros
    case UInt8(ascii: "f"): integer = operands.fractionDigits
    case UInt8(ascii: "t"): integer = operands.fractionDigitsWithoutTrailingZeros
    default: integer = operands.compactExponent
    }
    if let modulus, modulus > 0 { integer %= modulus }
    return (integer, hasFraction)
  }
}
