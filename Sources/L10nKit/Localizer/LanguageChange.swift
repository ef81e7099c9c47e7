/// What changed when the app's language choice changed.
public struct LanguageChange: Sendable, Hashable {
  /// The in-app language before the change (`nil`: the system's).
  public var previousLanguage: String?
  /// The in-app language now (`nil`: the system's).
  public var language: String?
  /// The preferred languages lookups now use, most preferred first.
  public var preferredLanguages: [String]

  /// Creates a change description.
  package init(previousLanguage: String?, language: String?, preferredLanguages: [String]) {
    self.previousLanguage = previousLanguage
    self.language = language
    self.preferredLanguages = preferredLanguages
  }
}
