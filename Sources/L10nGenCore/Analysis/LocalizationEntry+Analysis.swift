/// The analysis of a value and the results ``ProjectAnalyzer`` keeps on an entry.
extension ValueFormat {
  /// Parses `value`: its parameters across every variant and substitution, and the problems found.
  package init(of value: LocalizedValue) {
    let unified = ParameterUnifier.parameters(for: value)
    self.init(parameters: unified.parameters, problems: unified.problems)
  }
}

/// Access to the analysis results, with a fallback for entries built without ``ProjectAnalyzer``.
extension LocalizationEntry {
  /// The parsed format of `language`'s value: the analysed one, or parsed now for an entry built without analysis.
  package func format(in language: String) -> ValueFormat? {
    if let format = formats[language] { return format }
    return values[language].map(ValueFormat.init(of:))
  }

  /// The generated API's arguments: the analysed signature, or the development value's parameters (its key's when
  /// it has none) for an entry built without analysis.
  package func apiSignature(developmentLanguage: String) -> EntrySignature {
    if let signature { return signature }
    let value = values[developmentLanguage] ?? .text(key, at: location)
    return EntrySignature(parameters: ValueFormat(of: value).parameters, source: .developmentValue)
  }
}
