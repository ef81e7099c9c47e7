/// How severe a problem may be, following what Xcode's build accepts.
///
/// | problem | development language | translation |
/// |---|---|---|
/// | a file Xcode rejects (syntax, encoding) | error | error |
/// | an entry-level problem (broken specifier, missing plural category, placeholder mismatch, unknown variable) | as found (error where the API cannot be built) | warning at most |
/// | project problems (layout, names, configuration) | as found | as found |
///
/// A translation's entry-level problem never fails a build: L10nKit falls back to the next language for that entry
/// at run time. `warningsAsErrors` (`--strict`) then turns every warning into an error for teams that want that.
package enum SeverityPolicy {
  /// `diagnostics` with every entry-level error whose ``Diagnostic/language`` is a translation (not
  /// `developmentLanguage`) lowered to a warning.
  package static func applying(to diagnostics: [Diagnostic], developmentLanguage: String) -> [Diagnostic] {
    diagnostics.map { lowered($0, developmentLanguage: developmentLanguage) }
  }

  /// One diagnostic under the policy.
  package static func lowered(_ diagnostic: Diagnostic, developmentLanguage: String) -> Diagnostic {
    guard diagnostic.severity == .error, let language = diagnostic.language,
      !LanguageCode.matches(language, developmentLanguage), RuleCatalog.scope(of: diagnostic.rule) == .entry
    else { return diagnostic }
    var result = diagnostic
    result.severity = .warning
    return result
  }
}
