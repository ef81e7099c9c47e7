/// The key a call uses, as the code spells it: literal text, and for a literal with interpolations, the format
/// specifier Xcode's extraction puts in place of each (`\(n) files` → `%lld files` for an `Int`).
package struct SourceKey: Hashable, Sendable, CustomStringConvertible {
  /// A run of text or one interpolation.
  package enum Part: Hashable, Sendable {
    /// Literal text.
    case text(String)
    /// An interpolation with the specifier of its type (`%lld`, `%@`), or `nil` when the type cannot be seen.
    case argument(specifier: String?)
  }

  /// The parts in order.
  package var parts: [Part]

  package init(parts: [Part]) {
    var merged: [Part] = []
    for part in parts {
      if case let .text(next) = part, case let .text(previous)? = merged.last {
        merged[merged.count - 1] = .text(previous + next)
      } else {
        merged.append(part)
      }
    }
    self.parts = merged
  }

  /// A key without interpolation.
  package init(_ text: String) {
    self.parts = [.text(text)]
  }

  /// The specifiers an interpolation of unknown type may have become in the table.
  package static let unknownTypeSpecifiers = ["%@", "%lld", "%llu", "%lf", "%f", "%d", "%ld", "%lu", "%u", "%i"]

  /// The key when every part is known, else `nil`.
  package var text: String? {
    var result = ""
    for part in parts {
      switch part {
      case let .text(text): result += text
      case let .argument(specifier?): result += specifier
      case .argument(nil): return nil
      }
    }
    return result
  }

  /// Whether some interpolation has a type the scanner cannot see.
  package var hasUnknownArgument: Bool { text == nil }

  /// The number of interpolations.
  package var argumentCount: Int {
    parts.count { if case .argument = $0 { true } else { false } }
  }

  /// The key as printed in diagnostics: unknown interpolations shown as `%…`.
  package var description: String {
    parts.map { part in
      switch part {
      case let .text(text): text
      case let .argument(specifier): specifier ?? "%…"
      }
    }.joined()
  }

  /// Whether `key` is this key: equal text, and at an unknown interpolation any specifier of
  /// ``unknownTypeSpecifiers`` (a positional `%1$@` too).
  package func matches(_ key: String) -> Bool {
    if let text { return text == key }
    return Self.match(parts[...], Substring(key))
  }

  /// Matches the remaining parts against the remaining key.
  private static func match(_ parts: ArraySlice<Part>, _ key: Substring) -> Bool {
    guard let first = parts.first else { return key.isEmpty }
    let rest = parts.dropFirst()
    switch first {
    case let .text(text):
      return key.hasPrefix(text) && match(rest, key.dropFirst(text.count))
    case let .argument(specifier?):
      return key.hasPrefix(specifier) && match(rest, key.dropFirst(specifier.count))
    case .argument(nil):
      guard key.first == "%" else { return false }
      var body = key.dropFirst()
      // An optional position `1$`.
      let digits = body.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, body.dropFirst(digits.count).first == "$" { body = body.dropFirst(digits.count + 1) }
      for candidate in unknownTypeSpecifiers {
        let conversion = candidate.dropFirst()
        if body.hasPrefix(conversion) && match(rest, body.dropFirst(conversion.count)) { return true }
      }
      return false
    }
  }
}
