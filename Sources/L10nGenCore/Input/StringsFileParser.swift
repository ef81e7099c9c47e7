public import Foundation

/// Reads `.strings` files. PLACEHOLDER implementation, replaced by the real tokenizer.
public enum StringsFileParser {
  /// Parses the bytes of a `.strings` file. Never throws: problems become diagnostics.
  public static func parse(_ data: Data, path: String) -> StringsFileParseResult {
    var format = PropertyListSerialization.PropertyListFormat.openStep
    let location = SourceLocation(file: path, line: 1, column: 1)
    guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format),
      let dictionary = plist as? [String: Any]
    else {
      return StringsFileParseResult(entries: [], diagnostics: [.error("cannot parse", at: location)])
    }
    let entries = dictionary.keys.sorted().compactMap { key -> StringsFileEntry? in
      guard let value = dictionary[key] as? String else { return nil }
      return StringsFileEntry(key: key, value: value, comment: nil, keyLocation: location, valueLocation: location)
    }
    return StringsFileParseResult(entries: entries, diagnostics: [])
  }
}
