/// A non-negative decimal number as digits: `0.d₁d₂…dₙ × 10^pointPosition`, without leading or trailing zeros
/// (zero is `[0]` with point position 1).
struct DecimalDigits: Sendable, Equatable {
  /// The digit values, most significant first.
  var values: [UInt8]
  /// Where the decimal point is, counted in digits from the first one.
  var pointPosition: Int

  /// The shortest digits that read back as `value` (finite, non-negative), from Swift's `description`
  /// ("5.0", "0.0001", "1e-05", "1.25e+25").
  init?(shortestOf value: Double) {
    let description = value.description
    var mantissa = Substring(description)
    var exponent = 0
    if let marker = description.firstIndex(of: "e") {
      guard let parsed = Int(description[description.index(after: marker)...]) else { return nil }
      exponent = parsed
      mantissa = description[..<marker]
    }
    var values: [UInt8] = []
    var point: Int?
    for byte in mantissa.utf8 {
      if byte == UInt8(ascii: ".") {
        point = values.count
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        values.append(byte - UInt8(ascii: "0"))
      } else {
        return nil
      }
    }
    self.init(values: values, pointPosition: (point ?? values.count) + exponent)
  }

  /// Normalizes `values` (strips leading and trailing zeros).
  init(values: [UInt8], pointPosition: Int) {
    var values = values
    var pointPosition = pointPosition
    let leadingZeros = values.prefix { $0 == 0 }.count
    values.removeFirst(leadingZeros)
    pointPosition -= leadingZeros
    while values.last == 0 { values.removeLast() }
    if values.isEmpty {
      values = [0]
      pointPosition = 1
    }
    self.values = values
    self.pointPosition = pointPosition
  }

  /// Rounded half-even to `count` significant digits (zero or negative: to a power of ten at or above the first
  /// digit), and whether the discarded part was exactly half a unit.
  func rounded(toSignificantDigits count: Int) -> (digits: DecimalDigits, isTie: Bool) {
    guard count < values.count else { return (self, false) }
    // Below zero the value is under a tenth of the rounding unit.
    guard count >= 0 else { return (DecimalDigits(values: [0], pointPosition: 1), false) }
    var kept = Array(values[..<count])
    let firstDropped = values[count]
    let restIsZero = values[(count + 1)...].allSatisfy { $0 == 0 }
    let isTie = firstDropped == 5 && restIsZero
    var point = pointPosition
    if firstDropped > 5 || (firstDropped == 5 && (!restIsZero || (kept.last ?? 0) % 2 == 1)) {
      var index = kept.count - 1
      while index >= 0, kept[index] == 9 {
        kept[index] = 0
        index -= 1
      }
      if index >= 0 {
        kept[index] += 1
      } else {
        kept.insert(1, at: 0)
        point += 1
      }
    }
    return (DecimalDigits(values: kept, pointPosition: point), isTie)
  }

  /// The digits before the decimal point (at least one).
  var integerDigits: [UInt8] {
    guard pointPosition > 0 else { return [0] }
    return (0..<pointPosition).map { $0 < values.count ? values[$0] : 0 }
  }

  /// The first `count` digits after the decimal point.
  func fractionDigits(count: Int) -> [UInt8] {
    (0..<count).map { offset in
      let index = pointPosition + offset
      return index >= 0 && index < values.count ? values[index] : 0
    }
  }
}
