/// The declarations of a module's Swift files, read from their tokens: each function's and initializer's parameters
/// with their types (a struct without an initializer gets its memberwise one, an enum case with associated values is
/// a function too), and each property's declared types. ``KeyUsageScanner`` asks it what type a call's argument or an
/// assignment's target has, so a literal passed to `func row(title: LocalizedStringKey)` is a key while one passed to
/// `func row(title: String)` is not: per function, not per label.
///
/// Where the tokens do not show a type (`var title = x`), the declaration is recorded as ``DeclaredType/other``, so
/// that a name declared both ways is never taken as localized.
package struct SourceDeclarations: Sendable {
  /// One parameter: its argument label (`nil` for `_`) and its type.
  package struct Parameter: Hashable, Sendable {
    /// The argument label.
    package var label: String?
    /// The declared type.
    package var type: DeclaredType
  }

  /// Function, method, enum case or type name (for initializers, also `init`) → the parameter lists declared.
  package private(set) var functions: [String: [[Parameter]]] = [:]
  /// Property or variable name → every type it is declared with.
  package private(set) var properties: [String: [DeclaredType]] = [:]
  /// Property name → every type it is declared with as a member of a type (not a local or a pattern binding).
  package private(set) var memberProperties: [String: [DeclaredType]] = [:]
  /// Function name → the return type of each declaration (`Void` when it declares none).
  package private(set) var returnTypes: [String: [DeclaredType]] = [:]

  package init() {}

  /// The declarations of `tokens` alone.
  package init(tokens: [SourceToken]) {
    collect(tokens)
  }

  /// A type body being read.
  private struct TypeBody {
    var name: String
    var open: Int
    var isStruct: Bool
    var hasInitializer = false
    var storedProperties: [Parameter] = []
  }

  /// Adds the declarations of one file's tokens.
  package mutating func collect(_ tokens: [SourceToken]) {
    let closers = CallArgument.closers(tokens)
    var typeBodies: [Int: TypeBody] = [:]
    var types: [TypeBody] = []
    var braces: [Int] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        braces.append(index)
        if let body = typeBodies[index] { types.append(body) }
      } else if token.isPunctuation("}") {
        if let open = braces.popLast(), let body = types.last, body.open == open {
          types.removeLast()
          if body.isStruct, !body.hasInitializer {
            functions[body.name, default: []].append(body.storedProperties)
            functions["init", default: []].append(body.storedProperties)
          }
        }
      } else if token.kind == .identifier, !(index > 0 && tokens[index - 1].isPunctuation(".")) {
        switch token.text {
        case "struct", "class", "enum", "actor", "extension", "protocol":
          if let open = Self.bodyStart(tokens, after: index), index + 1 < tokens.count,
            tokens[index + 1].kind == .identifier
          {
            typeBodies[open] = TypeBody(name: tokens[index + 1].text, open: open, isStruct: token.text == "struct")
          }
        case "func" where index + 1 < tokens.count && tokens[index + 1].kind == .identifier:
          var open = index + 2
          if open < tokens.count, tokens[open].isPunctuation("<") { open = Self.skipAngles(tokens, at: open) }
          if open < tokens.count, tokens[open].isPunctuation("(") {
            let name = tokens[index + 1].text
            functions[name, default: []].append(Self.parameters(tokens, open: open, closers))
            var returnType = DeclaredType.named("Void")
            var after = closers[open] + 1
            while after > 0, after < tokens.count, tokens[after].kind == .identifier,
              ["async", "throws", "rethrows"].contains(tokens[after].text)
            {
              after += 1
            }
            if after > 0, after + 1 < tokens.count, tokens[after].isPunctuation("-"),
              tokens[after + 1].isPunctuation(">")
            {
              returnType = DeclaredType.read(tokens, at: after + 2)?.type ?? .other
            }
            returnTypes[name, default: []].append(returnType)
          }
        case "init":
          var open = index + 1
          while open < tokens.count, tokens[open].isPunctuation("?") || tokens[open].isPunctuation("!") { open += 1 }
          if open < tokens.count, tokens[open].isPunctuation("<") { open = Self.skipAngles(tokens, at: open) }
          guard open < tokens.count, tokens[open].isPunctuation("(") else { break }
          let parameters = Self.parameters(tokens, open: open, closers)
          functions["init", default: []].append(parameters)
          if let body = types.last {
            functions[body.name, default: []].append(parameters)
            if braces.last == body.open { types[types.count - 1].hasInitializer = true }
          }
        case "case":
          // `case message(title: LocalizedStringKey)`: an enum case with associated values, called as `.message(...)`.
          guard let body = types.last, braces.last == body.open, index + 2 < tokens.count,
            tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation("(")
          else { break }
          functions[tokens[index + 1].text, default: []].append(
            Self.parameters(tokens, open: index + 2, closers, labelsRequireColon: true))
        case "var", "let":
          guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { break }
          let name = tokens[index + 1].text
          var type = DeclaredType.other
          var end = index + 2
          if end < tokens.count, tokens[end].isPunctuation(":"),
            let (read, after) = DeclaredType.read(tokens, at: end + 1)
          {
            type = read
            end = after
          } else if end + 1 < tokens.count, tokens[end].isPunctuation("=") {
            type = Self.initializerType(tokens, at: end + 1)
          }
          properties[name, default: []].append(type)
          if let body = types.last, braces.last == body.open { memberProperties[name, default: []].append(type) }
          // A stored property of a struct (not computed, not static) is a parameter of its memberwise initializer.
          if let body = types.last, body.isStruct, braces.last == body.open,
            !(end < tokens.count && tokens[end].isPunctuation("{")),
            !(index >= 1 && tokens[index - 1].isIdentifier("static")),
            !(index >= 2 && tokens[index - 2].isIdentifier("static")),
            !(token.text == "let" && end < tokens.count && tokens[end].isPunctuation("="))
          {
            types[types.count - 1].storedProperties.append(Parameter(label: name, type: type))
          }
        default:
          break
        }
      }
      index += 1
    }
  }

  /// The type of an untyped declaration's initial value when a literal or an initializer shows it (`= 0`,
  /// `= "a"`, `= false`, `= Date(...)`), else ``DeclaredType/other``.
  private static func initializerType(_ tokens: [SourceToken], at index: Int) -> DeclaredType {
    let value = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    let ends =
      next.map { $0.position.line > value.position.line || $0.isPunctuation(";") || $0.isPunctuation("}") } ?? true
    switch value.kind {
    case .number where ends:
      return .named(value.text.contains(".") && !value.text.hasPrefix("0x") ? "Double" : "Int")
    case .string where ends:
      return .named("String")
    case .identifier where ends && (value.text == "true" || value.text == "false"):
      return .named("Bool")
    case .identifier where value.text.first?.isUppercase == true && next?.isPunctuation("(") == true:
      return .named(value.text)
    default:
      return .other
    }
  }

  /// The `{` that opens the body of the type declared at `keyword` (within 256 tokens, before any `}` or `;`).
  private static func bodyStart(_ tokens: [SourceToken], after keyword: Int) -> Int? {
    var cursor = keyword + 1
    while cursor < tokens.count, cursor < keyword + 256 {
      if tokens[cursor].isPunctuation("{") { return cursor }
      if tokens[cursor].isPunctuation("}") || tokens[cursor].isPunctuation(";") { return nil }
      cursor += 1
    }
    return nil
  }

  /// The index after the `<...>` that starts at `index` (bounded; `index + 1` when it does not close).
  private static func skipAngles(_ tokens: [SourceToken], at index: Int) -> Int {
    var depth = 0
    var cursor = index
    while cursor < tokens.count, cursor < index + 128 {
      if tokens[cursor].isPunctuation("<") {
        depth += 1
      } else if tokens[cursor].isPunctuation(">") {
        depth -= 1
        if depth == 0 { return cursor + 1 }
      }
      cursor += 1
    }
    return index + 1
  }

  /// The parameters of the list whose `(` is at `open`: `_ name: T`, `label name: T = d`, `name: T`, or (in an enum
  /// case) a bare type, unlabeled.
  private static func parameters(
    _ tokens: [SourceToken], open: Int, _ closers: [Int], labelsRequireColon: Bool = false
  ) -> [Parameter] {
    let (arguments, _) = CallArgument.split(tokens, after: open, readsLabels: false, closers: closers)
    return arguments.map { argument in
      var slice = argument.tokens
      while slice.count >= 2, slice[slice.startIndex].isPunctuation("@"),
        slice[slice.startIndex + 1].kind == .identifier
      {
        slice = slice.dropFirst(2)
      }
      let start = slice.startIndex
      var label: String?
      var typeStart = start
      if slice.count >= 3, slice[start].kind == .identifier, slice[start + 1].kind == .identifier,
        slice[start + 2].isPunctuation(":")
      {
        label = slice[start].text == "_" ? nil : slice[start].text
        typeStart = start + 3
      } else if slice.count >= 2, slice[start].kind == .identifier, slice[start + 1].isPunctuation(":") {
        label = slice[start].text
        typeStart = start + 2
      } else if !labelsRequireColon {
        return Parameter(label: nil, type: .other)
      }
      let type = typeStart < slice.endIndex ? DeclaredType.read(tokens, at: typeStart)?.type ?? .other : .other
      return Parameter(label: label, type: type)
    }
  }

  /// The interpolation specifier every member declaration of the property `name` agrees on (`%@` for any type
  /// that is no scalar), or `nil` when one is not typed or they differ.
  func memberSpecifier(_ name: String) -> String? {
    guard let types = memberProperties[name], !types.isEmpty else { return nil }
    var specifiers: Set<String> = []
    for type in types {
      switch type {
      case let .named(typeName): specifiers.insert(InterpolationTypes.specifiers[typeName] ?? "%@")
      case .array, .dictionary: specifiers.insert("%@")
      case .other: return nil
      }
    }
    return specifiers.count == 1 ? specifiers.first : nil
  }

  /// The return type every declaration of the function `name` agrees on, or `nil`.
  func returnType(_ name: String) -> DeclaredType? {
    guard let types = returnTypes[name], let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// The type every declaration of the property `name` agrees on, or `nil` when there is none or they differ.
  func propertyType(_ name: String) -> DeclaredType? {
    guard let types = properties[name], let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
    return first
  }
}
