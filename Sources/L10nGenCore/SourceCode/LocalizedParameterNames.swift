/// The names a project declares with the type `LocalizedStringKey` or `LocalizedStringResource`
/// (`var placeholder: LocalizedStringKey`, `init(help: LocalizedStringKey?)`): a literal passed as such an argument
/// (`SearchField(placeholder: "search_placeholder")`) is a key, as Xcode's extraction sees it.
///
/// A name that is also declared with another type anywhere is left out, so a label shared by unrelated types never
/// turns a plain string into a key.
struct LocalizedParameterNames {
  /// Names declared only with a localized type.
  private(set) var localized: Set<String> = []
  /// Names declared with another type.
  private var other: Set<String> = []

  init() {}

  /// Adds the declarations of one file's tokens.
  mutating func collect(_ tokens: [SourceToken]) {
    for index in tokens.indices.dropFirst().dropLast(2) where tokens[index].kind == .identifier {
      let before = tokens[index - 1]
      guard tokens[index + 1].isPunctuation(":"), tokens[index + 2].kind == .identifier,
        before.isIdentifier("var") || before.isIdentifier("let") || before.isPunctuation("(")
          || before.isPunctuation(",") || before.kind == .identifier
      else { continue }
      let type = tokens[index + 2].text
      // A parameter's type starts with a capital; `(label: value)` in a call has a value there instead.
      guard type.first?.isUppercase == true else { continue }
      if type == "LocalizedStringKey" || type == "LocalizedStringResource" {
        localized.insert(tokens[index].text)
      } else {
        other.insert(tokens[index].text)
      }
    }
  }

  /// The argument labels whose literals are keys.
  var labels: Set<String> { localized.subtracting(other) }
}
