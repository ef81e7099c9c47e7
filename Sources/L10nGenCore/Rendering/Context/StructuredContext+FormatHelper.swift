extension StructuredContext {
  /// A `fileprivate` function of a generated file that formats one table's keys for one list of parameter types
  /// (`_l10nGenFormatIntString(_:_:_:)`): every accessor with that signature calls it, so that the compiler
  /// type-checks each accessor's body as one call of a non-generic function found at file scope, instead of a
  /// member lookup and a parameter-pack call of L10nKit's `format`.
  package struct FormatHelper: Hashable, Sendable, Encodable {
    /// The function's name, e.g. `_l10nGenFormatIntString`.
    package var name: String
    /// The parameters after the key, e.g. `_ a1: Int, _ a2: String`.
    package var parameters: String
    /// The same names separated by commas, e.g. `a1, a2`: the arguments passed to the key type's `format`.
    package var arguments: String

    /// The helper of the parameter types `swiftTypes`.
    init(swiftTypes: [String]) {
      name = Self.name(of: swiftTypes)
      parameters = swiftTypes.enumerated().map { "_ a\($0.offset + 1): \($0.element)" }.joined(separator: ", ")
      arguments = swiftTypes.indices.map { "a\($0 + 1)" }.joined(separator: ", ")
    }

    /// The helper's name for the parameter types `swiftTypes` (capitalized type names, so the concatenation is
    /// unique), or an empty string for none.
    static func name(of swiftTypes: [String]) -> String {
      swiftTypes.isEmpty ? "" : "_l10nGenFormat" + swiftTypes.joined()
    }

    /// One helper per distinct list of parameter types among `signatures`, sorted by name.
    static func helpers(for signatures: some Sequence<[String]>) -> [FormatHelper] {
      var seen: Set<[String]> = []
      return signatures.filter { !$0.isEmpty && seen.insert($0).inserted }.map(FormatHelper.init(swiftTypes:))
        .sorted { $0.name < $1.name }
    }
  }
}
