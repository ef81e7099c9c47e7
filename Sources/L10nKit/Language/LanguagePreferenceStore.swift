/// Where the in-app language choice is kept between launches.
public protocol LanguagePreferenceStore: Sendable {
  /// The stored language, or `nil` to follow the system.
  func loadLanguage() -> String?
  /// Stores a language, or `nil` to follow the system again.
  func saveLanguage(_ language: String?)
}
