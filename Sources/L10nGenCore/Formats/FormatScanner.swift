/// The state machine behind `FormatStringParser`: one pass over the Unicode scalars of a format string.
struct FormatScanner {
  private enum Argument {
    case literal
    case star(position: Int?)
  }

  private struct Specifier {
    var position: Int?
    var flags: Set<Unicode.Scalar> = []
    var width: Argument?
    var widthDigits: Int?
    var precision: Argument?
    var length = ""
    var conversion: Unicode.Scalar?
    var sharpAfterWidth = false
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var nextPosition: Int
  private let argumentSpecifier: String?

  private(set) var result = ParsedFormat()
  private(set) var occupiedPositions: Set<Int> = []
  private(set) var sawPositional = false
  private(set) var sawSequential = false
  private(set) var firstSequentialOffset: Int?

  init(scalars: [Unicode.Scalar], nextPosition: Int, argumentSpecifier: String?) {
    self.scalars = scalars
    self.nextPosition = nextPosition
    self.argumentSpecifier = argumentSpecifier
  }

  mutating func scan() {
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      let start = index
      if start + 1 < scalars.count && scalars[start + 1] == "%" {
        index = start + 2
        continue
      }
      if let argumentSpecifier, matches("arg", at: start + 1) {
        scanSubstitutionArgument(at: start, specifier: argumentSpecifier)
        continue
      }
      scanSpecifier(at: start)
    }
  }

  // MARK: - One specifier

  private mutating func scanSpecifier(at start: Int) {
    var cursor = start + 1
    var spec = Specifier()

    // Positional prefix: digits then `$`.
    let digitsEnd = endOfDigits(from: cursor)
    if digitsEnd > cursor, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
      let value = number(from: cursor, to: digitsEnd)
      guard (1...127).contains(value) else {
        // CF prints such a specifier literally: resume after the `$`.
        result.problems.append(.invalidPosition(text: text(start, digitsEnd + 1), offset: start))
        index = digitsEnd + 1
        return
      }
      spec.position = value
      cursor = digitsEnd + 1
    }

    // Flags.
    while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) {
      spec.flags.insert(scalars[cursor])
      cursor += 1
    }
    if spec.flags.contains("'") {
      let end = min(cursor + 1, scalars.count)
      result.problems.append(.unsupportedFlag(text: text(start, end), offset: start))
      index = end
      return
    }

    // Width.
    if cursor < scalars.count, scalars[cursor] == "*" {
      (spec.width, cursor) = starArgument(after: cursor)
    } else {
      let end = endOfDigits(from: cursor)
      if end > cursor {
        spec.width = .literal
        spec.widthDigits = number(from: cursor, to: end)
        cursor = end
      }
    }

    // Precision.
    if cursor < scalars.count, scalars[cursor] == "." {
      cursor += 1
      if cursor < scalars.count, scalars[cursor] == "*" {
        (spec.precision, cursor) = starArgument(after: cursor)
      } else {
        cursor = endOfDigits(from: cursor)
        spec.precision = .literal
      }
    }

    // CF accepts `#` after width or precision when `@` follows: `%8$3.2#@f8@`, `%1#@count@`.
    if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
      spec.flags.insert("#")
      spec.sharpAfterWidth = spec.widthDigits != nil
      cursor += 1
    }

    // Length.
    for candidate in ["hh", "ll", "h", "l", "q", "L", "j", "z", "t"] where matches(candidate, at: cursor) {
      spec.length = candidate
      cursor += candidate.unicodeScalars.count
      break
    }

    guard cursor < scalars.count else {
      reportIncomplete(start: start, end: cursor, conversion: nil, spec: spec)
      return
    }
    let conversion = scalars[cursor]
    cursor += 1
    spec.conversion = conversion

    if conversion == "@" && spec.flags.contains("#") {
      scanVariable(start: start, nameStart: cursor, spec: spec)
      return
    }
    guard let type = Self.type(of: conversion, length: spec.length) else {
      if Self.consumesUnsupportedArgument(conversion, length: spec.length) {
        finishUnsupported(start: start, end: cursor, spec: spec)
      } else {
        reportIncomplete(start: start, end: cursor, conversion: conversion, spec: spec)
      }
      return
    }

    let specText = text(start, cursor)
    if spec.flags.contains(" ") && conversion != "@" {
      if cursor < scalars.count, scalars[cursor].properties.isAlphabetic {
        // `100% guaranteed`, `50% off`: prose.
        result.problems.append(.strayPercent(text: specText, offset: start))
        index = start + 1
        return
      }
      result.problems.append(.ambiguousSpaceFlag(text: specText, offset: start))
    } else if spec.flags.contains(" ") {
      result.problems.append(.ambiguousSpaceFlag(text: specText, offset: start))
    }
    if "DUO".unicodeScalars.contains(conversion) {
      result.problems.append(.legacyConversion(text: specText, offset: start))
    }
    if spec.length == "L" && type == .double {
      result.problems.append(.longDouble(text: specText, offset: start))
    }

    appendStarArguments(of: spec, text: specText, offset: start)
    let position = take(spec.position, offset: start)
    result.placeholders.append(
      FormatPlaceholder(
        position: position, isPositional: spec.position != nil, text: specText,
        conversion: Character(conversion), lengthModifier: spec.length, type: type, offset: start))
    index = cursor
  }

  private mutating func scanVariable(start: Int, nameStart: Int, spec: Specifier) {
    var cursor = nameStart
    while cursor < scalars.count, Self.isVariableNameScalar(scalars[cursor]) {
      cursor += 1
    }
    guard cursor > nameStart, cursor < scalars.count, scalars[cursor] == "@" else {
      let end = min(cursor + 1, scalars.count)
      result.problems.append(.malformedVariable(text: text(start, end), offset: start))
      index = end
      return
    }
    let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor]))
    let specText = text(start, cursor + 1)
    appendStarArguments(of: spec, text: specText, offset: start)
    let position = take(spec.position, offset: start)
    if spec.sharpAfterWidth, spec.position == nil, let written = spec.widthDigits, written != position {
      result.problems.append(
        .variablePositionWithoutDollar(
          text: specText, writtenPosition: written, actualPosition: position, offset: start))
    }
    result.variables.append(
      FormatVariableReference(name: name, position: position, isPositional: spec.position != nil, offset: start))
    index = cursor + 1
  }

  private mutating func scanSubstitutionArgument(at start: Int, specifier: String) {
    let specifierText = specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
    let type = FormatStringParser.argumentType(ofSpecifier: specifierText) ?? .int
    let position = take(nil, offset: start)
    let length = String(specifierText.unicodeScalars.filter { "hlqLjzt".unicodeScalars.contains($0) })
    result.placeholders.append(
      FormatPlaceholder(
        position: position, isPositional: false, text: "%arg",
        conversion: specifierText.last ?? "d", lengthModifier: length, type: type, offset: start))
    index = start + 4
  }

  private mutating func finishUnsupported(start: Int, end: Int, spec: Specifier) {
    result.problems.append(.unsupportedConversion(text: text(start, end), offset: start))
    appendStarArguments(of: spec, text: text(start, end), offset: start)
    _ = take(spec.position, offset: start)
    index = end
  }

  private mutating func reportIncomplete(start: Int, end: Int, conversion: Unicode.Scalar?, spec: Specifier) {
    let isLetter = conversion?.properties.isAlphabetic ?? false
    if isLetter && !spec.flags.contains(" ") {
      result.problems.append(.invalidSpecifier(text: text(start, end), offset: start))
      index = end
    } else {
      let shown = text(start, min(max(end, start + 1), scalars.count))
      result.problems.append(.strayPercent(text: shown, offset: start))
      index = start + 1
    }
  }

  // MARK: - Positions

  private mutating func appendStarArguments(of spec: Specifier, text: String, offset: Int) {
    for (argument, role) in [(spec.width, FormatPlaceholder.Role.width), (spec.precision, .precision)] {
      guard case .star(let explicit) = argument else { continue }
      let position = take(explicit, offset: offset)
      result.placeholders.append(
        FormatPlaceholder(
          position: position, isPositional: explicit != nil, text: text, conversion: "*", lengthModifier: "",
          type: .int, offset: offset, role: role))
    }
  }

  /// Resolves an explicit position or takes the next sequential one, and records it as used.
  private mutating func take(_ explicit: Int?, offset: Int) -> Int {
    let position: Int
    if let explicit {
      position = explicit
      sawPositional = true
    } else {
      position = nextPosition
      nextPosition += 1
      sawSequential = true
      if firstSequentialOffset == nil { firstSequentialOffset = offset }
    }
    occupiedPositions.insert(position)
    return position
  }

  private func starArgument(after star: Int) -> (Argument, Int) {
    let digitsStart = star + 1
    let digitsEnd = endOfDigits(from: digitsStart)
    if digitsEnd > digitsStart, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
      let value = number(from: digitsStart, to: digitsEnd)
      if (1...127).contains(value) {
        return (.star(position: value), digitsEnd + 1)
      }
    }
    return (.star(position: nil), digitsStart)
  }

  // MARK: - Scalars

  private func endOfDigits(from start: Int) -> Int {
    var cursor = start
    while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
      cursor += 1
    }
    return cursor
  }

  /// The decimal value of `scalars[from..<to]`, saturating at 10,000 (anything that large is invalid anyway).
  private func number(from start: Int, to end: Int) -> Int {
    var value = 0
    for scalar in scalars[start..<end] {
      value = min(value * 10 + Int(scalar.value - 48), 10_000)
    }
    return value
  }

  private func matches(_ literal: String, at start: Int) -> Bool {
    var cursor = start
    for scalar in literal.unicodeScalars {
      guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
      cursor += 1
    }
    return true
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
  }

  // MARK: - Conversions

  static func type(of conversion: Unicode.Scalar, length: String) -> FormatArgumentType? {
    switch conversion {
    case "@": return .string
    case "d", "i", "D": return .int
    case "u", "o", "x", "X", "U", "O": return .uint
    case "f", "F", "e", "E", "g", "G", "a", "A": return .double
    case "c": return length == "l" ? .unichar : .character
    case "C": return .unichar
    case "s": return length == "l" ? nil : .cString
    case "p": return .pointer
    default: return nil
    }
  }

  static func consumesUnsupportedArgument(_ conversion: Unicode.Scalar, length: String) -> Bool {
    switch conversion {
    case "S", "P", "n": return true
    case "s": return length == "l"
    default: return false
    }
  }

  static func isVariableNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", ".", "-": return true
    default: return false
    }
  }
}
