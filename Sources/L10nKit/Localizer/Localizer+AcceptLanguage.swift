public import Foundation

extension Localizer {
  /// The localization of `bundle` that best answers an HTTP `Accept-Language` header, for a server that answers
  /// each request in its user's language: `"fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"` → `fr`.
  ///
  /// Ranges are tried by their RFC 9110 weight (ties in header order) with the matcher every lookup uses
  /// (`fr-CH` → `fr`, `zh-TW` → `zh-Hant`, case-insensitive); `q=0` excludes a range and the localizations it is
  /// a prefix of; `*` stands for any localization whose language the header does not name (the development
  /// language first). An entry with an invalid range or weight is ignored. No match, and an empty, invalid or
  /// longer than 8 KiB header, give the development language. Never crashes; linear in the header's length.
  ///
  /// - Parameters:
  ///   - header: the `Accept-Language` field value.
  ///   - bundle: the bundle whose localizations to choose from. Default (`nil`): ``defaultBundles``, the bundles
  ///     lookups ran in (the first use of a generated accessor registers its module's bundle), else the SwiftPM
  ///     resource bundles beside the main bundle, else `Bundle.main`; the languages of all of them count. The
  ///     generated `L10n.language(forAcceptLanguage:)` passes its module's bundle, whatever ran before.
  ///   - table: the table whose String Catalog languages count too (`Localizable` when empty).
  /// - Returns: a localization of the bundle as its folder is named, else its development language (`en` when the
  ///   bundle has no localizations; that is reported once to ``setupWarningHandler``).
  public func language(forAcceptLanguage header: String, in bundle: Bundle? = nil, table: String = "") -> String {
    let bundles = bundle.map { [$0] } ?? defaultBundles
    let directories = bundles.map(Self.resourceDirectory(of:))
    let cacheKey = "\(directories.joined(separator: "\u{1}"))\u{0}\(table)\u{0}\(header)"
    if let answer = state.withLock({ $0.acceptLanguageAnswers[cacheKey] }) { return answer }
    var available: [String] = []
    var development: String?
    for (bundle, directory) in zip(bundles, directories) {
      let catalog = catalog(bundle: bundle, directory: directory, table: table.isEmpty ? "Localizable" : table)
      let own = localizations(of: directory, catalog: catalog)
      warnIfWithoutLocalizations(own, directory: directory, table: nil)
      if own.isEmpty { continue }
      bundleRegistry.register(bundle)
      development =
        development
        ?? developmentLanguage(
          of: bundle, directory: directory, available: own, catalogLanguage: catalog?.sourceLanguage)
      for language in own {
        let canonical = LanguageMatcher.canonical(language)
        if !available.contains(where: { LanguageMatcher.canonical($0) == canonical }) { available.append(language) }
      }
    }
    let answer =
      AcceptLanguage.bestLocalization(forHeader: header, in: available, developmentLanguage: development)
      ?? development ?? "en"
    state.withLock { state in
      if state.acceptLanguageAnswers.count >= Self.acceptLanguageAnswerLimit { state.acceptLanguageAnswers = [:] }
      state.acceptLanguageAnswers[cacheKey] = answer
    }
    return answer
  }

  /// How many `Accept-Language` answers are kept (a few hundred distinct headers cover a server's users; headers
  /// are at most 8 KiB, so the cache stays small even when a client sends a new one with every request).
  static let acceptLanguageAnswerLimit = 256

  /// Runs `operation` in the language that best answers an `Accept-Language` header (see
  /// `language(forAcceptLanguage:in:table:)`), as `withLanguage(_:operation:)` does: for a request handler.
  /// Without `in:`, the header is negotiated against ``defaultBundles``; the generated
  /// `L10n.withLanguage(forAcceptLanguage:)` always uses its module's bundle.
  ///
  /// ```swift
  /// let body = L10n.withLanguage(forAcceptLanguage: request.acceptLanguage) {
  ///   L10n.Mail.subject(user.name)
  /// }
  /// ```
  public static func withLanguage<Result>(
    forAcceptLanguage header: String, in bundle: Bundle? = nil, operation: () throws -> Result
  ) rethrows -> Result {
    try withLanguage(current.language(forAcceptLanguage: header, in: bundle), operation: operation)
  }

  /// Runs `operation` in the language that best answers an `Accept-Language` header, in this task and its child
  /// tasks (see the synchronous form).
  public static func withLanguage<Result>(
    forAcceptLanguage header: String, in bundle: Bundle? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await withLanguage(
      current.language(forAcceptLanguage: header, in: bundle), isolation: isolation, operation: operation)
  }
}
