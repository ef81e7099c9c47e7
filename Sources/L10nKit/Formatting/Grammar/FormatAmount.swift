/// A field width or precision: a number written in the format, or `*` reading an `int` argument.
package enum FormatAmount: Sendable, Hashable {
  /// A written number (`%5d`, `%.2f`; `%.f` has precision 0). Saturates at `FormatGrammar.maximumNumber`.
  case fixed(Int)
  /// `*` (the next sequential argument) or `*N$` (argument `N`).
  case argument(position: Int?)
}
