/// A printf length modifier. A specifier has at most one, written between the precision and the conversion
/// (`%lld`, `%hhu`, `%Lf`); combinations such as `lh` are not length modifiers (the `h` is then read as the
/// conversion, which is no conversion). The raw value is the spelling.
package enum FormatLengthModifier: String, Sendable, Hashable, CaseIterable {
  /// No modifier: `int`, `unsigned`, `double`.
  case none = ""
  /// `hh`: `char`-sized integers.
  case char = "hh"
  /// `h`: `short` integers.
  case short = "h"
  /// `l`: `long` integers (64 bits on LP64), `wint_t` for `%lc`, `wchar_t *` for `%ls`; no effect on doubles.
  case long = "l"
  /// `ll`: `long long`.
  case longLong = "ll"
  /// `q`: `long long` (BSD spelling).
  case quad = "q"
  /// `L`: `long double` for floating-point conversions, `long long` for integers.
  case longDouble = "L"
  /// `j`: `intmax_t`.
  case intmax = "j"
  /// `z`: `size_t`.
  case size = "z"
  /// `t`: `ptrdiff_t`.
  case pointerDifference = "t"

  /// The modifier that starts at `index` in `bytes` (the longest one: `hh` before `h`, `ll` before `l`), `.none`
  /// when none does.
  package init(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
    guard index < bytes.count else {
      self = .none
      return
    }
    let doubled = index + 1 < bytes.count && bytes[index + 1] == bytes[index]
    switch bytes[index] {
    case UInt8(ascii: "h"): self = doubled ? .char : .short
    case UInt8(ascii: "l"): self = doubled ? .longLong : .long
    case UInt8(ascii: "q"): self = .quad
    case UInt8(ascii: "L"): self = .longDouble
    case UInt8(ascii: "j"): self = .intmax
    case UInt8(ascii: "z"): self = .size
    case UInt8(ascii: "t"): self = .pointerDifference
    default: self = .none
    }
  }

  /// The modifier as written.
  package var spelling: String { rawValue }

  /// The number of bytes the modifier takes in a format string.
  package var byteCount: Int {
    switch self {
    case .none: 0
    case .char, .longLong: 2
    case .short, .long, .quad, .longDouble, .intmax, .size, .pointerDifference: 1
    }
  }

  /// The width in bits of the integer an integer conversion reads with this modifier (LP64).
  package var integerBitWidth: Int {
    switch self {
    case .char: 8
    case .short: 16
    case .none: 32
    case .long, .longLong, .quad, .longDouble, .intmax, .size, .pointerDifference: 64
    }
  }
}
