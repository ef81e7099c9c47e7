/// A value passed to a localized format string, typed the way the generated code knows it.
///
/// L10nKit converts each argument to the C type its specifier needs (`%d` → `Int32`, `%ld` → `Int`,
/// `%@` → `String`, ...) before it formats, and refuses a value that does not fit instead of crashing.
public enum LocalizationArgument: Sendable, Hashable {
  /// A string, for `%@` (and `%s`, passed as a UTF-8 C string copy for the call; `%S` is refused, as the generator
  /// rejects it).
  case string(String)
  /// A signed integer, for `%d %i %ld %lld ...` and plural variables.
  case int(Int)
  /// An unsigned integer, for `%u %x %o %lu ...`, and the address `%p` prints (`0x1f`).
  case uint(UInt)
  /// A floating-point value, for `%f %e %g %a ...`.
  case double(Double)
  /// A UTF-16 code unit, for `%C` and `%lc` (and `%c`).
  case character(UInt16)
}
