public import Foundation

/// Reads `l10n-gen.json`, rejecting unknown keys and wrong types with a message that says how to fix them.
public enum ConfigLoader {
  /// Parses a configuration file's bytes. Problems are returned as diagnostics located in `path`.
  public static func load(_ data: Data, path: String) -> (config: L10nGenConfig, diagnostics: [Diagnostic]) {
    var config = L10nGenConfig()
    var diagnostics: [Diagnostic] = []
    let fileLocation = SourceLocation(file: path, line: 1, column: 1)
    let text = String(decoding: data, as: UTF8.self)

    func location(ofKey key: String) -> SourceLocation {
      let needle = "\"\(key)\""
      guard let range = text.range(of: needle) else { return fileLocation }
      let prefix = text[..<range.lowerBound]
      let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      let column =
        prefix.distance(
          from: prefix.lastIndex(of: "\n").map { prefix.index(after: $0) } ?? prefix.startIndex, to: prefix.endIndex)
        + 1
      return SourceLocation(file: path, line: line, column: column)
    }
    func typeError(_ key: String, _ expected: String) {
      diagnostics.append(.error("'\(key)' must be \(expected)", at: location(ofKey: key)))
    }

    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      diagnostics.append(.error("the configuration is not valid JSON (\(reason)); fix the syntax", at: fileLocation))
      return (config, diagnostics)
    }
    guard let dictionary = object as? [String: Any] else {
      diagnostics.append(
        .error("the configuration must be a JSON object such as {\"enumName\": \"L10n\"}", at: fileLocation))
      return (config, diagnostics)
    }
    for key in dictionary.keys.sorted() {
      let value = dictionary[key]!
      switch key {
      case "enumName":
        guard let name = value as? String, SwiftIdentifierCheck.isPlainIdentifier(name) else {
          typeError(key, "a Swift type name such as \"L10n\"")
          continue
        }
        config.enumName = name
      case "accessLevel":
        guard let raw = value as? String, let level = AccessLevel(rawValue: raw) else {
          typeError(key, "one of \"internal\", \"public\", \"package\"")
          continue
        }
        config.accessLevel = level
      case "structure":
        guard let raw = value as? String, let structure = L10nGenConfig.Structure(rawValue: raw) else {
          typeError(key, "\"nested\" or \"flat\"")
          continue
        }
        config.structure = structure
      case "separator":
        guard let separator = value as? String, !separator.isEmpty else {
          typeError(key, "a non-empty string such as \".\"")
          continue
        }
        config.separator = separator
      case "developmentLanguage":
        guard let language = value as? String, !language.isEmpty else {
          typeError(key, "a language code such as \"en\"")
          continue
        }
        config.developmentLanguage = language
      case "bundle":
        guard let bundle = value as? String, !bundle.isEmpty else {
          typeError(key, "a Swift expression of type Bundle, such as \"Bundle.main\"")
          continue
        }
        config.bundle = bundle
      case "template":
        guard let template = value as? String, !template.isEmpty else {
          typeError(key, "a built-in template name (structured, flat, swiftgen) or a path to a .mustache file")
          continue
        }
        config.template = template
      case "tables":
        guard let tables = value as? [String] else {
          typeError(key, "an array of table names such as [\"Localizable\"]")
          continue
        }
        config.tables = tables
      case "keySymbols":
        guard let flag = value as? Bool else {
          typeError(key, "true or false")
          continue
        }
        config.keySymbols = flag
      case "warningsAsErrors":
        guard let flag = value as? Bool else {
          typeError(key, "true or false")
          continue
        }
        config.warningsAsErrors = flag
      default:
        let suggestion =
          Suggestion.closest(to: key, among: L10nGenConfig.knownKeys).map { " Did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          .error(
            "unknown key '\(key)' in the configuration.\(suggestion) Known keys: \(L10nGenConfig.knownKeys.joined(separator: ", "))",
            at: location(ofKey: key)))
      }
    }
    return (config, diagnostics)
  }
}
