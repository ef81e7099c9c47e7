extension NamingIssue {
  /// The diagnostic that reports this issue: a `name-collision` or `reserved-name` warning, an `unnamed-key` note
  /// (a warning when the key gets no accessor at all). SwiftGen's style words its `unnamed-key` findings after
  /// SwiftGen's rules.
  func diagnostic(style: NamingStyle) -> Diagnostic {
    let location = subject.location
    switch reason {
    case .collision(let keeper, let name):
      if subject.kind == .tableNamespace || subject.kind == .keyType {
        return .warning(
          "the table \(subject.text) maps to the Swift \(subject.kind == .keyType ? "key type" : "namespace") "
            + "'\(name)', which another table already uses; it is generated as '\(finalName)'. Rename the table "
            + "file to choose the name yourself", at: location, rule: .nameCollision)
      }
      // SwiftGen emits both declarations, so its users learn why the name differs from SwiftGen's.
      let swiftGenNote = style == .swiftGen ? " (SwiftGen's output would not compile)" : ""
      return .warning(
        "\(subject.description) and \(keeper.description) both map to the Swift name '\(name)'\(swiftGenNote); "
          + "\(subject.thisDeclaration) is generated as '\(finalName)'. Rename one of the keys to choose the names "
          + "yourself", at: location, rule: .nameCollision)
    case .reserved(let name):
      let isTable = subject.kind == .tableNamespace || subject.kind == .keyType
      return .warning(
        "\(subject.description) \(subject.kind == .namespace ? "map" : "maps") to '\(name)', which cannot name a "
          + "generated \(subject.declarationNoun) (Swift reserves it or generated code uses it); it is generated as "
          + "'\(finalName)'. Rename the \(isTable ? "table file" : "key") to choose the name yourself",
        at: location, rule: .reservedName)
    case .unnamed:
      switch (style, subject.kind) {
      case (.swiftGen, .accessor):
        return .note(
          "the key \(SwiftLiteral.string(subject.text)) gives no Swift name under SwiftGen's rules; it is generated "
            + "as '\(spelling)'", at: location, rule: .unnamedKey)
      case (.swiftGen, .namespace):
        return .note(
          "the keys starting with \(SwiftLiteral.string(subject.text)) give no Swift name under SwiftGen's rules; "
            + "their enum is generated as '\(spelling)'", at: location, rule: .unnamedKey)
      case (.swiftGen, _):
        return .note(
          "\(subject.description) gives no Swift name under SwiftGen's rules; its \(subject.declarationNoun) is "
            + "generated as '\(spelling)'", at: location, rule: .unnamedKey)
      case (.structured, .tableNamespace), (.structured, .keyType):
        return .note(
          "\(subject.description) has no letters or digits to build a name from; its \(subject.declarationNoun) is "
            + "generated as '\(finalName)'", at: location, rule: .unnamedKey)
      case (.structured, _):
        return .note(
          "\(subject.description) has no letters or digits to build a name from; it is generated as '\(finalName)'",
          at: location, rule: .unnamedKey)
      }
    case .noComponents(let separator):
      return .warning(
        "the key \(SwiftLiteral.string(subject.text)) has no name once split on \(SwiftLiteral.string(separator)), "
          + "so it gets no accessor (as with SwiftGen); rename the key", at: location, rule: .unnamedKey)
    }
  }

  /// One diagnostic for an accessor's issue and its key symbol's issue when both come from the same cause (the
  /// same reserved name, or a collision with the same other key), instead of two warnings about one key; `nil` when
  /// the issues have different causes and are reported separately.
  static func mergedDiagnostic(accessor: NamingIssue, keySymbol: NamingIssue) -> Diagnostic? {
    let subject = accessor.subject
    let sameNames = accessor.finalName == keySymbol.finalName
    switch (accessor.reason, keySymbol.reason) {
    case (.reserved(let name), .reserved(let symbolName)):
      let names = name == symbolName ? "'\(name)'" : "'\(name)' (key symbol '\(symbolName)')"
      let outcome =
        name == symbolName && sameNames
        ? "both are generated as '\(accessor.finalName)'"
        : "they are generated as '\(accessor.finalName)' and '\(keySymbol.finalName)'"
      return .warning(
        "\(subject.description) maps to \(names), which cannot name a generated member or key symbol (Swift "
          + "reserves it or generated code uses it); \(outcome). Rename the key to choose the name yourself",
        at: subject.location, rule: .reservedName)
    case (.collision(let keeper, let name), .collision(let symbolKeeper, let symbolName))
    where keeper.kind == .accessor && symbolKeeper.kind == .keySymbol && keeper.text == symbolKeeper.text
      && keeper.table == symbolKeeper.table:
      let sameWanted = name == symbolName
      let wanted = sameWanted ? "'\(name)'" : "'\(name)' (key symbol '\(symbolName)')"
      let outcome =
        sameWanted && sameNames
        ? "this key's accessor and key symbol are generated as '\(accessor.finalName)'"
        : "this key is generated as '\(accessor.finalName)' (key symbol '\(keySymbol.finalName)')"
      return .warning(
        "\(subject.description) and \(keeper.description) both map to the Swift name \(wanted); \(outcome). "
          + "Rename one of the keys to choose the names yourself", at: subject.location, rule: .nameCollision)
    default:
      return nil
    }
  }
}

extension NameSubject: CustomStringConvertible {
  /// The subject in a message: `key 'login.title' (path:line:col)`, `keys starting with 'login.' (first at
  /// path:line:col)`, `key 'title' in Main (path:line:col)` for a key symbol of another table than the default one,
  /// `the table InfoPlist`.
  var description: String {
    let at = location.map { "\($0)" } ?? "?"
    switch kind {
    case .accessor, .keySymbol:
      let table = mentionsTable ? " in \(self.table ?? "")" : ""
      return "key '\(Self.escapedForMessage(text))'\(table) (\(at))"
    case .namespace: return "keys starting with '\(Self.escapedForMessage(text))' (first at \(at))"
    case .tableNamespace, .keyType: return "the table \(text)"
    }
  }

  /// What the subject declares, in `which cannot name a generated …`: `member`, `key symbol`, `enum`, `key type`.
  var declarationNoun: String {
    switch kind {
    case .accessor: "member"
    case .keySymbol: "key symbol"
    case .namespace, .tableNamespace: "enum"
    case .keyType: "key type"
    }
  }

  /// The subject in `… is generated as`: `this key`, `this key's key symbol`, `this namespace`.
  var thisDeclaration: String {
    switch kind {
    case .accessor: "this key"
    case .keySymbol: "this key's key symbol"
    case .namespace: "this namespace"
    case .tableNamespace: "this table's namespace"
    case .keyType: "this table's key type"
    }
  }

  /// Control characters a key may hold, escaped so that a message stays on one line.
  static func escapedForMessage(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
