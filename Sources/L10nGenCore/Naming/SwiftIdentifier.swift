import Foundation

/// Turns arbitrary key text into Swift identifiers, following the Swift API Design Guidelines.
///
/// Words are the runs of ASCII letters and digits; everything else separates words. Format specifiers
/// (`%@`, `%lld`, `%#@name@`) are removed first, so the catalog key `%lld items` names `items`. Non-ASCII
/// letters are transliterated to Latin and stripped of diacritics (`Привет` → `Privet`, `über` → `uber`),
/// so generated names are plain ASCII; other scalars (emoji, symbols) separate words.
///
/// Casing: inside a word the author's casing is kept (`iOSVersion`, `myURL`). In lowerCamelCase the leading
/// capitals of the first word are lowered as one acronym (`URLScheme` → `urlScheme`, `Header` → `header`,
/// `URL-scheme` → `urlScheme`), as the guidelines ask for uniformly cased acronyms; in UpperCamelCase each word
/// gets a capital first letter (`URL-scheme` → `URLScheme`). Text without lowercase letters is read as
/// SCREAMING_SNAKE_CASE: its words are lowered first (`LOGIN_TITLE` → `loginTitle` / `LoginTitle`,
/// `OK` → `ok` / `Ok`).
package enum SwiftIdentifier {
  /// `login_title` → `loginTitle`, `Header` → `header`, `URL-scheme` → `urlScheme`; `""` when the text has no
  /// letters or digits. Not escaped: pass the result to `escapedIfNeeded(_:)`.
  package static func lowerCamelCase(_ text: String) -> String {
    if isSingleCasedWord(text) { return loweringLeadingCapitals(text) }
    let parts = words(in: text)
    guard let first = parts.first else { return "" }
    return loweringLeadingCapitals(first) + parts.dropFirst().map(capitalizingFirstLetter).joined()
  }

  /// `login_title` → `LoginTitle`, `URL-scheme` → `URLScheme`; `""` when the text has no letters or digits.
  package static func upperCamelCase(_ text: String) -> String {
    if isSingleCasedWord(text) { return capitalizingFirstLetter(text) }
    return words(in: text).map(capitalizingFirstLetter).joined()
  }

  /// An identifier ready to emit: keywords in backticks (\`default\`), a leading digit prefixed with `_`
  /// (`2fa` → `_2fa`), empty text as \`_\`.
  ///
  /// Every Swift keyword that cannot name a declaration (`default`, `private`, `self`, `Self`, `init`,
  /// `Any`, `_`...) is escaped; contextual keywords (`get`, `set`, `some`, `type`, `async`...) need no escaping
  /// and are left alone. `Type` and `Protocol` cannot name a member or nested type even in backticks: they are
  /// returned unchanged, and `KeyNamer` renames them (see `reservedMemberNames`).
  package static func escapedIfNeeded(_ identifier: String) -> String {
    if identifier.isEmpty { return "`_`" }
    if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + identifier }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// Whether `text` can be written as an identifier without backticks: a head character (letter, `_`, or one
  /// of the Unicode ranges of The Swift Programming Language's identifier grammar), then head characters,
  /// digits or combining marks, and not a keyword.
  package static func isValidIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
    guard isIdentifierHead(first) else { return false }
    return text.unicodeScalars.dropFirst().allSatisfy { isIdentifierHead($0) || isIdentifierContinuation($0) }
  }

  /// Names that cannot be members of a generated enum even with backticks, or that read as something else at
  /// the use site (`L10n.self` is the metatype): `KeyNamer` renames members and namespaces with these names.
  package static let reservedMemberNames: Set<String> = ["Type", "Protocol", "self", "Self", "init"]

  /// Keywords that need backticks to name a declaration (checked with `swiftc` 6.3).
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]
}
