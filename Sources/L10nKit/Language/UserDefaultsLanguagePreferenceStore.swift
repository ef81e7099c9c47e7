#if canImport(Darwin)
  public import Foundation

  /// A language preference kept in `UserDefaults` (Apple platforms).
  ///
  /// It stores the tag under `key`; it does not write `AppleLanguages`, so system-localized UI (alerts,
  /// pickers) is unaffected until the next launch unless the app writes that itself.
  public final class UserDefaultsLanguagePreferenceStore: LanguagePreferenceStore, @unchecked Sendable {
    private let defaults: UserDefaults
    /// The defaults key.
    public let key: String

    /// Creates a store in `defaults` under `key`.
    public init(defaults: UserDefaults = .standard, key: String = "L10nKit.language") {
      self.defaults = defaults
      self.key = key
    }

    /// The stored language.
    public func loadLanguage() -> String? { defaults.string(forKey: key) }

    /// Stores the language, or removes it for `nil`.
    public func saveLanguage(_ language: String?) {
      if let language { defaults.set(language, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
  }
#endif
