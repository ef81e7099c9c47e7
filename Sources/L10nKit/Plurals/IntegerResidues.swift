/// What makes the CLDR plural category of a large integer a function of its remainder modulo one number.
///
/// For an integer, the operands `v w f t c e` are 0, so a relation on them has one value for every integer. A
/// relation on `n` or `i` without a modulus compares the integer with a few small ranges (`n = 1`, `i = 2..4`); above
/// their largest bound it is false for every integer. What is left are relations on `n % m` and `i % m`, which only
/// read the remainder modulo the least common multiple of the moduli. Above the bound, the category of an integer is
/// then the category of any integer above the bound with the same remainder.
struct IntegerResidues {
  /// The least common multiple of the moduli of `n` and `i` (1 when there are none).
  let modulus: Int
  /// A multiple of `modulus` above every bound of a relation on `n` or `i` without a modulus.
  private let base: Int

  /// The largest modulus the tables are made for: CLDR's rules use 10, 100 and 1,000 but also 1,000,000 (`many` in
  /// French, Spanish, Italian...), which stays on full evaluation.
  private static let maximumModulus = 1_000

  /// The remainders of `conditions` for integers from `lowerBound` up; `nil` when a bound of `n` or `i` is not
  /// below `lowerBound` or the modulus is larger than `maximumModulus`.
  init?(_ conditions: [PluralCondition], above lowerBound: Int) {
    var modulus = 1
    for relation in conditions.lazy.flatMap(\.alternatives).joined() {
      let operand = relation.expression.operand
      guard operand == UInt8(ascii: "n") || operand == UInt8(ascii: "i") else { continue }
      if let divisor = relation.expression.modulus, divisor > 0 {
        modulus = Self.leastCommonMultiple(modulus, divisor)
        guard modulus <= Self.maximumModulus else { return nil }
      } else if relation.ranges.contains(where: { $0.upperBound >= lowerBound }) {
        return nil
      }
    }
    self.modulus = modulus
    base = (lowerBound + modulus - 1) / modulus * modulus
  }

  /// An integer from the lower bound up whose remainder modulo `modulus` is `remainder`.
  func representative(ofRemainder remainder: Int) -> Int {
    base + remainder
  }

  private static func leastCommonMultiple(_ first: Int, _ second: Int) -> Int {
    var (a, b) = (first, second)
    while b != 0 { (a, b) = (b, a % b) }
    return first / a * second
  }
}
