import Foundation

/// SwiftGen's naming rules (the `swiftIdentifier:"pretty"`, `lowerFirstWord` and `escapeReservedKeywords`
/// filters of its `structured-swift5` template), re-implemented so that the `swiftgen` template produces the
/// names SwiftGen users already call.
///
/// They differ from `SwiftIdentifier` on purpose: non-ASCII letters and emoji are kept, characters that cannot
/// appear in an identifier become word breaks, and `_` separates words only when it is a whole character (an
/// `_` followed by a combining mark or variation selector stays, as in `self_️`).
///
/// - `alert__message` → `alertMessage`, `HEADER_TITLE` → `headerTitle`, `ObjectOwnership` → `objectOwnership`
/// - `navigation-bar` → `NavigationBar`, `user__profile_section` → `UserProfileSection`
/// - `private` → \`private\`, `self♦️` → `self_️`, `/*happens*/` → `Happens`
/// - `A11Y` → `a11Y`, `settings.a11Y.title` → `Settings.A11Y.title`, `ITEM_3D` → `item3D` (a letter after a digit
///   keeps its capital, as Foundation's `capitalized` leaves it)
package enum SwiftGenIdentifier {
  /// The name of a generated `static let`/`static func`: pretty identifier, first word lowered, keywords escaped.
  package static func memberName(_ component: String) -> String {
    escapingReservedKeyword(lowerFirstWord(prettyIdentifier(component)))
  }

  /// The name of a generated `enum` (a key component or a table name): pretty identifier, keywords escaped.
  package static func typeName(_ component: String) -> String {
    escapingReservedKeyword(prettyIdentifier(component))
  }

  /// `swiftIdentifier:"pretty"`: the plain identifier, then snake_case joined into CamelCase, then a leading
  /// `_` when the result does not start with an identifier head.
  package static func prettyIdentifier(_ text: String) -> String {
    prefixedWithUnderscoreIfNeeded(snakeToCamelCase(identifier(text)))
  }

  /// `swiftIdentifier` (normal mode): every run of characters that cannot appear in an identifier splits the
  /// text, each part gets an uppercase first character, and the parts are joined with `_`
  /// (`navigation-bar` → `Navigation_Bar`).
  package static func identifier(_ text: String) -> String {
    var parts: [String] = [""]
    for scalar in text.unicodeScalars {
      if SwiftIdentifier.isIdentifierHead(scalar) || SwiftIdentifier.isIdentifierContinuation(scalar) {
        parts[parts.count - 1].unicodeScalars.append(scalar)
      } else {
        parts.append("")
      }
    }
    return prefixedWithUnderscoreIfNeeded(parts.map(uppercasingFirstScalar).joined(separator: "_"))
  }

  /// `snakeToCamelCase` with leading underscores stripped. Text with an ASCII lowercase letter keeps its
  /// casing (`Alert__message` → `AlertMessage`); text without one is read as SCREAMING_SNAKE_CASE and each word
  /// goes through Foundation's `capitalized`, as SwiftGen does (`HEADER_TITLE` → `HeaderTitle`).
  ///
  /// `capitalized` starts a new word after any character that is not a letter (or a case-ignorable mark), so a
  /// letter after a digit keeps its capital: `A11Y` stays `A11Y` and `ITEM_3D` becomes `Item3D`, not `A11y` and
  /// `Item3d`. (SwiftGen first splits such text before each capital that follows a digit, `A11Y` → `A11_Y`,
  /// which `capitalized` makes no different.)
  package static func snakeToCamelCase(_ text: String) -> String {
    let words = text.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    if text.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
      return words.map(uppercasingFirstScalar).joined()
    }
    return words.map(\.capitalized).joined()
  }

  /// `lowerFirstWord`: a leading uppercase run is lowered, except its last letter when a lowercase letter
  /// follows (`URLChooser` → `urlChooser`, `Header` → `header`, `HTML` → `html`).
  package static func lowerFirstWord(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var end = 0
    while end < scalars.count, isUppercase(scalars[end]) { end += 1 }
    if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter { end -= 1 }
    var head = ""
    head.unicodeScalars.append(contentsOf: scalars[..<end])
    var tail = ""
    tail.unicodeScalars.append(contentsOf: scalars[end...])
    return head.lowercased() + tail
  }

  /// `escapeReservedKeywords`, widened to every keyword that cannot name a declaration (backticks do not change
  /// how a member is called, so escaping more than SwiftGen only makes more tables compile).
  package static func escapingReservedKeyword(_ name: String) -> String {
    reservedKeywords.contains(name) || SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
  }

  /// The words SwiftGen's templates put in backticks.
  static let reservedKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil",
    "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "associativity", "convenience",
    "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating",
    "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type",
    "unowned", "weak", "willSet",
  ]

  private static func prefixedWithUnderscoreIfNeeded(_ text: String) -> String {
    guard let first = text.unicodeScalars.first else { return "" }
    return SwiftIdentifier.isIdentifierHead(first) ? text : "_" + text
  }

  private static func uppercasingFirstScalar(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
  }

  private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .uppercaseLetter || category == .titlecaseLetter
  }
}
