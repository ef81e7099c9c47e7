/// The types of the names a file declares, as far as tokens show them, and the format specifier Xcode's string
/// extraction writes for an interpolation of each type (`\(count)` → `%lld` when `count` is an `Int`).
///
/// Only declarations whose type is visible count: `let n: Int`, `var n = 3`, `let s = "..."`, `let d = Double(x)`,
/// and parameters of the scalar types (`(count: Int)`). A name declared twice with different types is unknown.
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

  /// Collects the declarations of a file's tokens.
  init(tokens: [SourceToken]) {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let token = tokens[index]
      if token.text == "let" || token.text == "var" {
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

  /// Records a declaration, marking disagreements.
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
