/// Escaping of arbitrary text into Swift source: string literals and doc comments that no key or value can break.
package enum SwiftLiteral {
  /// A double-quoted Swift string literal whose value is exactly `text`.
  ///
  /// The common case, printable ASCII without `\` or `"`, is wrapped as it is; otherwise each scalar is written as
  /// itself or as an escape (``needsEscaping(_:)``), so a key such as `a"b\n` can never end the literal early.
  package static func string(_ text: String) -> String {
    if text.utf8.allSatisfy(isPlainLiteralByte) { return "\"" + text + "\"" }
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
    if text.utf8.last != UInt8(ascii: " "), text.utf8.allSatisfy(isPrintableASCII) { return [text] }
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

  /// Printable ASCII (space to `~`): never escaped, never splits a doc comment line.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    (0x20..<0x7F).contains(byte)
  }

  /// Printable ASCII that a string literal takes as it is (everything but `\` and `"`).
  private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
    isPrintableASCII(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
  }
}
