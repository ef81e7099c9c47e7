/// One `%` sequence of a format string, classified by `FormatTokenizer`. Text between tokens is literal.
///
/// Byte offsets refer to the UTF-8 format string. Both the generator (argument types and diagnostics) and L10nKit
/// (rendering) consume these tokens, so they agree on which text reads which argument.
package enum FormatToken: Sendable, Hashable {
  /// `%%`: one literal `%`.
  case escapedPercent(at: Int)
  /// `%arg` in a String Catalog substitution variant: the substitution's own argument (read only when the
  /// tokenizer is asked to).
  case substitutionArgument(at: Int)
  /// A specifier that reads an argument (an unsupported conversion still takes its argument slot).
  case specifier(FormatSpecifier)
  /// A specifier with the space flag whose conversion is directly followed by a letter (`100% guaranteed`,
  /// `50% off`): Foundation would read `% g` / `% o`, but the text is prose. Both sides treat the `%` as text and
  /// read on from the character after it; the specifier is what Foundation would have read.
  case prose(FormatSpecifier)
  /// A variable reference `%#@name@`.
  case variable(FormatVariableSpecifier)
  /// `%#@` not followed by `name@` with a name made of `[A-Za-z0-9_.-]`. Reads no argument.
  case malformedVariable(FormatVariableSpecifier)
  /// `%N$` (or `*N$`) with `N` outside `1...FormatGrammar.maximumPosition`: Foundation fails (above 127) or prints
  /// the text (`%0$@`). The range ends after the `$`.
  case invalidPosition(Range<Int>)
  /// A specifier with the `'` flag, which Foundation does not support (`%'d` prints `'d`). The range ends one
  /// character after the flags. Reads no argument.
  case unsupportedFlag(Range<Int>)
  /// A specifier ending in a letter that is no conversion (`%k`, `%5k`, `%lhd` up to the `h`): Foundation prints
  /// the letter without the `%`. Reads no argument. `conversionStart` is where the letter starts.
  case unknownConversion(Range<Int>, conversionStart: Int)
  /// A `%` that starts no specifier: at the end of the string, or before a character that ends the specifier
  /// without being a letter (`100%.`, `5% - 10%`). It is text; reading goes on after the `%`. `shownEnd` is the end
  /// of the text a diagnostic quotes.
  case strayPercent(at: Int, shownEnd: Int)

  /// The offset of the `%`.
  package var start: Int {
    switch self {
    case .escapedPercent(let start), .substitutionArgument(let start), .strayPercent(let start, _): start
    case .specifier(let specifier), .prose(let specifier): specifier.range.lowerBound
    case .variable(let variable), .malformedVariable(let variable): variable.range.lowerBound
    case .invalidPosition(let range), .unsupportedFlag(let range), .unknownConversion(let range, _): range.lowerBound
    }
  }

  /// Where reading goes on after the token.
  package var resumeIndex: Int {
    switch self {
    case .escapedPercent(let start): start + 2
    case .substitutionArgument(let start): start + 4
    case .strayPercent(let start, _): start + 1
    case .prose(let specifier): specifier.range.lowerBound + 1
    case .specifier(let specifier): specifier.range.upperBound
    case .variable(let variable), .malformedVariable(let variable): variable.range.upperBound
    case .invalidPosition(let range), .unsupportedFlag(let range), .unknownConversion(let range, _): range.upperBound
    }
  }
}
