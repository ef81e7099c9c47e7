import Foundation

/// Checks the `lz*` keys of l10n-gen's registry (`L10n.InterfaceBuilder.all`) against the app's bundle in every
/// language it ships, so that a test can assert that no storyboard or xib shows a missing key anywhere:
///
/// ```swift
/// @Test func interfaceKeysAreTranslated() {
///   #expect(InterfaceRegistryCheck.problems(in: L10n.InterfaceBuilder.all).isEmpty)
/// }
/// ```
///
/// It runs on every platform (no UIKit or AppKit): each key is looked up as the `lz*` properties look it up, with a
/// private ``Localizer``, so the app's language and handlers are left alone.
public enum InterfaceRegistryCheck {
  /// A key that one language does not resolve by itself.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The registry entry.
    public var entry: InterfaceRegistryEntry
    /// The language checked.
    public var language: String
    /// What the lookup used instead.
    public var reason: MissingTranslationReason

    /// Creates a problem.
    package init(entry: InterfaceRegistryEntry, language: String, reason: MissingTranslationReason) {
      self.entry = entry
      self.language = language
      self.reason = reason
    }

    /// `fr: Base.lproj/Welcome.storyboard abc-12-xyz (UILabel).lzText = welcome.title: <reason>`.
    public var description: String { "\(language): \(entry): \(reason)" }
  }

  /// Every entry of `entries` that some language does not resolve by itself: a key that falls back to another
  /// language, is in no table, or whose entry is invalid.
  ///
  /// - Parameters:
  ///   - entries: the registry entries (`L10n.InterfaceBuilder.all`).
  ///   - languages: the languages to check; by default each entry's bundle's localizations for its table, except
  ///     `Base` (which holds the storyboards, not the strings).
  public static func problems(in entries: [InterfaceRegistryEntry], languages: [String]? = nil) -> [Problem] {
    let reports = LockedState([MissingTranslation]())
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { [] })
    localizer.missingTranslationHandler = { report in reports.withLock { $0.append(report) } }
    var problems: [Problem] = []
    for entry in entries {
      let key = entry.key
      let checked =
        languages ?? localizer.availableLanguages(in: key.bundle, table: key.table).filter { $0 != "Base" }
      for language in checked {
        reports.withLock { $0.removeAll() }
        _ = localizer.string(forKey: key.key, table: key.table, bundle: key.bundle, fallback: "", language: language)
        for report in reports.withLock({ $0 }) where report.reason.meansMissingKey {
          problems.append(Problem(entry: entry, language: language, reason: report.reason))
        }
      }
    }
    return problems
  }
}

extension MissingTranslationReason {
  /// Whether the lookup did not find the key in the language asked for (or found it unusable).
  fileprivate var meansMissingKey: Bool {
    switch self {
    case .fellBackToLanguage, .usedCompiledFallback, .invalidEntry: true
    case .formatMismatch, .unusedArguments: false
    }
  }
}
