/// The accessors a generated file declares (SwiftGen's `L10n.Login.title`, R.swift's
/// `R.string.localizable.loginTitle`), each with the key and table it looks up, read from the file's own
/// declarations: the file is no source of key uses (``GeneratedSource``), but the code that calls its accessors is.
///
/// A declaration (`var`, `let`, `func`, `case`) inside nested `enum`/`struct` scopes is an accessor when its body
/// names a literal key: SwiftGen's `tr("Table", "key")`, R.swift's `StringResource(key: "key", tableName: "Table")`
/// or `NSLocalizedString("key", tableName: "Table")`. A use is the full path in code, from the outermost scope's name
/// (R.swift's `_R` is also reached as `R`).
package struct GeneratedAccessors: Sendable {
  /// Accessor path (`L10n.Login.title`) → the keys it looks up.
  package private(set) var keys: [String: [SourceScanOptions.TableKey]] = [:]
  /// The outermost scopes' names, where a use's path starts.
  private var roots: Set<String> = []

  /// No accessor.
  package init() {}

  /// Whether no accessor is known.
  package var isEmpty: Bool { keys.isEmpty }

  /// Adds the accessors declared in one generated file's tokens.
  package mutating func collect(_ tokens: [SourceToken]) {
    var scopes: [(name: String, depth: Int)] = []
    var depth = 0
    var pendingScope: String?
    var member: (path: String, key: String?, table: String?)?
    func finish() {
      if let current = member, let key = current.key {
        keys[current.path, default: []].append(.init(table: current.table ?? "Localizable", key: key))
      }
      member = nil
    }
    func literal(_ index: Int) -> String? {
      index < tokens.count ? tokens[index].literal?.staticText : nil
    }
    for index in tokens.indices {
      let token = tokens[index]
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if token.isPunctuation("{") {
        depth += 1
        if let name = pendingScope {
          finish()
          scopes.append((name, depth))
          pendingScope = nil
        }
      } else if token.isPunctuation("}") {
        if scopes.last?.depth == depth {
          finish()
          scopes.removeLast()
        }
        depth -= 1
      } else if token.kind == .identifier, let next, next.kind == .identifier {
        switch token.text {
        case "enum", "struct", "extension":
          pendingScope = next.text
          if scopes.isEmpty { roots.insert(next.text) }
        case "var", "let", "func", "case":
          // A declaration of the scope itself, not a local of a body.
          guard depth == (scopes.last?.depth ?? 0) else { break }
          finish()
          member = ((scopes.map(\.name) + [next.text]).joined(separator: "."), nil, nil)
        default:
          break
        }
      } else if member != nil, member?.key == nil, token.kind == .identifier {
        if token.text == "tr", next?.isPunctuation("(") == true, let table = literal(index + 2),
          tokens.count > index + 4, tokens[index + 3].isPunctuation(","), let key = literal(index + 4)
        {
          member?.key = key
          member?.table = table
        } else if token.text == "key", next?.isPunctuation(":") == true, let key = literal(index + 2) {
          member?.key = key
        } else if token.text == "NSLocalizedString", next?.isPunctuation("(") == true, let key = literal(index + 2) {
          member?.key = key
        }
      }
      // `tableName:` may follow the key.
      if token.isIdentifier("tableName"), next?.isPunctuation(":") == true, let table = literal(index + 2) {
        member?.table = table
      }
    }
    finish()
    if roots.contains("_R") { roots.insert("R") }
  }

  /// The uses of accessors in one file's tokens, as `.generatedAccessor` usages.
  package func usages(in tokens: [SourceToken], path: String) -> [KeyUsage] {
    guard !keys.isEmpty else { return [] }
    var usages: [KeyUsage] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let startsChain =
        token.kind == .identifier && roots.contains(token.text) && (index == 0 || !tokens[index - 1].isPunctuation("."))
      guard startsChain else {
        index += 1
        continue
      }
      var names = [token.text == "R" && !keys.keys.contains(where: { $0.hasPrefix("R.") }) ? "_R" : token.text]
      var cursor = index + 1
      while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier {
        names.append(tokens[cursor + 1].text)
        if let found = keys[names.joined(separator: ".")] {
          let location = SourceLocation(file: path, line: token.position.line, column: token.position.column)
          usages += found.map {
            KeyUsage(key: SourceKey($0.key), table: $0.table, location: location, form: .generatedAccessor)
          }
          break
        }
        cursor += 2
      }
      index = cursor
    }
    return usages
  }
}
