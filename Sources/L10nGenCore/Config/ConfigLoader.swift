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
      guard let setting = ConfigSetting.all[key] else {
        let suggestion =
          Suggestion.closest(to: key, among: L10nGenConfig.knownKeys).map { " Did you mean '\($0)'?" } ?? ""
        let known = L10nGenConfig.knownKeys.joined(separator: ", ")
        diagnostics.append(
          .error(
            "unknown key '\(key)' in the configuration.\(suggestion) Known keys: \(known)", at: location(ofKey: key)))
        continue
      }
      if !setting.apply(dictionary[key]!, &config) {
        typeError(key, setting.expected)
      }
    }
    return (config, diagnostics)
  }
}
