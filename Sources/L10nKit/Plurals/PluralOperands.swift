/// The operands of a number that CLDR plural rules test (UTS #35 "Plural Operand Meanings").
///
/// Visible fraction digits matter: `1` and `1.0` have different operands (`v` is 0 and 1).
package struct PluralOperands: Sendable, Hashable {
  /// The integer digits of the absolute value (`i`), clamped to `Int.max`.
  package var integerDigits: Int
  /// The number of visible fraction digits, with trailing zeros (`v`).
  package var visibleFractionDigitCount: Int
  /// The number of visible fraction digits, without trailing zeros (`w`).
  package var fractionDigitCountWithoutTrailingZeros: Int
  /// The visible fraction digits with trailing zeros, as an integer (`f`).
  package var fractionDigits: Int
  /// The visible fraction digits without trailing zeros, as an integer (`t`).
  package var fractionDigitsWithoutTrailingZeros: Int
  /// The compact decimal exponent (`c`, and its deprecated synonym `e`).
  package var compactExponent: Int

  /// Whether the absolute value has a non-zero fraction (so `n` is not an integer).
  package var hasFraction: Bool { fractionDigitsWithoutTrailingZeros != 0 }

  /// The operands of an integer: `n = i = |value|`, no fraction digits.
  package init(_ value: Int) {
    self.init(magnitude: value.magnitude)
  }

  /// The operands of an unsigned integer.
  package init(_ value: UInt) {
    self.init(magnitude: value)
  }

  private init(magnitude: UInt) {
    integerDigits = magnitude > UInt(Int.max) ? Int.max : Int(magnitude)
    visibleFractionDigitCount = 0
    fractionDigitCountWithoutTrailingZeros = 0
    fractionDigits = 0
    fractionDigitsWithoutTrailingZeros = 0
    compactExponent = 0
  }

  /// The operands of a floating-point value, as ICU selects them for a `double`: the shortest decimal
  /// representation, so `1.0` counts as the integer `1` and `1.5` has one fraction digit.
  package init(_ value: Double) {
    guard value.isFinite else {
      self.init(0)
      return
    }
    let magnitude = value.magnitude
    if magnitude == magnitude.rounded(.towardZero), magnitude < 9.0e18 {
      self.init(magnitude: UInt(magnitude))
      return
    }
    let description = "\(magnitude)"
    if !description.contains("e"), let operands = PluralOperands(decimal: description) {
      self = operands
    } else {
      self.init(magnitude: magnitude < 9.0e18 ? UInt(magnitude) : UInt(Int.max))
    }
  }

  /// Reads the operands from a number written in decimal, keeping its visible trailing zeros
  /// (`"1.30"` has `v = 2`), optionally with a compact exponent (`"1.2c6"`). A leading `-` is ignored.
  ///
  /// Returns `nil` when the text is not such a number.
  package init?(decimal text: String) {
    var text = Substring(text)
    if text.first == "-" || text.first == "+" { text = text.dropFirst() }
    var exponent = 0
    if let marker = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      guard let parsed = Int(text[text.index(after: marker)...]), (0...18).contains(parsed) else { return nil }
      exponent = parsed
      text = text[..<marker]
    }
    let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let integerText = pieces.first, !integerText.isEmpty,
      integerText.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    var fractionText = pieces.count > 1 ? pieces[1] : ""
    guard fractionText.allSatisfy({ $0.isASCII && $0.isNumber }), pieces.count == 1 || !fractionText.isEmpty else {
      return nil
    }
    var integerPart = String(integerText)
    if exponent > 0 {
      let shifted = fractionText.prefix(exponent)
      integerPart += shifted + String(repeating: "0", count: exponent - shifted.count)
      fractionText = fractionText.dropFirst(shifted.count)
    }
    let digits = integerPart.drop { $0 == "0" }
    integerDigits = digits.count > 18 ? Int.max : Int(digits) ?? 0
    let fraction = fractionText.prefix(18)
    let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
    visibleFractionDigitCount = fraction.count
    fractionDigitCountWithoutTrailingZeros = trimmed.count
    fractionDigits = Int(fraction) ?? 0
    fractionDigitsWithoutTrailingZeros = Int(String(trimmed)) ?? 0
    compactExponent = exponent
  }
}
