/// The analysis of a value and the results ``ProjectAnalyzer`` keeps on an entry.
extension ValueFormat {
  /// Parses `value`: its parameters across every variant and substitution, and the problems found.
  package init(of value: LocalizedValue) {
    let unified = ParameterUnifier.parameters(for: value)
    self.init(parameters: unified.parameters, problems: unified.problems)
  }
}

/// Access to the analysis results. ``ProjectAnalyzer`` fills them in for every entry of an ``AnalyzedProject``, the
/// one way tables reach validation, rendering and the tools; nothing parses a value a second time.
extension LocalizationEntry {
  /// The parsed format of `language`'s value (`nil` when the entry has no value in `language`).
  package func format(in language: String) -> ValueFormat? {
    formats[language]
  }

  /// The generated API's arguments, as ``ProjectAnalyzer`` decided them (none for an entry not analysed).
  package func apiSignature(developmentLanguage: String) -> EntrySignature {
    signature ?? EntrySignature(parameters: [], source: .developmentValue)
  }
}
