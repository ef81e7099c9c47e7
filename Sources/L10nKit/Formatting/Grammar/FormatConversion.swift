/// What a conversion character, with its length modifier, does with its argument (Docs/Formats.md §4.1, §4.2).
///
/// The one place that decides which conversions the generator and L10nKit accept: an accepted conversion reads an
/// argument of one `FormatArgumentKind`; an unsupported one reads an argument that generated Swift cannot pass
/// safely, so the generator reports it and L10nKit refuses to render it.
package enum FormatConversion: Sendable, Hashable {
  /// Reads an argument of this kind.
  case argument(FormatArgumentKind)
  /// `%S` (UTF-16 string), `%ls` (wide C string), `%P` (Pascal string) and `%n` (write-back pointer): Foundation
  /// reads a C pointer that generated Swift cannot pass safely. The specifier still takes its argument slot.
  case unsupported

  /// The conversion `byte` stands for after `length`, or `nil` when it is no conversion (`%k`): Foundation then
  /// prints the character without the `%` and reads no argument.
  package init?(byte: UInt8, length: FormatLengthModifier) {
    switch byte {
    case UInt8(ascii: "@"): self = .argument(.object)
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): self = .argument(.signedInteger)
    case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "U"),
      UInt8(ascii: "O"):
      self = .argument(.unsignedInteger)
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      self = .argument(.floatingPoint)
    case UInt8(ascii: "c"): self = .argument(length == .long ? .unichar : .character)
    case UInt8(ascii: "C"): self = .argument(.unichar)
    case UInt8(ascii: "s"): self = length == .long ? .unsupported : .argument(.cString)
    case UInt8(ascii: "p"): self = .argument(.pointer)
    case UInt8(ascii: "S"), UInt8(ascii: "P"), UInt8(ascii: "n"): self = .unsupported
    default: return nil
    }
  }

  /// The argument kind, or `nil` for an unsupported conversion.
  package var argumentKind: FormatArgumentKind? {
    if case .argument(let kind) = self { return kind }
    return nil
  }
}
