/// The stable identifier of the check that found a diagnostic, such as `placeholder-mismatch`.
///
/// Diagnostics print it at the end of the line (`... [placeholder-mismatch]`, as clang prints `[-Wflag]`) and carry
/// it in JSON and SARIF, so that a team can turn a rule off, make it an error or look it up in
/// ``RuleCatalog``. Identifiers never change once released.
package struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The identifier as written in configuration files and output: lowercase words joined by `-`.
  package let rawValue: String

  /// Wraps an identifier.
  package init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a literal identifier.
  package init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Decodes the bare string.
  package init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the bare string.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders by identifier.
  package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The identifier itself.
  package var description: String { rawValue }
}
