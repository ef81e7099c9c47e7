import Foundation

extension Localizer {
  /// The localizer generated accessors use here: the innermost `withLocalizer` scope's, else `shared`.
  public static var current: Localizer { LookupScope.active?.localizer ?? shared }

  /// The language of the innermost `withLanguage` scope around this code, or `nil` outside any scope.
  public static var scopedLanguage: String? { LookupScope.active?.language }

  /// Runs `operation` with every lookup that names no explicit language (generated accessors included) in
  /// `language`, in this task and its child tasks; other tasks are not affected.
  ///
  /// The innermost scope wins over the in-app language and the system's. The language works like the `language:`
  /// argument of `string(_:arguments:language:)`: it is matched against the bundle's localizations, its fallback
  /// chain ends at the development language, and plurals and numbers follow its rules.
  ///
  /// ```swift
  /// let subject = Localizer.withLanguage(user.language) { L10n.Mail.subject(user.name) }
  /// ```
  public static func withLanguage<Result>(_ language: String, operation: () throws -> Result) rethrows -> Result {
    try LookupScope.withScope(scope(language: language), operation: operation)
  }

  /// Runs `operation` with every lookup that names no explicit language in `language`, in this task and its child
  /// tasks (see the synchronous form).
  public static func withLanguage<Result>(
    _ language: String, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
  ) async rethrows -> Result {
    try await LookupScope.withScope(scope(language: language), isolation: isolation, operation: operation)
  }

  /// Runs `operation` with `localizer` as `Localizer.current`, the localizer generated accessors use, in this task
  /// and its child tasks: for tests, and for several tenants with their own bundles or languages in one process.
  public static func withLocalizer<Result>(_ localizer: Localizer, operation: () throws -> Result) rethrows -> Result {
    let scope = LookupScope(localizer: localizer, language: LookupScope.active?.language)
    return try LookupScope.withScope(scope, operation: operation)
  }

  /// Runs `operation` with `localizer` as `Localizer.current`, in this task and its child tasks (see the
  /// synchronous form).
  public static func withLocalizer<Result>(
    _ localizer: Localizer, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
  ) async rethrows -> Result {
    let scope = LookupScope(localizer: localizer, language: LookupScope.active?.language)
    return try await LookupScope.withScope(scope, isolation: isolation, operation: operation)
  }

  /// The current scope with `language` (trimmed; empty: no scoped language).
  private static func scope(language: String) -> LookupScope {
    let trimmed = language.trimmingCharacters(in: .whitespacesAndNewlines)
    return LookupScope(localizer: LookupScope.active?.localizer, language: trimmed.isEmpty ? nil : trimmed)
  }
}
