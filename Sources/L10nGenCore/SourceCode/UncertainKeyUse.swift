/// A string literal passed to a call whose declaration the scan cannot see (a package's `AsyncButton("Open")`,
/// The Composable Architecture's `TextState("Agree")`): a key if that parameter is a `LocalizedStringKey`, plain text
/// otherwise.
///
/// The scan never guesses: such a literal is no ``KeyUsage`` (not checked by `undefined-key`, not extracted), but a key
/// whose only use is one of these is not reported as unused, only noted (``UnusedKeyRule``).
package struct UncertainKeyUse: Hashable, Sendable {
  /// The literal as a key (an interpolation is a placeholder of unknown type).
  package var key: SourceKey
  /// The table the call names (`tableName:`, `table:`), `Localizable` when it names none.
  package var table: String
  /// Where the literal is written.
  package var location: SourceLocation
  /// The name of the call (`AsyncButton`).
  package var callee: String

  package init(key: SourceKey, table: String, location: SourceLocation, callee: String) {
    self.key = key
    self.table = table
    self.location = location
    self.callee = callee
  }
}
