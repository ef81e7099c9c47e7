/// The kind of argument a printf conversion reads, as both the generator and L10nKit see it: the generator declares
/// one Swift parameter type per kind, and L10nKit renders a specifier only from an argument of that kind.
///
/// This is the single mapping from conversions to argument kinds (Docs/Formats.md §4.2); `FormatConversion` decides
/// which kind a conversion character and length modifier read.
package enum FormatArgumentKind: Sendable, Hashable, CaseIterable {
  /// `%@`: an object; generated code passes a `String`.
  case object
  /// `%d %i %D` with any length modifier: a signed integer (generated code passes `Int`).
  case signedInteger
  /// `%u %o %x %X %U %O` with any length modifier: an unsigned integer (generated code passes `UInt`).
  case unsignedInteger
  /// `%f %F %e %E %g %G %a %A` (also `%lf`): a `double`.
  case floatingPoint
  /// `%c` (without `l`): an `int` printed as one 8-bit character (generated code passes `CChar`).
  case character
  /// `%C` and `%lc`: a 16-bit `unichar` (generated code passes `UInt16`).
  case unichar
  /// `%s` (without `l`): a NUL-terminated C string; generated code passes a `String`, which L10nKit hands to the
  /// C formatter as a UTF-8 copy for the duration of the call.
  case cString
  /// `%p`: a pointer's address, printed as `0x` followed by lowercase hexadecimal digits (as Foundation on Darwin
  /// prints it, `0x0` for zero).
  ///
  /// Supported on both sides because it is safe: generated code passes the address as a `UInt` (the `swiftgen`
  /// template takes an `UnsafeRawPointer` and passes `UInt(bitPattern:)`), and L10nKit formats that integer itself,
  /// so no pointer ever travels through C varargs and nothing is dereferenced. Rejecting it instead would break
  /// SwiftGen-compatible call sites that pass a pointer.
  case pointer

  /// Whether the kind is a number a plural rule can select on (`NSStringFormatValueTypeKey`).
  package var isNumber: Bool {
    switch self {
    case .signedInteger, .unsignedInteger, .floatingPoint: true
    case .object, .character, .unichar, .cString, .pointer: false
    }
  }
}
