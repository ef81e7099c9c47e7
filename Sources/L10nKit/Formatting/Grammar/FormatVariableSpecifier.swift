/// A stringsdict / String Catalog variable reference: `%#@name@`, `%N$#@name@`, and the forms CoreFoundation also
/// accepts with flags, a width or a precision before the `#@` (`%8$3.2#@f8@`, `%1#@count@`).
///
/// Positions are byte offsets into the UTF-8 format string the tokenizer read.
package struct FormatVariableSpecifier: Sendable, Hashable {
  /// From the `%` to just after the closing `@` (for a malformed reference: to just after the character that
  /// ended the name).
  package var range: Range<Int>
  /// The name between `#@` and `@` (for a malformed reference: the name characters read before it broke off).
  package var nameRange: Range<Int>
  /// The explicit 1-based position (`%2$#@name@`).
  package var position: Int?
  /// Where the flags before the width are written (`#` included when it is written there).
  package var flagsRange: Range<Int>
  /// A field width before the `#@`; a `*` width takes an argument.
  package var width: FormatAmount?
  /// A precision before the `#@`; a `*` precision takes an argument.
  package var precision: FormatAmount?
  /// Whether the `#` follows a width or precision (`%1#@count@`) rather than standing among the flags.
  package var markerFollowsAmount: Bool

  /// In `%1#@count@` the `1` has no `$`, so Foundation reads it as a field width and the variable takes the next
  /// sequential argument: this is that written number (only when there is no explicit position).
  package var writtenPositionWithoutDollar: Int? {
    guard markerFollowsAmount, position == nil, case .fixed(let written) = width else { return nil }
    return written
  }
}
