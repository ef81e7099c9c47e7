/// A language preference kept only for the life of the process (tests, servers that choose per request).
public final class InMemoryLanguagePreferenceStore: LanguagePreferenceStore {
  private let language: LockedState<String?>

  /// Creates a store holding `language`.
  public init(language: String? = nil) {
    self.language = LockedState(language)
  }

  /// The stored language.
  public func loadLanguage() -> String? { language.withLock { $0 } }

  /// Replaces the stored language.
  public func saveLanguage(_ newLanguage: String?) { language.withLock { $0 = newLanguage } }
}
