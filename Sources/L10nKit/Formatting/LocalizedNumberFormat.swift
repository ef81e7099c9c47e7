import Foundation

/// Formats integers (`%d %ld %u ...`) and fixed-point doubles (`%f %.2f`) exactly as
/// `String(format:locale:)` does for one locale, without its per-call cost (on Linux CoreFoundation reconfigures
/// an ICU number formatter for every number, about 60 µs).
///
/// The locale's digits, separators, grouping sizes, minimum grouping digits and negative affixes are learnt once
/// by formatting probe numbers with `String(format:locale:)` itself, and the result is checked against it on more
/// probes; a locale whose output does not fit this model gets no fast format, and callers keep using
/// `String(format:locale:)`. Doubles are rounded the way ICU does: the shortest round-trip decimal digits,
/// rounded half-even (`2.675` → `2.68`, where C's printf gives `2.67`).
final class LocalizedNumberFormat: Sendable {
  /// The locale's ten digits, `0` to `9`.
  let digits: [String]
  /// The digits, separators and negative affixes as UTF-8, for writing: digit `d` is
  /// `digitBytes[digitOffsets[d]..<digitOffsets[d + 1]]`.
  private let digitBytes: [UInt8]
  private let digitOffsets: [Int]
  private let groupingBytes: [UInt8]
  private let decimalBytes: [UInt8]
  private let negativePrefixBytes: [UInt8]
  private let negativeSuffixBytes: [UInt8]
  /// Whether the digits are ASCII `0` to `9`: then `append(_:to:)` writes them without the digit table.
  private let hasASCIIDigits: Bool
  /// The grouping separator, empty when the locale does not group.
  let groupingSeparator: String
  /// The number of digits in the group nearest the decimal separator (0: no grouping).
  let primaryGroupSize: Int
  /// The number of digits in the other groups.
  let secondaryGroupSize: Int
  /// How many digits must precede the first separator for grouping to apply (2 in `es`, `pl`: `1000`, `10 000`).
  let minimumGroupingDigits: Int
  /// The decimal separator.
  let decimalSeparator: String
  /// Written before and after a negative number.
  let negativePrefix: String
  let negativeSuffix: String

  private static let cache = LockedState([String: LocalizedNumberFormat?]())

  /// The format for `locale`, learnt on first use and cached; `nil` when the locale cannot be formatted this way.
  static func forLocale(_ locale: Locale) -> LocalizedNumberFormat? {
    let identifier = locale.identifier
    if let cached = cache.withLock({ $0[identifier] }) { return cached }
    let format = LocalizedNumberFormat(probing: locale)
    cache.withLock { $0[identifier] = .some(format) }
    return format
  }

  /// Learns the format of `locale` from `String(format:locale:)`; `nil` when its output does not fit the model.
  init?(probing locale: Locale) {
    func printf(_ format: String, _ arguments: [any CVarArg]) -> String {
      String(format: format, locale: locale, arguments: arguments)
    }
    let separator = "\u{1}"
    let digitList = printf(Array(repeating: "%ld", count: 10).joined(separator: separator), Array(0..<10))
      .components(separatedBy: separator)
    guard digitList.count == 10, digitList.allSatisfy({ $0.unicodeScalars.count == 1 }), Set(digitList).count == 10
    else { return nil }
    digits = digitList
    let isDigit = Set(digitList)

    // 10^18 shows every group: "1,000,000,000,000,000,000", "10,00,00,...,000".
    let grouped = printf("%ld", [1_000_000_000_000_000_000])
    var groups: [Int] = []
    var separators: [String] = []
    var current = ""
    var count = 0
    for character in grouped {
      if isDigit.contains(String(character)) {
        if !current.isEmpty {
          separators.append(current)
          groups.append(count)
          count = 0
          current = ""
        }
        count += 1
      } else {
        current.append(character)
      }
    }
    guard current.isEmpty, Set(separators).count <= 1 else { return nil }
    groups.append(count)
    groupingSeparator = separators.first ?? ""
    if groups.count == 1 {
      primaryGroupSize = 0
      secondaryGroupSize = 0
    } else {
      primaryGroupSize = groups[groups.count - 1]
      secondaryGroupSize = groups.count > 2 ? groups[groups.count - 2] : primaryGroupSize
      guard primaryGroupSize > 0, secondaryGroupSize > 0 else { return nil }
    }

    var minimum = 1
    if primaryGroupSize > 0 {
      // The smallest power of ten that gets a separator.
      minimum = 0
      for extra in 1...3 {
        let text = printf("%ld", [Int(pow(10, Double(primaryGroupSize + extra - 1)))])
        if text.contains(groupingSeparator) {
          minimum = extra
          break
        }
      }
      guard minimum > 0 else { return nil }
    }
    minimumGroupingDigits = minimum

    let negative = printf("%ld", [-1])
    guard let one = negative.range(of: digitList[1]) else { return nil }
    negativePrefix = String(negative[..<one.lowerBound])
    negativeSuffix = String(negative[one.upperBound...])

    let half = printf("%.1f", [0.5])
    guard half.hasPrefix(digitList[0]), half.hasSuffix(digitList[5]), half.count > 2 else { return nil }
    decimalSeparator = String(half.dropFirst().dropLast())

    digitBytes = digitList.flatMap { Array($0.utf8) }
    digitOffsets = digitList.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count) }
    groupingBytes = Array(groupingSeparator.utf8)
    decimalBytes = Array(decimalSeparator.utf8)
    negativePrefixBytes = Array(negativePrefix.utf8)
    negativeSuffixBytes = Array(negativeSuffix.utf8)
    hasASCIIDigits = digitBytes.elementsEqual("0123456789".utf8)
    guard verify(against: printf) else { return nil }
  }

  /// Compares the fast format with `String(format:locale:)` on numbers that exercise every rule.
  private func verify(against printf: (String, [any CVarArg]) -> String) -> Bool {
    let integers = [0, 7, -7, 999, 1000, -1000, 12_345, 123_456, -1_234_567, 98_765_432_101, Int.min, Int.max]
    for integer in integers where format(integer) != printf("%ld", [integer]) { return false }
    let doubles: [(Double, Int)] = [
      (0, 0), (-0.0, 1), (3.14159, 2), (-1234.5, 1), (2.675, 2), (1e-7, 3), (1_234_567.891, 6),
    ]
    for (double, precision) in doubles where format(double, precision: precision) != printf("%.\(precision)f", [double])
    {
      return false
    }
    return true
  }

  /// A signed integer, as `%ld` formats it.
  func format(_ value: Int) -> String {
    format(magnitude: value.magnitude, isNegative: value < 0)
  }

  /// Appends a signed integer, as `%ld` formats it, to `output` (no intermediate `String`).
  func append(_ value: Int, to output: inout TextAccumulator) {
    if hasASCIIDigits { return appendASCII(value, to: &output) }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var start = 20
      var remaining = value.magnitude
      repeat {
        start -= 1
        buffer[start] = UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      } while remaining > 0
      let digits = UnsafeBufferPointer(rebasing: buffer[start...])
      output.append(maximumCount: capacity(integerDigitCount: digits.count, fractionDigitCount: 0)) { destination in
        write(integerDigits: digits, fractionDigits: [], isNegative: value < 0, into: destination)
      }
    }
  }

  /// `append(_:to:)` for ASCII digits: the text is written from its last byte to its first, straight into the
  /// output, with what `write(integerDigits:fractionDigits:isNegative:into:)` writes.
  private func appendASCII(_ value: Int, to output: inout TextAccumulator) {
    let magnitude = value.magnitude
    var count = 1
    var rest = magnitude / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    let grouping = primaryGroupSize > 0 && count - primaryGroupSize >= minimumGroupingDigits
    let separatorCount = grouping ? (count - 1 - primaryGroupSize) / secondaryGroupSize + 1 : 0
    let isNegative = value < 0
    let affixLength = isNegative ? negativePrefixBytes.count + negativeSuffixBytes.count : 0
    let length = count + separatorCount * groupingBytes.count + affixLength
    output.append(maximumCount: length) { buffer in
      var end = length
      func prepend(_ bytes: [UInt8]) {
        end -= bytes.count
        for (offset, byte) in bytes.enumerated() { buffer[end + offset] = byte }
      }
      if isNegative { prepend(negativeSuffixBytes) }
      var remaining = magnitude
      // `place`: how many digits follow this one (a separator follows the digit where a group ends).
      for place in 0..<count {
        if grouping, place >= primaryGroupSize, (place - primaryGroupSize) % secondaryGroupSize == 0 {
          prepend(groupingBytes)
        }
        end -= 1
        buffer[end] = 0x30 &+ UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      }
      if isNegative { prepend(negativePrefixBytes) }
      return length
    }
  }

  /// An integer given as its magnitude and sign.
  func format(magnitude: UInt, isNegative: Bool) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      // The digit values, most significant first, at the end of the buffer.
      var start = 20
      var remaining = magnitude
      repeat {
        start -= 1
        buffer[start] = UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      } while remaining > 0
      return write(
        integerDigits: UnsafeBufferPointer(rebasing: buffer[start...]), fractionDigits: [], isNegative: isNegative)
    }
  }

  /// A double with `precision` fraction digits, as `%.<precision>f` formats it; `nil` when this value needs
  /// `String(format:locale:)` (infinity, NaN, and values whose output depends on digits beyond the 15th).
  func format(_ value: Double, precision: Int) -> String? {
    guard value.isFinite, precision >= 0, let shortest = DecimalDigits(shortestOf: value.magnitude) else { return nil }
    // ICU rounds half-even, from the shortest digits when they are 15 or fewer, otherwise from an approximation
    // that agrees with both the shortest digits and their 15-digit rounding except near a tie: use those only
    // when they agree.
    var rounded = shortest.rounded(toSignificantDigits: shortest.pointPosition + precision).digits
    if shortest.values.count > 15 {
      guard shortest.pointPosition + precision <= 15 else { return nil }
      let (fifteen, isTie) = shortest.rounded(toSignificantDigits: 15)
      guard !isTie else { return nil }
      let viaFifteen = fifteen.rounded(toSignificantDigits: fifteen.pointPosition + precision).digits
      guard viaFifteen == rounded else { return nil }
      rounded = viaFifteen
    }
    let integerDigits = rounded.integerDigits
    return integerDigits.withUnsafeBufferPointer { integerBuffer in
      write(
        integerDigits: integerBuffer, fractionDigits: rounded.fractionDigits(count: precision),
        isNegative: value.sign == .minus)
    }
  }

  /// Writes the number: the negative prefix, the integer digits in the locale's digits with grouping separators,
  /// the decimal separator and fraction digits (when there are any), and the negative suffix.
  private func write(integerDigits: UnsafeBufferPointer<UInt8>, fractionDigits: [UInt8], isNegative: Bool) -> String {
    let capacity = capacity(integerDigitCount: integerDigits.count, fractionDigitCount: fractionDigits.count)
    // Written on the stack, then decoded: a result of up to 15 bytes is a small string, with no allocation.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let length = write(
        integerDigits: integerDigits, fractionDigits: fractionDigits, isNegative: isNegative, into: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
    }
  }

  /// The most bytes a number with these digit counts takes.
  private func capacity(integerDigitCount count: Int, fractionDigitCount: Int) -> Int {
    let widestDigit = 4  // each digit is one Unicode scalar
    return max(
      1,
      negativePrefixBytes.count + negativeSuffixBytes.count + (count + fractionDigitCount) * widestDigit
        + count * groupingBytes.count + decimalBytes.count)
  }

  /// Writes the number into `buffer` (at least `capacity(...)` bytes) and returns the number of bytes written.
  private func write(
    integerDigits: UnsafeBufferPointer<UInt8>, fractionDigits: [UInt8], isNegative: Bool,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let count = integerDigits.count
    let grouping = primaryGroupSize > 0 && count - primaryGroupSize >= minimumGroupingDigits
    return digitBytes.withUnsafeBufferPointer { digitBytes in
      digitOffsets.withUnsafeBufferPointer { digitOffsets in
        var length = 0
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
          for byte in bytes {
            buffer[length] = byte
            length += 1
          }
        }
        func appendDigit(_ value: UInt8) {
          let digit = Int(value)
          append(UnsafeBufferPointer(rebasing: digitBytes[digitOffsets[digit]..<digitOffsets[digit + 1]]))
        }
        if isNegative { negativePrefixBytes.withUnsafeBufferPointer(append) }
        for index in 0..<count {
          appendDigit(integerDigits[index])
          let remaining = count - index - 1
          if grouping, remaining >= primaryGroupSize, (remaining - primaryGroupSize) % secondaryGroupSize == 0 {
            groupingBytes.withUnsafeBufferPointer(append)
          }
        }
        if !fractionDigits.isEmpty {
          decimalBytes.withUnsafeBufferPointer(append)
          for value in fractionDigits { appendDigit(value) }
        }
        if isNegative { negativeSuffixBytes.withUnsafeBufferPointer(append) }
        return length
      }
    }
  }
}
