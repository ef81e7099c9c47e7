/// The printf grammar of Apple format strings (Docs/Formats.md §4), shared by the generator and L10nKit so that they
/// agree by construction on which text is a specifier, which argument it reads and which Swift type feeds it.
///
/// `%` [`N$`] flags [width | `*` | `*N$`] [`.` (precision | `*` | `*N$`)] [length] conversion, plus `%%`, variable
/// references `%#@name@` / `%N$#@name@` and, in String Catalog substitutions, `%arg`.
///
/// - Flags: `FormatFlags`. Length modifiers: one of `FormatLengthModifier`. Conversions and the argument kind each
///   reads: `FormatConversion`.
/// - Positions: `1...maximumPosition` (127, CoreFoundation's limit: larger positions make Foundation fail, and
///   `%0$@` is printed literally). Both sides reject a specifier with any other position.
/// - Reading: `FormatTokenizer`, which classifies every `%` sequence as a `FormatToken`.
package enum FormatGrammar {
  /// The highest argument position Foundation accepts (`INT8_MAX` in `__CFParseFormatSpec`).
  package static let maximumPosition = 127

  /// The valid explicit positions.
  package static let positions = 1...maximumPosition

  /// Written numbers (positions, widths, precisions) saturate here; anything that large is invalid or absurd.
  package static let maximumNumber = 1_000_000

  /// Whether `byte` may appear in a variable name: `[A-Za-z0-9_.-]` (Docs/Formats.md §2.2: read `.` and `-` too).
  package static func isVariableNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// The specifier a stringsdict `NSStringFormatValueTypeKey` or catalog `formatSpecifier` such as `ld`, `lld`,
  /// `lu`, `lf` or `@` stands for (written without `%`), or `nil` when the text is not exactly one specifier that
  /// reads one argument (`ld apples`, `k`, `*d`, `#@v@`).
  package static func valueTypeSpecifier(_ text: String) -> FormatSpecifier? {
    var format = "%" + text
    return format.withUTF8 { bytes -> FormatSpecifier? in
      guard case .specifier(let specifier) = FormatTokenizer(bytes).token(at: 0),
        specifier.range.upperBound == bytes.count
      else { return nil }
      for amount in [specifier.width, specifier.precision] {
        if case .argument = amount { return nil }
      }
      return specifier
    }
  }
}
