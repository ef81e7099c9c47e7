/// Splits a format string into literals, specifiers and variables, the way CoreFoundation's scanner does.
///
/// It reads UTF-8 bytes: every part of the syntax is ASCII, and literal text is copied as it is.
enum FormatStringScanner {
  private static let cache = LockedState([String: [FormatSegment]]())
  private static let cacheLimit = 4096

  /// The segments of `format`, scanned once and cached (the cache is emptied when it holds `cacheLimit` formats).
  static func segments(of format: String) -> [FormatSegment] {
    if let cached = cache.withLock({ $0[format] }) { return cached }
    let segments = scan(format)
    cache.withLock { cache in
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[format] = segments
    }
    return segments
  }

  /// Scans `format`. Unknown conversions keep their character without the `%` (`a %k b` → `a k b`), and a lone
  /// trailing `%` is dropped, as CF does.
  static func scan(_ format: String) -> [FormatSegment] {
    var format = format
    return format.withUTF8 { scan(bytes: $0) }
  }

  private static func scan(bytes: UnsafeBufferPointer<UInt8>) -> [FormatSegment] {
    var segments: [FormatSegment] = []
    var literal = ""
    var literalStart = 0
    var index = 0
    let count = bytes.count

    func appendPending(upTo end: Int) {
      if literalStart < end {
        literal += String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<end]), as: UTF8.self)
      }
    }
    func flushLiteral() {
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    func readNumber() -> Int? {
      var value: Int?
      while index < count, isDigit(bytes[index]) {
        value = min((value ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      return value
    }
    func isNameByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default:
        return false
      }
    }
    func readVariableName() -> String? {
      // At "@name@": returns the name and moves past the closing "@".
      var end = index + 1
      while end < count, isNameByte(bytes[end]) { end += 1 }
      guard end < count, bytes[end] == UInt8(ascii: "@"), end > index + 1 else { return nil }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
      index = end + 1
      return name
    }
    func isFlag(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "0")
        || byte == UInt8(ascii: "#")
    }
    func isLength(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "z"),
        UInt8(ascii: "t"), UInt8(ascii: "L"):
        return true
      default:
        return false
      }
    }
    func readAmount() -> FormatSpecifier.Amount? {
      if index < count, bytes[index] == UInt8(ascii: "*") {
        index += 1
        let save = index
        if let number = readNumber(), index < count, bytes[index] == UInt8(ascii: "$") {
          index += 1
          return .argument(position: number)
        }
        index = save
        return .argument(position: nil)
      }
      return readNumber().map { .fixed($0) }
    }

    while index < count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      appendPending(upTo: index)
      index += 1
      literalStart = index
      guard index < count else { break }
      if bytes[index] == UInt8(ascii: "%") {
        // The second "%" stays as literal text.
        index += 1
        continue
      }
      let start = index
      var position: Int?
      if let number = readNumber() {
        if index < count, bytes[index] == UInt8(ascii: "$") {
          position = number
          index += 1
        } else if index + 1 < count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
          index += 1
          if let name = readVariableName() {
            flushLiteral()
            segments.append(.variable(name: name, position: number))
            literalStart = index
            continue
          }
          index = start
        } else {
          index = start
        }
      }
      var flags = ""
      var isVariable = false
      while index < count, isFlag(bytes[index]) {
        if bytes[index] == UInt8(ascii: "#"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "@") {
          index += 1
          if let name = readVariableName() {
            flushLiteral()
            segments.append(.variable(name: name, position: position))
            isVariable = true
          }
          break
        }
        flags.append(Character(Unicode.Scalar(bytes[index])))
        index += 1
      }
      if isVariable {
        literalStart = index
        continue
      }
      let width = readAmount()
      var precision: FormatSpecifier.Amount?
      if index < count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        precision = readAmount() ?? .fixed(0)
      }
      var length = ""
      while index < count, isLength(bytes[index]), length.utf8.count < 2 {
        length.append(Character(Unicode.Scalar(bytes[index])))
        index += 1
      }
      guard index < count else {
        literalStart = count
        break
      }
      let byte = bytes[index]
      guard byte < 0x80 else {
        // A non-ASCII conversion character is unknown: it stays as text, without the "%".
        literalStart = index
        continue
      }
      index += 1
      literalStart = index
      let conversion = Character(Unicode.Scalar(byte))
      if conversion.isLetter || conversion == "@", FormatConversion(conversion) != .unknown {
        flushLiteral()
        segments.append(
          .specifier(
            FormatSpecifier(
              position: position, flags: flags, width: width, precision: precision, length: length,
              conversion: conversion)))
      } else {
        literal.append(conversion)
      }
    }
    appendPending(upTo: count)
    flushLiteral()
    return segments
  }
}
