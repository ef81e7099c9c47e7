/// An empty value shows nothing in the interface, which is rarely intended.
public struct EmptyValueRule: ValidationRule {
  /// The rule's identifier in reports.
  public let identifier = "empty-value"

  /// Creates the rule.
  public init() {}

  /// The findings for one table.
  public func check(_ table: LocalizationTable) -> [Diagnostic] {
    table.entries.flatMap { entry in
      entry.values.keys.sorted().compactMap { language -> Diagnostic? in
        let value = entry.values[language]!
        guard value.plainText?.isEmpty == true else { return nil }
        return .warning(
          "'\(entry.key)' has an empty value in \(language); write the text or remove the entry", at: value.location)
      }
    }
  }
}
