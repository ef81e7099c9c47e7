/// What kind of argument a conversion character reads.
enum FormatConversion: Sendable, Hashable {
  /// `d i D`: a signed integer.
  case signedInteger
  /// `u o x X U O`: an unsigned integer.
  case unsignedInteger
  /// `f F e E g G a A`: a `double`.
  case floatingPoint
  /// `c`: an `int` printed as an 8-bit character.
  case character
  /// `C`: a 16-bit `unichar`.
  case unichar
  /// `@`: an object (a `String`).
  case object
  /// `s`: a C string; a `String` argument is passed as a NUL-terminated UTF-8 copy for the call.
  case cString
  /// `S`: a NUL-terminated UTF-16 string; a `String` argument is passed as a copy for the call.
  case unicharString
  /// `p n P`: pointers, never accepted.
  case unsupported
  /// Any other letter: printed without the `%`, no argument read.
  case unknown

  init(_ conversion: Character) {
    switch conversion {
    case "d", "i", "D": self = .signedInteger
    case "u", "o", "x", "X", "U", "O": self = .unsignedInteger
    case "f", "F", "e", "E", "g", "G", "a", "A": self = .floatingPoint
    case "c": self = .character
    case "C": self = .unichar
    case "@": self = .object
    case "s": self = .cString
    case "S": self = .unicharString
    case "p", "n", "P": self = .unsupported
    default: self = .unknown
    }
  }
}
