/// A report of a translation that is missing or unusable, passed to `Localizer.missingTranslationHandler`.
public struct MissingTranslation: Sendable, Hashable, CustomStringConvertible {
  /// The table name.
  public var table: String
  /// The key.
  public var key: String
  /// The language that was asked for (the user's preference or the explicit `language:` argument).
  public var requestedLanguage: String
  /// The bundle localization the request resolved to (`nil` when the bundle has no localizations).
  public var resolvedLanguage: String?
  /// What was used instead, and why.
  public var reason: MissingTranslationReason
  /// The localization whose value was shown instead (`nil`: the compiled development value or the key, or, for
  /// `unusedArguments`, the requested one).
  public var usedLanguage: String?

  /// Creates a report.
  package init(
    table: String, key: String, requestedLanguage: String, resolvedLanguage: String?, reason: MissingTranslationReason,
    usedLanguage: String? = nil
  ) {
    self.table = table
    self.key = key
    self.requestedLanguage = requestedLanguage
    self.resolvedLanguage = resolvedLanguage
    self.reason = reason
    self.usedLanguage = usedLanguage
  }

  /// A one-line description for logs.
  public var description: String {
    let place = "key '\(key)' in table '\(table)' for language '\(requestedLanguage)'"
    let used = usedLanguage.map { "'\($0)'" } ?? "the compiled development value"
    switch reason {
    case .fellBackToLanguage(let language):
      return "L10nKit: missing translation: \(place) (using '\(language)'); add it to \(resolvedLanguage ?? "?").lproj"
    case .usedCompiledFallback:
      return "L10nKit: missing key: \(place) is in no table of the bundle; using the compiled development value"
    case .invalidEntry(let problem):
      return
        "L10nKit: invalid entry: \(place): \(problem); using \(used); fix the entry in \(resolvedLanguage ?? "?").lproj"
    case .formatMismatch(let problem):
      return
        "L10nKit: format mismatch: \(place): \(problem); using \(used); fix the entry in \(resolvedLanguage ?? "?").lproj"
    case .unusedArguments(let positions):
      return "L10nKit: \(place) does not use argument(s) \(positions.map(String.init).joined(separator: ", "))"
    }
  }
}
