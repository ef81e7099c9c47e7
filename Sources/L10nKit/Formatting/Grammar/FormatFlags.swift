/// The flags of a printf specifier (`%-5d`, `%+.2f`, `%#x`, `%05d`, `% d`), and the `'` flag Foundation rejects.
package struct FormatFlags: OptionSet, Sendable, Hashable {
  /// The bit set.
  package let rawValue: UInt8

  /// A set from its bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `-`: left-justify within the width.
  package static let leftJustify = FormatFlags(rawValue: 1 << 0)
  /// `+`: always print a sign.
  package static let plusSign = FormatFlags(rawValue: 1 << 1)
  /// A space: print a space where a `+` would go. A space after `%` is more often prose or a broken `%@`.
  package static let space = FormatFlags(rawValue: 1 << 2)
  /// `#`: the alternate form (`%#x` → `0xff`); directly before `@` it marks a variable (`%#@name@`).
  package static let alternate = FormatFlags(rawValue: 1 << 3)
  /// `0`: pad with zeros.
  package static let zeroPad = FormatFlags(rawValue: 1 << 4)
  /// `'`: digit grouping, which Foundation does not support (`%'d` prints `'d`).
  package static let grouping = FormatFlags(rawValue: 1 << 5)

  /// The flag `byte` spells, or `nil` when it is no flag.
  package init?(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "-"): self = .leftJustify
    case UInt8(ascii: "+"): self = .plusSign
    case UInt8(ascii: " "): self = .space
    case UInt8(ascii: "#"): self = .alternate
    case UInt8(ascii: "0"): self = .zeroPad
    case UInt8(ascii: "'"): self = .grouping
    default: return nil
    }
  }

  /// The flags written in a canonical order, for rebuilding a specifier for the C formatter.
  package var spelling: String {
    var text = ""
    if contains(.leftJustify) { text += "-" }
    if contains(.plusSign) { text += "+" }
    if contains(.space) { text += " " }
    if contains(.alternate) { text += "#" }
    if contains(.zeroPad) { text += "0" }
    if contains(.grouping) { text += "'" }
    return text
  }
}
