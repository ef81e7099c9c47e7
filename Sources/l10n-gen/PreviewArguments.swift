import L10nGenCommandLine
import L10nGenCore
import L10nKit

/// Turns command-line words into the typed arguments a string's specifiers declare.
enum PreviewArguments {
  /// A word that does not fit its parameter, or too few words.
  struct Failure: Error {
    /// What is wrong, naming the argument's position; printed as a usage error.
    var message: String
  }

  /// Converts `values` by the development language's parameters; without parameters (unknown key types),
  /// integers, then decimals, then text.
  ///
  /// Each word is converted by the type of the parameter at its position (`%2$d` reads the second word): `%@ %s` take
  /// the word as is, `%d` an integer, `%u %x %o %p` a non-negative integer, `%f %e %g %a` a number, `%c %C` a character
  /// or its UTF-16 code. Fewer words than the highest position is an error; words past the last parameter are
  /// converted by their look, like all words of a key without parameters, and passed on.
  static func convert(_ values: [String], to parameters: [FormatParameter]) throws(Failure) -> [LocalizationArgument] {
    let byPosition = Dictionary(parameters.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first })
    let count = max(values.count, parameters.map(\.position).max() ?? 0)
    guard values.count >= count else {
      throw Failure(message: "The string takes \(count) argument(s), but \(values.count) were given.")
    }
    var result: [LocalizationArgument] = []
    for (index, value) in values.enumerated() {
      let position = index + 1
      switch byPosition[position] {
      case .string?, .cString?:
        result.append(.string(value))
      case .int?:
        guard let number = Int(value) else { throw mismatch(value, position, "an integer") }
        result.append(.int(number))
      case .uint?, .pointer?:
        guard let number = UInt(value) else { throw mismatch(value, position, "a non-negative integer") }
        result.append(.uint(number))
      case .double?:
        guard let number = Double(value) else { throw mismatch(value, position, "a number") }
        result.append(.double(number))
      case .character?, .unichar?:
        if let number = UInt16(value) {
          result.append(.character(number))
        } else if value.utf16.count == 1, let unit = value.utf16.first {
          result.append(.character(unit))
        } else {
          throw mismatch(value, position, "one character")
        }
      case nil:
        if let number = Int(value) {
          result.append(.int(number))
        } else if let number = Double(value) {
          result.append(.double(number))
        } else {
          result.append(.string(value))
        }
      }
    }
    return result
  }

  /// The failure for the word `value` at 1-based `position`, which must be `expected` (`an integer`).
  private static func mismatch(_ value: String, _ position: Int, _ expected: String) -> Failure {
    Failure(message: "Argument \(position) ('\(value)') must be \(expected) for this string.")
  }
}
