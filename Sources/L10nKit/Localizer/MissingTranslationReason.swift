/// Why L10nKit could not use the requested language's translation as it is.
public enum MissingTranslationReason: Sendable, Hashable {
  /// The requested language's table lacks the key; the value of this fallback language was used.
  case fellBackToLanguage(String)
  /// No table in the bundle has the key; the development-language value compiled into the code was used.
  case usedCompiledFallback
  /// The entry cannot be resolved (a plural variable without `other`, an unknown variable, no device
  /// variant, ...); the compiled fallback was used. The text says what is wrong.
  case invalidEntry(String)
  /// The arguments do not fit the translation's format specifiers (wrong type, too few arguments, an
  /// unsupported conversion such as `%p`); the compiled fallback was used. The text says which specifier.
  case formatMismatch(String)
  /// The translation was used but does not reference these 1-based argument positions.
  case unusedArguments([Int])
}
