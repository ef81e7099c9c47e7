/// A type as a Swift declaration writes it (`LocalizedStringKey?`, `[LocalizedStringResource]`,
/// `[Self: DisplayRepresentation]`), as far as the scanner needs it to know whether a literal becomes a key.
package indirect enum DeclaredType: Hashable, Sendable {
  /// A named type, dotted and without its module or optionality (`String.LocalizationValue`, `Binding`).
  case named(String)
  /// An array of the element type.
  case array(DeclaredType)
  /// A dictionary, with its value type.
  case dictionary(DeclaredType)
  /// A tuple, a function or anything else that no literal converts to.
  case other

  /// The types whose string literals Swift makes localization keys, with the form Xcode extracts them as.
  static let localizedTypes: [String: KeyUsage.Form] = [
    "LocalizedStringKey": .localizedStringKey, "LocalizedStringResource": .localizedStringResource,
    "String.LocalizationValue": .localizedStringResource,
    // App Intents types that a literal initialises through a `LocalizedStringResource`.
    "IntentDescription": .localizedStringResource, "IntentDialog": .localizedStringResource,
    "DisplayRepresentation": .localizedStringResource, "TypeDisplayRepresentation": .localizedStringResource,
  ]

  /// Module names a type may be qualified with.
  private static let modules: Set<String> = ["SwiftUI", "Foundation", "AppIntents", "Swift", "WidgetKit"]

  /// The form a literal of this type is a key in, or `nil` when it is no key (also for `wrappers`, the project's
  /// own types that take a key literal).
  func keyForm(wrappers: Set<String> = []) -> KeyUsage.Form? {
    guard case let .named(name) = self else { return nil }
    if let form = Self.localizedTypes[name] { return form }
    return wrappers.contains(name) ? .localizedStringKey : nil
  }

  /// Whether a literal of this type, or the elements or values of a collection literal of it, are keys.
  func containsKeys(wrappers: Set<String> = []) -> Bool {
    switch self {
    case .named: keyForm(wrappers: wrappers) != nil
    case let .array(element): element.containsKeys(wrappers: wrappers)
    case let .dictionary(value): value.containsKeys(wrappers: wrappers)
    case .other: false
    }
  }

  /// The maximum nesting of collection types read (`[[[T]]]`), so reading never recurses without bound.
  private static let maximumDepth = 8

  /// Reads the type that starts at `start` (attributes, `some`/`any`/`inout` skipped; trailing `?`/`!` included) and
  /// returns it with the index after it, or `nil` when no type starts there.
  static func read(_ tokens: [SourceToken], at start: Int, depth: Int = 0) -> (type: DeclaredType, end: Int)? {
    guard depth < maximumDepth else { return nil }
    var index = start
    while index < tokens.count {
      if tokens[index].isPunctuation("@"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
        index += 2
      } else if ["some", "any", "inout", "borrowing", "consuming", "sending"].contains(where: {
        tokens[index].isIdentifier($0)
      }) {
        index += 1
      } else {
        break
      }
    }
    guard index < tokens.count else { return nil }
    var type: DeclaredType
    if tokens[index].isPunctuation("[") {
      guard let (element, afterElement) = read(tokens, at: index + 1, depth: depth + 1), afterElement < tokens.count
      else { return nil }
      if tokens[afterElement].isPunctuation("]") {
        type = .array(element)
        index = afterElement + 1
      } else if tokens[afterElement].isPunctuation(":"),
        let (value, afterValue) = read(tokens, at: afterElement + 1, depth: depth + 1), afterValue < tokens.count,
        tokens[afterValue].isPunctuation("]")
      {
        type = .dictionary(value)
        index = afterValue + 1
      } else {
        return nil
      }
    } else if tokens[index].kind == .identifier {
      var parts = [tokens[index].text]
      index = skipGenericArguments(tokens, at: index + 1)
      while index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier {
        parts.append(tokens[index + 1].text)
        index = skipGenericArguments(tokens, at: index + 2)
      }
      if parts.count > 1, modules.contains(parts[0]) { parts.removeFirst() }
      type = .named(parts.joined(separator: "."))
    } else if tokens[index].isPunctuation("(") {
      return (.other, index + 1)
    } else {
      return nil
    }
    while index < tokens.count, tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") { index += 1 }
    return (type, index)
  }

  /// The index after `<...>` at `index` (or `index` when there is none); at most 64 tokens are read.
  private static func skipGenericArguments(_ tokens: [SourceToken], at index: Int) -> Int {
    guard index < tokens.count, tokens[index].isPunctuation("<") else { return index }
    var depth = 0
    var cursor = index
    while cursor < tokens.count, cursor < index + 64 {
      if tokens[cursor].isPunctuation("<") {
        depth += 1
      } else if tokens[cursor].isPunctuation(">") {
        depth -= 1
        if depth == 0 { return cursor + 1 }
      } else if tokens[cursor].isPunctuation("{") || tokens[cursor].isPunctuation("=") {
        break
      }
      cursor += 1
    }
    return index
  }
}
