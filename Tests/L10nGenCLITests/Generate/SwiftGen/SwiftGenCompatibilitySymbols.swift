import Foundation

/// Reads the public API out of a file SwiftGen generated with `structured-swift5`, and writes a call site that
/// uses every symbol with its exact type.
enum SwiftGenCompatibilitySymbols {
  /// One accessor: `L10n.Settings.title` (a `String`) or `L10n.Apples.count` (a function of `parameterTypes`).
  struct Symbol: Hashable, Sendable {
    /// The enum path and name as written, backticks included: `["L10n", "Apples", "count"]`.
    var path: [String]
    /// `nil` for a property, the parameter types of a function (`["Int", "Any"]`) otherwise.
    var parameterTypes: [String]?

    /// `let _: String = L10n.A.b` or `let _: (Int, Any) -> String = L10n.A.c`.
    var reference: String {
      let type = parameterTypes.map { "(\($0.joined(separator: ", "))) -> String" } ?? "String"
      return "let _: \(type) = \(path.joined(separator: "."))"
    }
  }

  /// Every `static let`/`static var`/`static func` declared inside nested enums only (the `tr` helper of the
  /// `extension` and the bundle token are not API).
  static func symbols(inSwiftGenOutput source: String) -> [Symbol] {
    var symbols: [Symbol] = []
    // One entry per open brace: the enum name, or nil for any other scope.
    var scopes: [String?] = []
    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = codeOnly(String(rawLine))
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let enumName = declaredName(in: trimmed, after: "enum ")
      let enumPath = scopes.compactMap { $0 }
      if scopes.allSatisfy({ $0 != nil }), !enumPath.isEmpty {
        if let name = declaredName(in: trimmed, after: "static let ") ?? declaredPropertyName(in: trimmed) {
          symbols.append(Symbol(path: enumPath + [name], parameterTypes: nil))
        } else if let name = declaredName(in: trimmed, after: "static func "),
          let open = trimmed.firstIndex(of: "("), let close = trimmed.lastIndex(of: ")")
        {
          let parameters = trimmed[trimmed.index(after: open)..<close].split(separator: ",").map { parameter in
            String(parameter.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces)
          }
          symbols.append(Symbol(path: enumPath + [name], parameterTypes: parameters))
        }
      }
      var declaredEnum = enumName
      for character in line {
        if character == "{" {
          scopes.append(declaredEnum)
          declaredEnum = nil
        } else if character == "}" {
          _ = scopes.popLast()
        }
      }
    }
    return symbols
  }

  /// A Swift file with one reference per symbol, one per line, in a function (line `firstLine + index`).
  static func callSite(for symbols: [Symbol]) -> (source: String, firstLine: Int) {
    let lines = ["// Every public symbol of SwiftGen's output, with its type.", "func useEverySymbol() {"]
    let body = symbols.map { "  \($0.reference)" }
    return ((lines + body + ["}", ""]).joined(separator: "\n"), lines.count + 1)
  }

  /// `static var name: String {` → `name`.
  private static func declaredPropertyName(in line: String) -> String? {
    guard let name = declaredName(in: line, after: "static var "), line.contains(": String {") else { return nil }
    return name
  }

  /// The identifier after `keyword` (`enum `, `static let `...), backticks kept; nil when absent.
  private static func declaredName(in line: String, after keyword: String) -> String? {
    guard let range = line.range(of: keyword) else { return nil }
    let rest = line[range.upperBound...]
    if rest.hasPrefix("`") {
      guard let close = rest.dropFirst().firstIndex(of: "`") else { return nil }
      return String(rest[...close])
    }
    let name = rest.prefix { !" :=({<".contains($0) }
    return name.isEmpty ? nil : String(name)
  }

  /// The line without string literal contents and `//` comments, so braces inside them do not count.
  private static func codeOnly(_ line: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          result.append(character)
        }
        continue
      }
      if character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" { inString = true }
      result.append(character)
      previous = character
    }
    return result
  }
}
