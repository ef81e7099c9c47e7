/// The types of the names a file declares, as far as tokens show them, and the format specifier Xcode's string
/// extraction writes for an interpolation of each type (`\(count)` → `%lld` when `count` is an `Int`).
///
/// Only declarations whose type is visible count: `let n: Int`, `var n = 3`, `let s = "..."`, `let d = Double(x)`,
/// `let s = x.formatted(...)`, parameters of the scalar types (`(count: Int)`), and the bindings of an enum case
/// pattern (`case .deprecated(let date, let reason)`, `case let .failed(message)`), typed by the case's associated
/// values where the module declares it. A name declared twice with different types is unknown.
struct InterpolationTypes {
  /// The specifier of each scalar type Xcode's `LocalizedStringKey`/`String.LocalizationValue` interpolation knows;
  /// any other known type becomes `%@`.
  static let specifiers: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
    "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
    "Double": "%lf", "CGFloat": "%lf", "Float": "%f", "String": "%@", "Substring": "%@",
  ]

  /// Name → type (empty when two declarations disagree).
  private var types: [String: String] = [:]

  /// Collects the declarations of a file's tokens; `declarations` (the module's) type enum case patterns.
  init(tokens: [SourceToken], declarations: SourceDeclarations = .init()) {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let token = tokens[index]
      if token.text == "let" || token.text == "var" {
        // `case .x(let a, let b)` and `case let .x(a, b)`.
        if let bindings = Self.patternBindings(tokens, at: index, declarations: declarations) {
          for (name, type) in bindings { record(name, type) }
          continue
        }
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
        let name = tokens[index + 1].text
        let next = tokens[index + 2]
        let value = tokens[index + 3]
        if next.isPunctuation(":"), value.kind == .identifier {
          let optional = index + 4 < tokens.count && (tokens[index + 4].isPunctuation("?"))
          record(name, optional ? "Optional" : value.text)
        } else if next.isPunctuation("=") {
          let ends = index + 4 >= tokens.count || !Self.continuesExpression(tokens[index + 4])
          if value.kind == .number, ends {
            record(name, Self.isFloatingLiteral(value.text) ? "Double" : "Int")
          } else if value.kind == .string, ends {
            record(name, "String")
          } else if value.kind == .identifier, Self.specifiers[value.text] != nil, index + 4 < tokens.count,
            tokens[index + 4].isPunctuation("(")
          {
            record(name, value.text)
          } else if Self.endsWithFormattedCall(tokens, from: index + 3)
            || Self.isLocalizedStringChoice(tokens, from: index + 3)
          {
            record(name, "String")
          }
        }
      } else if index >= 1, index + 2 < tokens.count,
        tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",")
          || tokens[index - 1].kind == .identifier,
        tokens[index + 1].isPunctuation(":"), tokens[index + 2].kind == .identifier,
        Self.specifiers[tokens[index + 2].text] != nil,
        index + 3 >= tokens.count || !tokens[index + 3].isPunctuation("(")
      {
        record(token.text, tokens[index + 2].text)
      }
    }
  }

  /// The names an enum case pattern binds at the `let` or `var` at `index`, each with the type of its associated
  /// value, or `nil` when the token starts no such pattern. A binding whose type the module does not declare (or
  /// declares differently in two cases of that name) has the type `""`, unknown.
  private static func patternBindings(
    _ tokens: [SourceToken], at index: Int, declarations: SourceDeclarations
  ) -> [(String, String)]? {
    // `case let .x(a, b)`: the bindings are the bare names of the list after `.x(`.
    if index + 3 < tokens.count, tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
      tokens[index + 3].isPunctuation("(")
    {
      let (elements, _) = CallArgument.split(tokens, after: index + 3, readsLabels: true)
      var bindings: [(String, String)] = []
      for (position, element) in elements.enumerated() where element.tokens.count == 1 {
        guard let name = element.tokens.first, name.kind == .identifier else { continue }
        bindings.append((name.text, payloadType(of: tokens[index + 2].text, at: position, declarations) ?? ""))
      }
      return bindings
    }
    // `case .x(let a, label: let b)`: the `let` is an element of the list after `.x(`.
    guard index >= 2, index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
      tokens[index + 2].isPunctuation(",") || tokens[index + 2].isPunctuation(")")
    else { return nil }
    var cursor = index - 1
    if tokens[cursor].isPunctuation(":"), cursor >= 1, tokens[cursor - 1].kind == .identifier { cursor -= 2 }
    guard cursor >= 0, tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation(",") else { return nil }
    // Back to the list's `(`, counting the elements before this one (bounded: a pattern is short).
    var position = 0
    var depth = 0
    while cursor >= 0, cursor > index - 256 {
      let token = tokens[cursor]
      if token.isPunctuation(")") || token.isPunctuation("]") {
        depth += 1
      } else if token.isPunctuation("(") || token.isPunctuation("[") {
        if depth == 0 { break }
        depth -= 1
      } else if token.isPunctuation(","), depth == 0 {
        position += 1
      }
      cursor -= 1
    }
    guard cursor >= 2, tokens[cursor].isPunctuation("("), tokens[cursor - 1].kind == .identifier,
      tokens[cursor - 2].isPunctuation(".")
    else { return nil }
    return [(tokens[index + 1].text, payloadType(of: tokens[cursor - 1].text, at: position, declarations) ?? "")]
  }

  /// The type name of the associated value at `position` of every enum case named `name` the module declares, when
  /// they agree.
  private static func payloadType(of name: String, at position: Int, _ declarations: SourceDeclarations) -> String? {
    guard let lists = declarations.functions[name], !lists.isEmpty else { return nil }
    var found: String?
    for list in lists {
      guard position < list.count, case let .named(type) = list[position].type, found == nil || found == type
      else { return nil }
      found = type
    }
    return found
  }

  /// Whether the expression from `start` to the end of its line is `<value>.formatted(...)`, a `String`.
  private static func endsWithFormattedCall(_ tokens: [SourceToken], from start: Int) -> Bool {
    guard start < tokens.count else { return false }
    let line = tokens[start].position.line
    var end = start
    while end + 1 < tokens.count, tokens[end + 1].position.line == line { end += 1 }
    guard tokens[end].isPunctuation(")"),
      let formatted = tokens[start...end].lastIndex(where: { $0.isIdentifier("formatted") }),
      formatted > start, tokens[formatted - 1].isPunctuation("."), formatted + 1 <= end,
      tokens[formatted + 1].isPunctuation("(")
    else { return false }
    return CallArgument.split(tokens, after: formatted + 1, readsLabels: true).end == end
  }

  /// Whether the expression from `start` to the end of its line is a ternary with a localized `String` branch
  /// (`empty ? NSLocalizedString("All", comment: "") : name`): both branches then are `String`s.
  private static func isLocalizedStringChoice(_ tokens: [SourceToken], from start: Int) -> Bool {
    guard start < tokens.count else { return false }
    let line = tokens[start].position.line
    var cursor = start
    var sawQuestion = false
    while cursor + 1 < tokens.count, tokens[cursor].position.line == line {
      let token = tokens[cursor]
      if token.isPunctuation("?"), cursor > start,
        tokens[cursor - 1].position.offset + tokens[cursor - 1].byteLength
          < token.position.offset
      {
        sawQuestion = true  // ` ? `, not an optional chain's `x?.`
      } else if sawQuestion, token.isIdentifier("NSLocalizedString") || token.isIdentifier("String"),
        tokens[cursor + 1].isPunctuation("("), cursor >= 1,
        tokens[cursor - 1].isPunctuation("?") || tokens[cursor - 1].isPunctuation(":")
      {
        return token.text == "NSLocalizedString"
          || (cursor + 2 < tokens.count && tokens[cursor + 2].isIdentifier("localized"))
      }
      cursor += 1
    }
    return false
  }

  /// Records a declaration, marking disagreements (and an unknown type, `""`) as unknown.
  private mutating func record(_ name: String, _ type: String) {
    if let existing = types[name], existing != type {
      types[name] = ""
    } else {
      types[name] = type
    }
  }

  /// Whether `token` continues an expression after a literal (`3 + x`, `"a".uppercased()`).
  private static func continuesExpression(_ token: SourceToken) -> Bool {
    token.kind == .punctuation && !token.isPunctuation(";") && !token.isPunctuation("}") && !token.isPunctuation(")")
      && !token.isPunctuation(",")
  }

  /// Whether a number literal is a floating-point one.
  private static func isFloatingLiteral(_ text: String) -> Bool {
    !text.hasPrefix("0x") && (text.contains(".") || text.contains("e") || text.contains("E"))
  }

  /// The specifier of the interpolation `\( tokens )`, or `nil` when its type cannot be seen.
  func specifier(for tokens: [SourceToken]) -> String? {
    // `\(value, specifier: "%.1f")`: SwiftUI's explicit specifier.
    for index in tokens.indices.dropLast(3)
    where tokens[index].isPunctuation(",") && tokens[index + 1].isIdentifier("specifier")
      && tokens[index + 2].isPunctuation(":")
    {
      return tokens[index + 3].literal?.staticText
    }
    var expression = tokens[...]
    if expression.count >= 3, expression.first?.isIdentifier("self") == true,
      expression[expression.startIndex + 1].isPunctuation(".")
    {
      expression = expression.dropFirst(2)
    }
    guard let first = expression.first else { return nil }
    if expression.count == 1 {
      switch first.kind {
      case .number: return Self.isFloatingLiteral(first.text) ? "%lf" : "%lld"
      case .string: return "%@"
      case .identifier:
        guard let type = types[first.text], !type.isEmpty else { return nil }
        return Self.specifiers[type] ?? "%@"
      case .punctuation: return nil
      }
    }
    if expression.count >= 3, expression.last?.isIdentifier("count") == true,
      expression[expression.endIndex - 2].isPunctuation("."),
      expression.dropLast(2).allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") })
    {
      return "%lld"
    }
    if first.kind == .identifier, let specifier = Self.specifiers[first.text], expression.count >= 3,
      expression[expression.startIndex + 1].isPunctuation("("), expression.last?.isPunctuation(")") == true,
      CallArgument.split(Array(expression), after: 1, readsLabels: true).end == expression.count - 1
    {
      return specifier
    }
    return nil
  }
}
