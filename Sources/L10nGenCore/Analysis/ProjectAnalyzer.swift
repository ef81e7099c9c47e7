/// The analysis stage between reading tables and checking or rendering them: parses every value's format once
/// and decides each key's API signature, storing both on the entries, so that validation rules and view models
/// read the same facts instead of parsing values again.
///
/// For `"login.welcome" = "Welcome back, %@!"` (en) and `"Bon retour, %d !"` (fr), the entry gets `formats["en"]` with
/// parameter 1 `String`, `formats["fr"]` with parameter 1 `Int`, and the signature `(String)` from the development
/// value; ``PlaceholderConsistencyRule`` then compares the two formats, and the view-model builders read the signature.
/// Each value is parsed exactly once per run.
package enum ProjectAnalyzer {
  /// `tables` with ``LocalizationEntry/formats`` and ``LocalizationEntry/signature`` filled in.
  ///
  /// The entries are updated in place: when the caller hands over its only reference (`analyze(consume tables)`), no
  /// second copy of a large table's entries is ever made.
  package static func analyze(_ tables: consuming [LocalizationTable]) -> [LocalizationTable] {
    var tables = tables
    for index in tables.indices { analyze(&tables[index]) }
    return tables
  }

  /// One table with its entries' formats and signatures filled in.
  package static func analyze(_ table: LocalizationTable) -> LocalizationTable {
    var table = table
    analyze(&table)
    return table
  }

  /// Fills in the formats and signatures of `table`'s entries, in place.
  private static func analyze(_ table: inout LocalizationTable) {
    let isCatalog = table.isStringCatalog
    let developmentLanguage = table.developmentLanguage
    // Each entry is changed in place: copying it out and back retained and released every field.
    table.entries.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices {
        let formats = entries[index].values.mapValues(ValueFormat.init(of:))
        entries[index].signature = signature(
          of: entries[index], developmentFormat: formats[developmentLanguage], isCatalogEntry: isCatalog)
        entries[index].formats = formats
      }
    }
  }

  /// The signature of `entry`: the development value's parameters, or the key's own when the key was written in
  /// code (a String Catalog entry whose `extractionState` is absent, `extracted_with_value` or `manual`), reads more
  /// arguments than the development value, and agrees with it on the arguments both read.
  static func signature(
    of entry: LocalizationEntry, developmentFormat: ValueFormat?, isCatalogEntry: Bool
  ) -> EntrySignature {
    let development =
      developmentFormat ?? ValueFormat(of: .text(entry.key, at: entry.location))
    let developmentSignature = EntrySignature(parameters: development.parameters, source: .developmentValue)
    guard isCatalogEntry, developmentFormat != nil, entry.key.containsUTF8Byte(UInt8(ascii: "%")) else {
      return developmentSignature
    }
    switch entry.extractionState {
    case nil, .extractedWithValue, .manual: break
    case .stale, .migrated: return developmentSignature
    }
    let key = ParameterUnifier.parameters(forFormat: entry.key)
    guard key.problems.allSatisfy({ $0.severity != .error }),
      key.parameters.count > development.parameters.count,
      ParameterUnifier.mismatches(of: development.parameters, against: key.parameters).allSatisfy({
        if case .missingArgument = $0 { return true }
        return false
      })
    else { return developmentSignature }
    return EntrySignature(parameters: key.parameters, source: .codeKey)
  }
}

/// The analysis state of a table.
extension LocalizationTable {
  /// Whether ``ProjectAnalyzer`` has filled in every entry's formats and signature.
  package var isAnalyzed: Bool { entries.allSatisfy { $0.signature != nil } }
}
