/// A translation much longer than its development text, which may not fit where the development text fits
/// (buttons, table cells, tab bars). Opt-in (`"lint": {"translationLength": 2}`), and a note: some languages are
/// simply longer, so the ratio is the team's to choose.
package struct TranslationLengthRule: ValidationRule {
  /// `translation-length`.
  package let identifier = RuleID.translationLength
  /// How many times longer than the development text a translation may be before it is noted.
  package var maximumRatio: Double
  /// Development texts shorter than this (in characters, placeholders included) are not judged: a short word
  /// ("OK", "Save") legitimately doubles in many languages.
  package var minimumDevelopmentLength: Int

  /// A rule that notes translations longer than `maximumRatio` times their development text.
  package init(maximumRatio: Double, minimumDevelopmentLength: Int = 10) {
    self.maximumRatio = maximumRatio
    self.minimumDevelopmentLength = minimumDevelopmentLength
  }

  /// The findings for one table: plain values only (plural and device variants are not compared), keys marked
  /// `shouldTranslate: false` skipped.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    let languages = context.translationLanguages(of: table).filter { !LanguageCode.isPseudoOrDocumentation($0) }
    guard !languages.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    let keyIsText = table.isStringCatalog
    for entry in table.entries where entry.shouldTranslate {
      guard
        let developmentText = entry.developmentValue(in: table.developmentLanguage, keyIsText: keyIsText)?.plainText,
        developmentText.count >= minimumDevelopmentLength
      else { continue }
      let limit = Double(developmentText.count) * maximumRatio
      for language in languages {
        guard let value = entry.values[language], let text = value.plainText, Double(text.count) > limit else {
          continue
        }
        let ratio = Double(text.count) / Double(developmentText.count)
        diagnostics.append(
          .note(
            "'\(entry.key)' in \(language) is \(Self.format(ratio))x as long as the development text "
              + "(\(text.count) characters against \(developmentText.count)); check that it fits, shorten it, or raise "
              + "lint.translationLength (\(Self.format(maximumRatio)))",
            at: value.location, rule: identifier, language: language))
      }
    }
    return diagnostics
  }

  private static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
  }
}
