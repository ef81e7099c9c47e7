/// One complete printf specifier as CoreFoundation reads it (Docs/Formats.md §4.1):
/// `%` [`N$`] flags [width] [`.` precision] [length] conversion.
///
/// Positions are byte offsets into the UTF-8 format string the tokenizer read.
package struct FormatSpecifier: Sendable, Hashable {
  /// From the `%` to just after the conversion.
  package var range: Range<Int>
  /// The explicit 1-based position (`%2$@`), always within `1...FormatGrammar.maximumPosition`.
  package var position: Int?
  /// The flags (never `.grouping`: a `'` makes the text no specifier).
  package var flags: FormatFlags
  /// Where the flags are written (empty when there are none).
  package var flagsRange: Range<Int>
  /// The field width.
  package var width: FormatAmount?
  /// Where the width is written (empty when there is none).
  package var widthRange: Range<Int>
  /// The precision.
  package var precision: FormatAmount?
  /// Where the precision is written, with its `.` (empty when there is none).
  package var precisionRange: Range<Int>
  /// The length modifier.
  package var length: FormatLengthModifier
  /// The conversion character (always ASCII).
  package var conversionByte: UInt8
  /// What the conversion reads.
  package var conversion: FormatConversion

  /// The argument kind, or `nil` for an unsupported conversion.
  package var argumentKind: FormatArgumentKind? { conversion.argumentKind }

  /// The conversion character.
  package var conversionCharacter: Character { Character(Unicode.Scalar(conversionByte)) }

  /// `%Lf` and the other floating-point conversions with `L`: Foundation reads a `long double`, which no Swift
  /// argument of generated code can feed (a `Double` prints `nan`). Both sides reject it.
  package var readsLongDouble: Bool { length == .longDouble && argumentKind == .floatingPoint }

  /// `%D %U %O`: Darwin synonyms of `%d %u %o` that glibc prints literally.
  package var isLegacyConversion: Bool {
    conversionByte == UInt8(ascii: "D") || conversionByte == UInt8(ascii: "U") || conversionByte == UInt8(ascii: "O")
  }
}
