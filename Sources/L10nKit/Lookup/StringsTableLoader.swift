import Foundation

/// Reads `<localization>.lproj/<table>.strings` and `.stringsdict` with `PropertyListSerialization` (Apple's own
/// parser, also on Linux) into one table; stringsdict entries win over `.strings` values for the same key.
///
/// `package` so that `ReaderAgreementTests` can compare what it reads with the generator's readers; not public API.
package enum StringsTableLoader {
  /// The merged table, or `nil` when neither file exists or parses.
  package static func load(resourceDirectory: String, localization: String, table: String) -> [String: LocalizedNode]? {
    let folder = (resourceDirectory as NSString).appendingPathComponent("\(localization).lproj")
    let stringsPath = (folder as NSString).appendingPathComponent("\(table).strings")
    let stringsData = FileManager.default.contents(atPath: stringsPath).flatMap { $0.isEmpty ? nil : $0 }
    // The common form is read directly; anything else through Foundation, so the result is always Foundation's.
    let fastStrings = stringsData.flatMap { StringsFileReader.entries(of: $0, makeValue: LocalizedNode.text) }
    let strings = fastStrings == nil ? propertyList(at: stringsPath) : nil
    let stringsdict = propertyList(at: (folder as NSString).appendingPathComponent("\(table).stringsdict"))
    guard fastStrings != nil || strings != nil || stringsdict != nil else { return nil }
    var entries = fastStrings ?? [:]
    for (key, value) in strings ?? [:] {
      if let text = value as? String { entries[key] = .text(text) }
    }
    for (key, value) in stringsdict ?? [:] {
      if let dictionary = value as? [String: Any], let node = entry(from: dictionary) {
        entries[key] = node
      } else if let text = value as? String {
        entries[key] = .text(text)
      }
    }
    return entries
  }

  private static func propertyList(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
    return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
  }

  /// One stringsdict entry: a format entry, a device rule or a width rule (Docs/Formats.md §2.1).
  static func entry(from dictionary: [String: Any]) -> LocalizedNode? {
    if let format = dictionary["NSStringLocalizedFormatKey"] as? String {
      var variables: [String: PluralVariable] = [:]
      for (name, value) in dictionary {
        guard let variable = value as? [String: Any] else { continue }
        var variants: [PluralRuleCategory: String] = [:]
        for category in PluralRuleCategory.allCases {
          if let text = variable[category.rawValue] as? String { variants[category] = text }
        }
        let valueType = variable["NSStringFormatValueTypeKey"] as? String ?? "d"
        variables[name] = PluralVariable(variants: variants, valueType: valueType, argumentNumber: nil)
      }
      return .format(format, variables: variables)
    }
    if let devices = dictionary["NSStringDeviceSpecificRuleType"] as? [String: Any] {
      var variants: [String: LocalizedNode] = [:]
      for (device, value) in devices {
        if let text = value as? String {
          variants[device.lowercased()] = .text(text)
        } else if let nested = value as? [String: Any], let node = entry(from: nested) {
          variants[device.lowercased()] = node
        }
      }
      return .device(variants)
    }
    if let widths = dictionary["NSStringVariableWidthRuleType"] as? [String: Any] {
      var variants: [(width: Int, node: LocalizedNode)] = []
      for (width, value) in widths {
        guard let number = Int(width.trimmingCharacters(in: .whitespaces)) else { continue }
        if let text = value as? String {
          variants.append((number, .text(text)))
        } else if let nested = value as? [String: Any], let node = entry(from: nested) {
          variants.append((number, node))
        }
      }
      return .width(variants.sorted { $0.width < $1.width })
    }
    return nil
  }
}
