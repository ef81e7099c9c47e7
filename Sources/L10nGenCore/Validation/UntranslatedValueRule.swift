/// A translation identical to the development value (or to its key) was probably copied, not translated.
/// A note, not a warning: names, "OK" and numbers are often the same in every language.
public struct UntranslatedValueRule: ValidationRule {
  /// The rule's identifier in reports.
  public let identifier = "untranslated-value"

  /// Creates the rule.
  public init() {}

  /// The findings for one table.
  public func check(_ table: LocalizationTable) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for entry in table.entries where entry.shouldTranslate {
      let developmentText = entry.values[table.developmentLanguage]?.plainText
      for language in entry.values.keys.sorted() where language != table.developmentLanguage && language != "Base" {
        let value = entry.values[language]!
        guard let text = value.plainText, text.count > 3, text.contains(where: \.isLetter),
          text == developmentText || text == entry.key
        else { continue }
        diagnostics.append(
          .note(
            "'\(entry.key)' in \(language) is the same as the development text; is it translated?", at: value.location))
      }
    }
    return diagnostics
  }
}
