internal import Foundation
internal import L10nGenCore

/// Finds and repairs, in one catalog, what translation platforms write and Xcode never does; each repair is a located
/// warning.
///
/// - `\/` in a string (rule `escaped-slash`): JSON allows it, Xcode writes `/`. One warning per file, at the first.
/// - A `stringUnit` without `state` (rule `missing-state`): Xcode needs one; the repair sets `translated`, as the
///   platform delivered the text as a translation (the source language's units are translated by definition).
/// - `%s` or `%N$s` in a translation where the source language's text has an object (`%@`) at that argument (rule
///   `c-string-specifier`): platforms that convert from Android or gettext write `%s`, which makes `String(format:)`
///   read a Swift string as a C pointer. The repair writes `%@` (`%N$@`). A `%s` the source text has too is left
///   alone.
///
/// The repaired tree always holds every repair; ``CatalogFormatResult/output(fixing:)`` decides whether it is
/// written.
struct CatalogRepairer {
  /// The file's path, for locations.
  let path: String
  /// One warning per repair, in file order.
  private(set) var diagnostics: [Diagnostic] = []

  /// A repairer for the file at `path`.
  init(path: String) {
    self.path = path
  }

  /// The catalog `root` (read from `data`) as a value with every repair applied.
  mutating func repair(_ root: JSONNode, data: Data) -> XcodeJSONValue {
    if let slash = Self.firstEscapedSlash(in: data, path: path) {
      diagnostics.append(
        .warning(
          "'/' is escaped as '\\/' \(slash.count == 1 ? "once" : "\(slash.count) times") (a translation platform's "
            + "JSON; Xcode writes '/'); format --fix writes '/'",
          at: slash.location, rule: .escapedSlash))
    }
    guard let members = root.members else { return XcodeJSONValue(root) }
    let sourceLanguage = members.first { $0.key == "sourceLanguage" }?.value.stringValue
    return .object(
      members.map { member in
        guard member.key == "strings", let strings = member.value.members else {
          return (key: member.key, value: XcodeJSONValue(member.value))
        }
        return (
          key: member.key,
          value: .object(
            strings.map { (key: $0.key, value: repairEntry($0.value, key: $0.key, sourceLanguage: sourceLanguage)) })
        )
      })
  }

  /// One key's entry with its localizations repaired.
  private mutating func repairEntry(_ node: JSONNode, key: String, sourceLanguage: String?) -> XcodeJSONValue {
    guard let members = node.members else { return XcodeJSONValue(node) }
    let localizations = members.first { $0.key == "localizations" }?.value.members ?? []
    var sourceTexts: [String: String] = [:]
    if let sourceLanguage, let source = localizations.first(where: { $0.key == sourceLanguage }) {
      Self.collectTexts(of: source.value, path: "", into: &sourceTexts)
    }
    let context = UnitContext(key: key, sourceLanguage: sourceLanguage, sourceTexts: sourceTexts)
    return .object(
      members.map { member in
        guard member.key == "localizations", let languages = member.value.members else {
          return (key: member.key, value: XcodeJSONValue(member.value))
        }
        return (
          key: member.key,
          value: .object(
            languages.map { (key: $0.key, value: repairNode($0.value, language: $0.key, path: "", context: context)) })
        )
      })
  }

  /// What the repairs of one key's units need to know.
  private struct UnitContext {
    /// The catalog key.
    var key: String
    /// The catalog's `sourceLanguage`.
    var sourceLanguage: String?
    /// The source language's unit texts by variant path (`""`, `plural.one`, `substitutions.n.plural.one`).
    var sourceTexts: [String: String]

    /// The source text a translation at variant `path` is compared with: the same variant, else its `other`, else
    /// the plain text, else the key (a key is its own source text when the source language has no unit).
    func sourceText(at path: String) -> String {
      if let text = sourceTexts[path] { return text }
      if let dot = path.lastIndex(of: "."), let other = sourceTexts[path[..<dot] + ".other"] { return other }
      return sourceTexts[""] ?? (sourceTexts.isEmpty ? key : "")
    }
  }

  /// A localization or variant node: its `stringUnit` repaired, its variations and substitutions walked.
  private mutating func repairNode(_ node: JSONNode, language: String, path: String, context: UnitContext)
    -> XcodeJSONValue
  {
    guard let members = node.members else { return XcodeJSONValue(node) }
    var repaired: [(key: String, value: XcodeJSONValue)] = []
    for member in members {
      switch member.key {
      case "stringUnit":
        repaired.append(
          (key: member.key, value: repairUnit(member.value, language: language, path: path, context: context)))
      case "variations", "substitutions":
        repaired.append(
          (
            key: member.key,
            value: repairGroups(
              member.value, language: language, path: path, isSubstitution: member.key == "substitutions",
              context: context)
          ))
      default:
        repaired.append((key: member.key, value: XcodeJSONValue(member.value)))
      }
    }
    return .object(repaired)
  }

  /// `variations` (kind → selector → node) or `substitutions` (name → node with its own `variations`) of the node at
  /// variant `path`.
  private mutating func repairGroups(
    _ node: JSONNode, language: String, path: String, isSubstitution: Bool, context: UnitContext
  ) -> XcodeJSONValue {
    guard let groups = node.members else { return XcodeJSONValue(node) }
    return .object(
      groups.map { group in
        // A substitution is a node; a variation kind (`plural`, `device`) holds one node per selector.
        let groupPath = Self.joined(isSubstitution ? Self.joined(path, "substitutions") : path, group.key)
        if isSubstitution {
          return (
            key: group.key, value: repairNode(group.value, language: language, path: groupPath, context: context)
          )
        }
        guard let selectors = group.value.members else { return (key: group.key, value: XcodeJSONValue(group.value)) }
        return (
          key: group.key,
          value: .object(
            selectors.map {
              (
                key: $0.key,
                value: repairNode(
                  $0.value, language: language, path: Self.joined(groupPath, $0.key), context: context)
              )
            })
        )
      })
  }

  /// One `stringUnit`: a missing `state` added, `%s` for the source's `%@` replaced.
  private mutating func repairUnit(_ node: JSONNode, language: String, path: String, context: UnitContext)
    -> XcodeJSONValue
  {
    guard let members = node.members else { return XcodeJSONValue(node) }
    var unit = members.map { (key: $0.key, value: XcodeJSONValue($0.value)) }
    let place = path.isEmpty ? "" : " (\(path))"
    if !members.contains(where: { $0.key == "state" }) {
      diagnostics.append(
        .warning(
          "'\(context.key)' in \(language)\(place): the stringUnit has no \"state\", which Xcode needs; "
            + "format --fix sets \"translated\"",
          at: node.location, rule: .missingState, language: language))
      unit.append((key: "state", value: .string("translated")))
    }
    if language != context.sourceLanguage, let valueNode = members.first(where: { $0.key == "value" })?.value,
      let text = valueNode.stringValue,
      let fixed = Self.replacingCStringSpecifiers(in: text, source: context.sourceText(at: path))
    {
      diagnostics.append(
        .warning(
          "'\(context.key)' in \(language)\(place): '%s' reads a C string where the source text passes an object "
            + "('%@'), which crashes String(format:); format --fix writes '%@'",
          at: valueNode.location, rule: .cStringSpecifier, language: language))
      if let index = unit.firstIndex(where: { $0.key == "value" }) { unit[index].value = .string(fixed) }
    }
    return .object(unit)
  }

  /// `text` with each plain `%s` or `%N$s` whose argument is an object (`%@`) in `source` written `%@` (`%N$@`);
  /// `nil` when there is none.
  static func replacingCStringSpecifiers(in text: String, source: String) -> String? {
    guard text.contains("s") else { return nil }
    let placeholders = FormatStringParser.parse(text).placeholders.filter {
      $0.role == .value && $0.conversion == "s" && $0.lengthModifier.isEmpty
        && $0.text.unicodeScalars.dropFirst().dropLast().allSatisfy { ("0"..."9").contains($0) || $0 == "$" }
    }
    guard !placeholders.isEmpty else { return nil }
    let objectPositions = Set(
      FormatStringParser.parse(source).placeholders.filter { $0.role == .value && $0.type == .string }.map(\.position))
    let replaced = placeholders.filter { objectPositions.contains($0.position) }
    guard !replaced.isEmpty else { return nil }
    var scalars = Array(text.unicodeScalars)
    for placeholder in replaced {
      let conversion = placeholder.offset + placeholder.text.unicodeScalars.count - 1
      guard scalars.indices.contains(conversion), scalars[conversion] == "s" else { continue }
      scalars[conversion] = "@"
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// The `stringUnit` texts below a localization node, by variant path.
  private static func collectTexts(of node: JSONNode, path: String, into texts: inout [String: String]) {
    guard let members = node.members else { return }
    for member in members {
      switch member.key {
      case "stringUnit":
        if let text = member.value.members?.first(where: { $0.key == "value" })?.value.stringValue {
          texts[path] = text
        }
      case "variations":
        for kind in member.value.members ?? [] {
          for selector in kind.value.members ?? [] {
            collectTexts(of: selector.value, path: joined(joined(path, kind.key), selector.key), into: &texts)
          }
        }
      case "substitutions":
        for substitution in member.value.members ?? [] {
          collectTexts(
            of: substitution.value, path: joined(joined(path, "substitutions"), substitution.key), into: &texts)
        }
      default: break
      }
    }
  }

  /// `path.component`, or `component` at the top.
  private static func joined(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : path + "." + component
  }

  /// Where the first `\/` escape is, and how many there are, in the JSON text `data`; `nil` when there is none.
  static func firstEscapedSlash(in data: Data, path: String) -> (location: SourceLocation, count: Int)? {
    var first: Int?
    var count = 0
    var inString = false
    var index = data.startIndex
    while index < data.endIndex {
      let byte = data[index]
      if inString && byte == UInt8(ascii: "\\") {
        let next = data.index(after: index)
        if next < data.endIndex && data[next] == UInt8(ascii: "/") {
          count += 1
          if first == nil { first = index }
        }
        index = data.index(index, offsetBy: 2, limitedBy: data.endIndex) ?? data.endIndex
        continue
      }
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      index = data.index(after: index)
    }
    guard let first else { return nil }
    // Located as the readers locate: lines end at `\n`, `\r\n` and a lone `\r`, columns count Unicode scalars, and
    // a UTF-8 byte-order mark is before line 1, column 1.
    var line = 1
    var column = 1
    let bytes = data[data.startIndex..<first]
    var start = bytes.startIndex
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = bytes.index(start, offsetBy: 3) }
    var previous: UInt8 = 0
    for byte in bytes[start...] {
      if byte == UInt8(ascii: "\n") {
        if previous != UInt8(ascii: "\r") { line += 1 }
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previous = byte
    }
    return (SourceLocation(file: path, line: line, column: column), count)
  }
}
