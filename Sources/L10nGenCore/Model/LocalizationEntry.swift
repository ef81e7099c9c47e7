/// One key of a table with its value in every language that defines it.
package struct LocalizationEntry: Hashable, Sendable {
  /// How an entry came to be in a String Catalog (`extractionState`).
  package enum ExtractionState: String, Hashable, Sendable, Codable {
    /// Added by hand in Xcode's catalog editor.
    case manual
    /// Extracted from code with a default value (`String(localized:defaultValue:)`).
    case extractedWithValue = "extracted_with_value"
    /// No longer found in code; Xcode keeps it until removed.
    case stale
    /// Converted from a `.strings` or `.stringsdict` file.
    case migrated
  }

  /// The localization key, exactly as code passes it to the lookup.
  package var key: String
  /// The translator comment of the development language (or of the catalog).
  package var comment: String?
  /// Language code → value (a ``LanguageMap``: a small array, not a hash table per entry).
  package var values: LanguageMap<LocalizedValue>
  /// Where the key is defined in the development language (or first seen).
  package var location: SourceLocation
  /// The catalog extraction state; `nil` for `.strings`/`.stringsdict` or when absent.
  package var extractionState: ExtractionState?
  /// `false` when the catalog marks the entry as not to be translated.
  package var shouldTranslate: Bool
  /// Each value's parsed format, by language; filled in by ``ProjectAnalyzer`` (empty before analysis).
  package var formats: LanguageMap<ValueFormat> = [:]
  /// The arguments the generated API takes; filled in by ``ProjectAnalyzer`` (`nil` before analysis).
  package var signature: EntrySignature?

  package init(
    key: String, comment: String? = nil, values: LanguageMap<LocalizedValue> = [:], location: SourceLocation,
    extractionState: ExtractionState? = nil, shouldTranslate: Bool = true
  ) {
    self.key = key
    self.comment = comment
    self.values = values
    self.location = location
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
  }
}
