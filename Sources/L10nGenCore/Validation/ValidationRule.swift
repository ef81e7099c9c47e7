/// One check over a table; rules are pure and report every finding as a located diagnostic.
public protocol ValidationRule: Sendable {
  /// A short name for `--format json` output and documentation.
  var identifier: String { get }
  /// The findings for one table.
  func check(_ table: LocalizationTable) -> [Diagnostic]
}
