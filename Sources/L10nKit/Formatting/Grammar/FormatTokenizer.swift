/// Reads the `%` sequences of a UTF-8 format string one by one, the way CoreFoundation's `__CFParseFormatSpec`
/// does (Docs/Formats.md §4.1), and classifies each as a `FormatToken`; the text between tokens is literal.
///
/// Every part of the syntax is ASCII, so the tokenizer reads bytes; offsets are byte offsets. Besides CF's grammar
/// it applies the two rules that decide when a `%` is prose, so that the generator and L10nKit read prose alike:
/// a space-flag specifier directly followed by a letter (`100% guaranteed`) is `.prose`, and a `%` that ends
/// without a conversion or before a character that is no letter (`100%.`, `5% - 10%`) is a `.strayPercent`.
/// Reading goes on right after the `%` of both.
package struct FormatTokenizer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let readsSubstitutionArgument: Bool

  /// The offset reading goes on from; `next()` advances it past each token.
  package var index = 0

  /// A tokenizer over `bytes`. With `readsSubstitutionArgument`, `%arg` is a `.substitutionArgument` (String
  /// Catalog substitution variants); otherwise it is the hexadecimal float `%a` followed by `rg`.
  package init(_ bytes: UnsafeBufferPointer<UInt8>, readsSubstitutionArgument: Bool = false) {
    self.bytes = bytes
    self.readsSubstitutionArgument = readsSubstitutionArgument
  }

  /// The next token at or after `index`, or `nil` when no `%` is left.
  package mutating func next() -> FormatToken? {
    var cursor = index
    while cursor < bytes.count, bytes[cursor] != Self.percent { cursor += 1 }
    guard cursor < bytes.count else {
      index = bytes.count
      return nil
    }
    let token = token(at: cursor)
    index = token.resumeIndex
    return token
  }

  /// The token that starts at the `%` at `start`.
  package func token(at start: Int) -> FormatToken {
    let count = bytes.count
    if start + 1 < count, bytes[start + 1] == Self.percent { return .escapedPercent(at: start) }
    if readsSubstitutionArgument, start + 3 < count, bytes[start + 1] == UInt8(ascii: "a"),
      bytes[start + 2] == UInt8(ascii: "r"), bytes[start + 3] == UInt8(ascii: "g")
    {
      return .substitutionArgument(at: start)
    }
    var cursor = start + 1

    // Position: digits, then `$`.
    var position: Int?
    let digitsEnd = endOfDigits(from: cursor)
    if digitsEnd > cursor, digitsEnd < count, bytes[digitsEnd] == Self.dollar {
      let value = number(from: cursor, to: digitsEnd)
      guard FormatGrammar.positions.contains(value) else { return .invalidPosition(start..<(digitsEnd + 1)) }
      position = value
      cursor = digitsEnd + 1
    }

    // Flags.
    let flagsStart = cursor
    var flags = FormatFlags()
    while cursor < count, let flag = FormatFlags(byte: bytes[cursor]) {
      flags.insert(flag)
      cursor += 1
    }
    let flagsRange = flagsStart..<cursor
    if flags.contains(.grouping) { return .unsupportedFlag(start..<scalarEnd(at: cursor)) }

    // Width.
    let widthStart = cursor
    var width: FormatAmount?
    if cursor < count, bytes[cursor] == Self.star {
      let (amount, end) = starArgument(after: cursor)
      guard let amount else { return .invalidPosition(start..<end) }
      width = amount
      cursor = end
    } else {
      let end = endOfDigits(from: cursor)
      if end > cursor {
        width = .fixed(number(from: cursor, to: end))
        cursor = end
      }
    }
    let widthRange = widthStart..<cursor

    // Precision.
    let precisionStart = cursor
    var precision: FormatAmount?
    if cursor < count, bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      if cursor < count, bytes[cursor] == Self.star {
        let (amount, end) = starArgument(after: cursor)
        guard let amount else { return .invalidPosition(start..<end) }
        precision = amount
        cursor = end
      } else {
        let end = endOfDigits(from: cursor)
        precision = .fixed(number(from: cursor, to: end))
        cursor = end
      }
    }
    let precisionRange = precisionStart..<cursor

    // CF also accepts `#@` after a width or precision: `%8$3.2#@f8@`, `%1#@count@`.
    var markerFollowsAmount = false
    if cursor + 1 < count, bytes[cursor] == Self.sharp, bytes[cursor + 1] == Self.at {
      flags.insert(.alternate)
      markerFollowsAmount = true
      cursor += 1
    }

    // Length.
    let length = FormatLengthModifier(in: bytes, at: cursor)
    cursor += length.byteCount

    // Conversion.
    guard cursor < count else { return .strayPercent(at: start, shownEnd: count) }
    let byte = bytes[cursor]
    let conversionEnd = scalarEnd(at: cursor)
    if byte == Self.at, flags.contains(.alternate) {
      return variable(
        start: start, nameStart: conversionEnd,
        FormatVariableSpecifier(
          range: start..<conversionEnd, nameRange: conversionEnd..<conversionEnd, position: position,
          flagsRange: flagsRange, width: width, precision: precision, markerFollowsAmount: markerFollowsAmount))
    }
    guard byte < 0x80, let conversion = FormatConversion(byte: byte, length: length) else {
      if isLetter(at: cursor), !flags.contains(.space) {
        return .unknownConversion(start..<conversionEnd, conversionStart: cursor)
      }
      return .strayPercent(at: start, shownEnd: conversionEnd)
    }
    let specifier = FormatSpecifier(
      range: start..<conversionEnd, position: position, flags: flags, flagsRange: flagsRange, width: width,
      widthRange: widthRange, precision: precision, precisionRange: precisionRange, length: length,
      conversionByte: byte, conversion: conversion)
    if flags.contains(.space), byte != Self.at, isLetter(at: conversionEnd) { return .prose(specifier) }
    return .specifier(specifier)
  }

  // MARK: - Parts

  /// Reads the variable name after `#@` and its closing `@`.
  private func variable(start: Int, nameStart: Int, _ reference: FormatVariableSpecifier) -> FormatToken {
    var reference = reference
    var cursor = nameStart
    while cursor < bytes.count, FormatGrammar.isVariableNameByte(bytes[cursor]) { cursor += 1 }
    reference.nameRange = nameStart..<cursor
    guard cursor > nameStart, cursor < bytes.count, bytes[cursor] == Self.at else {
      reference.range = start..<scalarEnd(at: cursor)
      return .malformedVariable(reference)
    }
    reference.range = start..<(cursor + 1)
    return .variable(reference)
  }

  /// The `*` or `*N$` at `star` and where it ends; a `nil` amount when `N` is no valid position.
  private func starArgument(after star: Int) -> (amount: FormatAmount?, end: Int) {
    let digitsStart = star + 1
    let digitsEnd = endOfDigits(from: digitsStart)
    if digitsEnd > digitsStart, digitsEnd < bytes.count, bytes[digitsEnd] == Self.dollar {
      let value = number(from: digitsStart, to: digitsEnd)
      guard FormatGrammar.positions.contains(value) else { return (nil, digitsEnd + 1) }
      return (.argument(position: value), digitsEnd + 1)
    }
    return (.argument(position: nil), digitsStart)
  }

  // MARK: - Bytes

  private static let percent = UInt8(ascii: "%")
  private static let dollar = UInt8(ascii: "$")
  private static let star = UInt8(ascii: "*")
  private static let sharp = UInt8(ascii: "#")
  private static let at = UInt8(ascii: "@")

  private func endOfDigits(from start: Int) -> Int {
    var cursor = start
    while cursor < bytes.count, bytes[cursor] &- UInt8(ascii: "0") < 10 { cursor += 1 }
    return cursor
  }

  /// The decimal value of `bytes[start..<end]`, saturating at `FormatGrammar.maximumNumber`.
  private func number(from start: Int, to end: Int) -> Int {
    var value = 0
    for index in start..<end {
      value = min(value * 10 + Int(bytes[index] &- UInt8(ascii: "0")), FormatGrammar.maximumNumber)
    }
    return value
  }

  /// The end of the Unicode scalar that starts at `index` (`index` itself at the end of the string).
  private func scalarEnd(at index: Int) -> Int {
    guard index < bytes.count else { return bytes.count }
    let lead = bytes[index]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return min(index + length, bytes.count)
  }

  /// Whether the Unicode scalar at `index` is alphabetic (`false` at the end of the string).
  private func isLetter(at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    if byte < 0x80 { return (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    var iterator = UnsafeBufferPointer(rebasing: bytes[index..<scalarEnd(at: index)]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
    return scalar.properties.isAlphabetic
  }
}
