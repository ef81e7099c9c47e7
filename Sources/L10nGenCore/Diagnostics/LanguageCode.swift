/// Language identifiers as `.lproj` folders and catalogs write them (`en`, `en-US`, `pt_BR`, `zh-Hans`, `Base`).
package enum LanguageCode {
  /// The comparable form: lowercase, with `_` written as `-`; `en_US`, `en-us` and `en-US` give `en-us`.
  package static func normalized(_ code: String) -> String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// Whether two codes name the same language, case- and separator-insensitively.
  package static func matches(_ lhs: String, _ rhs: String) -> Bool {
    lhs == rhs || normalized(lhs) == normalized(rhs)
  }

  /// The language part of a code: `pt` for `pt-BR`, `zh` for `zh_Hant_TW`.
  package static func baseLanguage(of code: String) -> String {
    let normalized = normalized(code)
    return normalized.split(separator: "-", maxSplits: 1).first.map(String.init) ?? normalized
  }

  /// Codes that are not translations: `qqq` (message documentation for translators) and the pseudo-locales
  /// `en-XA` (accented, longer text) and `ar-XB` (right-to-left). Completeness checks skip them.
  package static func isPseudoOrDocumentation(_ code: String) -> Bool {
    ["qqq", "en-xa", "ar-xb"].contains(normalized(code))
  }
}
