/// Splits a format string into literals, specifiers and variables, the way CoreFoundation's scanner does.
enum FormatStringScanner {
  private static let flagCharacters: Set<Character> = ["-", "+", " ", "0", "#"]
  private static let variableNameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")

  /// Scans `format`. Unknown conversions keep their character without the `%` (`a %k b` → `a k b`), and a lone
  /// trailing `%` is dropped, as CF does.
  static func scan(_ format: String) -> [FormatSegment] {
    var segments: [FormatSegment] = []
    var literal = ""
    let characters = Array(format)
    var index = 0
    func flushLiteral() {
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
    }
    func readNumber() -> Int? {
      var value: Int?
      while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
        value = min((value ?? 0) * 10 + digit, 1_000_000)
        index += 1
      }
      return value
    }
    func readVariableName() -> String? {
      // At "@name@": returns the name and moves past the closing "@".
      var end = index + 1
      while end < characters.count, variableNameCharacters.contains(characters[end]) { end += 1 }
      guard end < characters.count, characters[end] == "@", end > index + 1 else { return nil }
      let name = String(characters[(index + 1)..<end])
      index = end + 1
      return name
    }
    while index < characters.count {
      let character = characters[index]
      guard character == "%" else {
        literal.append(character)
        index += 1
        continue
      }
      index += 1
      guard index < characters.count else { break }
      if characters[index] == "%" {
        literal.append("%")
        index += 1
        continue
      }
      let start = index
      var position: Int?
      if let number = readNumber() {
        if index < characters.count, characters[index] == "$" {
          position = number
          index += 1
        } else if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
          index += 1
          if let name = readVariableName() {
            flushLiteral()
            segments.append(.variable(name: name, position: number))
            continue
          }
          index = start
        } else {
          index = start
        }
      }
      var flags = ""
      while index < characters.count, flagCharacters.contains(characters[index]) {
        if characters[index] == "#", index + 1 < characters.count, characters[index + 1] == "@" {
          index += 1
          if let name = readVariableName() {
            flushLiteral()
            segments.append(.variable(name: name, position: position))
            flags = "\u{0}"
          }
          break
        }
        flags.append(characters[index])
        index += 1
      }
      if flags == "\u{0}" { continue }
      func readAmount() -> FormatSpecifier.Amount? {
        if index < characters.count, characters[index] == "*" {
          index += 1
          let save = index
          if let number = readNumber(), index < characters.count, characters[index] == "$" {
            index += 1
            return .argument(position: number)
          }
          index = save
          return .argument(position: nil)
        }
        return readNumber().map { .fixed($0) }
      }
      let width = readAmount()
      var precision: FormatSpecifier.Amount?
      if index < characters.count, characters[index] == "." {
        index += 1
        precision = readAmount() ?? .fixed(0)
      }
      var length = ""
      while index < characters.count, "hlqjztL".contains(characters[index]), length.count < 2 {
        length.append(characters[index])
        index += 1
      }
      guard index < characters.count else { break }
      let conversion = characters[index]
      index += 1
      flushLiteral()
      if conversion.isLetter || conversion == "@" {
        let specifier = FormatSpecifier(
          position: position, flags: flags, width: width, precision: precision, length: length, conversion: conversion)
        if FormatConversion(conversion) == .unknown {
          literal.append(conversion)
        } else {
          segments.append(.specifier(specifier))
        }
      } else {
        literal.append(conversion)
      }
    }
    flushLiteral()
    return segments
  }
}
