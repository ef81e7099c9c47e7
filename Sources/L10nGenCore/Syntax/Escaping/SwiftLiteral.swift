/// Escaping of arbitrary text into Swift source: string literals and doc comments that no key or value can break.
package enum SwiftLiteral {
  /// A double-quoted Swift string literal whose value is exactly `text`.
  ///
  /// The common case, printable ASCII without `\` or `"`, is wrapped as it is; otherwise each scalar is written as
  /// itself or as an escape (``needsEscaping(_:)``), so a key such as `a"b\n` can never end the literal early.
  package static func string(_ text: String) -> String {
    if let quoted = plainLiteral(text) { return quoted }
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if needsEscaping(scalar) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The lines of a `///` doc comment showing `text`: newlines split lines, control and bidirectional
  /// characters are shown as `\u{…}` so the comment can neither end early nor reorder the source visually.
  ///
  /// Line breaks of any kind (CR, LF, CRLF, U+2028, U+2029) split lines, tabs become spaces and trailing spaces are
  /// removed, so the generated file stays normalized.
  package static func docCommentLines(_ text: String) -> [String] {
    if text.utf8.last != UInt8(ascii: " "), allBytes(of: text, satisfy: isPrintableASCII) { return [text] }
    var lines: [String] = []
    var current = ""
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCarriageReturn {
        previousWasCarriageReturn = false
        continue
      }
      previousWasCarriageReturn = scalar == "\r"
      if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        lines.append(current)
        current = ""
      } else if scalar == "\t" {
        current += " "
      } else if needsEscaping(scalar) {
        current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    lines.append(current)
    return lines.map { line in
      var trimmed = line
      while trimmed.last == " " { trimmed.removeLast() }
      return trimmed
    }
  }

  /// Appends to `lines` the `///` lines of a doc comment showing `prefix` followed by `text`: each line of
  /// ``docCommentLines(_:)`` after `/// `, an empty one as `///`. `prefix` is printable ASCII (`Comment: `).
  ///
  /// The common case, nonempty printable ASCII not ending in a space, is one line made without splitting.
  package static func appendDocComment(_ text: String, prefix: String = "", to lines: inout [String]) {
    if text.utf8.last.map({ $0 != UInt8(ascii: " ") }) ?? false, allBytes(of: text, satisfy: isPrintableASCII) {
      var line = "/// "
      line.reserveCapacity(4 + prefix.utf8.count + text.utf8.count)
      line += prefix
      line += text
      lines.append(line)
      return
    }
    for line in docCommentLines(prefix + text) { lines.append(line.isEmpty ? "///" : "/// " + line) }
  }

  /// Control characters, bidirectional formatting characters, line/paragraph separators, BOM,
  /// private-use and unassigned scalars are written as escapes.
  static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: return false
    case 0..<0x20, 0x7F..<0xA0: return true
    case 0x200B, 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x2028, 0x2029, 0xFEFF, 0xFFF9...0xFFFB:
      return true
    default:
      switch scalar.properties.generalCategory {
      case .unassigned, .privateUse, .surrogate: return true
      // Zero-width joiner and emoji tag characters are part of emoji sequences; other format characters are not visible.
      case .format: return scalar.value != 0x200D && !(0xE0020...0xE007F).contains(scalar.value)
      default: return false
      }
    }
  }

  /// `text` in quotes, made in one allocation, when every byte of it is plain (``isPlainLiteralByte(_:)``); `nil`
  /// when some byte needs escaping.
  private static func plainLiteral(_ text: String) -> String? {
    let quoted = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy(isPlainLiteralByte) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
        buffer[0] = UInt8(ascii: "\"")
        _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
        buffer[bytes.count + 1] = UInt8(ascii: "\"")
        return bytes.count + 2
      }
    }
    if let quoted { return quoted }
    return text.utf8.allSatisfy(isPlainLiteralByte) ? "\"" + text + "\"" : nil
  }

  /// Whether every UTF-8 byte of `text` satisfies `predicate`, scanning the string's contiguous bytes when it has
  /// them (a native string always does) rather than through `String.UTF8View`'s index.
  @inline(__always)
  private static func allBytes(of text: String, satisfy predicate: (UInt8) -> Bool) -> Bool {
    if let result = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) { return result }
    return text.utf8.allSatisfy(predicate)
  }

  /// Printable ASCII (space to `~`): never escaped, never splits a doc comment line.
  @inline(__always)
  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte &- 0x20 < 0x5F
  }

  /// Printable ASCII that a string literal takes as it is (everything but `\` and `"`).
  @inline(__always)
  private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
    isPrintableASCII(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
  }
}
