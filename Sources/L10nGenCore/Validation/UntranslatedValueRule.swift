/// A translation identical to the development value (or to its key) was probably copied, not translated.
/// A note, not a warning: names, "OK" and numbers are often the same in every language. Variants of the
/// development language (`en-GB` for `en`) and of each other are not compared: they share most of their text.
package struct UntranslatedValueRule: ValidationRule {
  /// `untranslated-value`.
  package let identifier = RuleID.untranslatedValue

  package init() {}

  /// The findings for one table.
  ///
  /// Texts of three characters or fewer and texts without letters (`OK`, `%@`, `42`) are skipped, as are plural values
  /// and keys marked `shouldTranslate: false`. A translation equal to the key is reported too.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    let developmentBase = LanguageCode.baseLanguage(of: table.developmentLanguage)
    let languages = context.translationLanguages(of: table).filter {
      LanguageCode.baseLanguage(of: $0) != developmentBase
    }
    guard !languages.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    let keyIsText = table.isStringCatalog
    for entry in table.entries where entry.shouldTranslate {
      let developmentText = entry.developmentValue(in: table.developmentLanguage, keyIsText: keyIsText)?.plainText
      for language in languages {
        guard let value = entry.values[language], let text = value.plainText, text.count > 3,
          text.contains(where: \.isLetter), text == developmentText || text == entry.key
        else { continue }
        diagnostics.append(
          .note(
            "'\(entry.key)' in \(language) is the same as the development text; is it translated?",
            at: value.location, rule: identifier, language: language))
      }
    }
    return diagnostics
  }
}
