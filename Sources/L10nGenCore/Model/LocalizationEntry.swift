/// One key of a table with its value in every language that defines it.
public struct LocalizationEntry: Hashable, Sendable {
  /// How an entry came to be in a String Catalog (`extractionState`).
  public enum ExtractionState: String, Hashable, Sendable, Codable {
    case manual
    case extractedWithValue = "extracted_with_value"
    case stale
    case migrated
  }

  /// The localization key, exactly as code passes it to the lookup.
  public var key: String
  /// The translator comment of the development language (or of the catalog).
  public var comment: String?
  /// Language code → value.
  public var values: [String: LocalizedValue]
  /// Where the key is defined in the development language (or first seen).
  public var location: SourceLocation
  /// The catalog extraction state; `nil` for `.strings`/`.stringsdict` or when absent.
  public var extractionState: ExtractionState?
  /// `false` when the catalog marks the entry as not to be translated.
  public var shouldTranslate: Bool

  /// Creates an entry.
  public init(
    key: String, comment: String? = nil, values: [String: LocalizedValue] = [:], location: SourceLocation,
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
