import Foundation

/// The user's preferred languages as the operating system reports them.
package enum SystemLanguages {
  /// The preferred languages, most preferred first.
  ///
  /// On Apple platforms this is `Locale.preferredLanguages`. On Linux and other platforms, where Foundation
  /// ignores the environment (it always reports `en-001`), the POSIX variables are read first: `LANGUAGE`
  /// (a `:`-separated list), then `LC_ALL`, `LC_MESSAGES`, `LANG` (`C` and `POSIX` are skipped).
  package static func preferred(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    #if canImport(Darwin)
      return Locale.preferredLanguages
    #else
      var languages: [String] = []
      func add(_ value: String) {
        let tag = value.split(separator: ".").first.map(String.init) ?? value
        let cleaned = tag.split(separator: "@").first.map(String.init) ?? tag
        guard !cleaned.isEmpty, cleaned != "C", cleaned != "POSIX", !languages.contains(cleaned) else { return }
        languages.append(cleaned.replacingOccurrences(of: "_", with: "-"))
      }
      for entry in environment["LANGUAGE"]?.split(separator: ":") ?? [] { add(String(entry)) }
      for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let value = environment[name], !value.isEmpty {
          add(value)
          break
        }
      }
      for language in Locale.preferredLanguages where !languages.contains(language) { languages.append(language) }
      return languages
    #endif
  }
}
