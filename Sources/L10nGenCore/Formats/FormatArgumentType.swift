internal import L10nKit

/// The Swift type a generated function takes for one printf argument.
///
/// The mapping follows the conversion character (Docs/Formats.md §4.2). Integer length modifiers do not change
/// the Swift type: `%d`, `%ld`, `%lld`, `%qd`, `%jd`, `%zd`, `%td`, `%hd` and `%hhd` all take `Int`, and the
/// unsigned conversions take `UInt`. `Int` is 64 bits on every platform Swift supports for apps and servers
/// (LP64), so `%ld`/`%lld` read it exactly; `%d` reads the low 32 bits, which is right for every value that a
/// 32-bit `int` could hold.
package enum FormatArgumentType: String, Sendable, Hashable, Codable, CaseIterable {
  /// `%@`: an object; generated code takes `String`, the only Foundation type that is `CVarArg` on Linux.
  case string
  /// `%d %i %D` with any length (`hh h l ll q j z t`).
  case int
  /// `%u %o %x %X %U %O` with any length.
  case uint
  /// `%f %F %e %E %g %G %a %A` (also `%lf`).
  case double
  /// `%c`: an `int` printed as one 8-bit character; `CChar` (`Character` is not `CVarArg`).
  case character
  /// `%C` and `%lc`: a 16-bit `unichar`.
  case unichar
  /// `%s`: a NUL-terminated C string.
  case cString
  /// `%p`: a pointer's address printed in hexadecimal. Generated code takes it as a `UInt` and L10nKit prints it as
  /// Foundation does (`0x1f`); see `FormatArgumentKind.pointer` in L10nKit for why it is supported.
  case pointer

  /// The Swift type spelled in generated signatures.
  package var swiftType: String {
    switch self {
    case .string: "String"
    case .int: "Int"
    case .uint: "UInt"
    case .double: "Double"
    case .character: "CChar"
    case .unichar: "UInt16"
    case .cString: "UnsafePointer<CChar>"
    case .pointer: "UnsafeRawPointer"
    }
  }

  /// The expression that passes `parameterName` to `String(format:)` as a `CVarArg`.
  ///
  /// Every type passes itself except `UnsafeRawPointer`, which is not `CVarArg` on Linux: it travels as
  /// `Int(bitPattern:)`, which `%p` prints identically.
  package func formatArgument(_ parameterName: String) -> String {
    self == .pointer ? "Int(bitPattern: \(parameterName))" : parameterName
  }

  /// The conversion a generator writes for this type (`%@`, `%ld`, `%lu`, `%f`...), the `l` forms
  /// Docs/Formats.md §4.2 recommends.
  package var canonicalSpecifier: String {
    switch self {
    case .string: "%@"
    case .int: "%ld"
    case .uint: "%lu"
    case .double: "%f"
    case .character: "%c"
    case .unichar: "%C"
    case .cString: "%s"
    case .pointer: "%p"
    }
  }
}

extension FormatArgumentType {
  /// The type generated code uses for an argument kind of the shared format grammar.
  init(_ kind: FormatArgumentKind) {
    switch kind {
    case .object: self = .string
    case .signedInteger: self = .int
    case .unsignedInteger: self = .uint
    case .floatingPoint: self = .double
    case .character: self = .character
    case .unichar: self = .unichar
    case .cString: self = .cString
    case .pointer: self = .pointer
    }
  }
}
