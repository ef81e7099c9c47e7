extension LocalizationTable {
  /// The entries the development language defines: what code may use. A String Catalog's keys are all defined (a
  /// catalog key is its own development text).
  package var definedEntries: [LocalizationEntry] {
    isStringCatalog ? entries : entries.filter { $0.hasDevelopmentText(in: developmentLanguage, keyIsText: false) }
  }
}
