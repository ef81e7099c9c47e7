package import Foundation

/// Reads `l10n-gen.json` with the project's own located JSON reader, rejecting syntax errors (a trailing comma
/// included), unknown keys and wrong types at their line and column, with a message that says how to fix them.
package enum ConfigLoader {
  /// Parses a configuration file's bytes. Problems are returned as diagnostics located in `path`.
  ///
  /// Every problem is reported, each at its member (syntax errors stop at the first): a key of the wrong type is
  /// skipped and keeps its default, so one run shows all the mistakes of the file. Unknown keys and unknown rule ids in
  /// `lint.disable` and `lint.error` get a "Did you mean" suggestion. All are `invalid-configuration` errors.
  package static func load(_ data: Data, path: String) -> (config: L10nGenConfig, diagnostics: [Diagnostic]) {
    var config = L10nGenConfig()
    var diagnostics: [Diagnostic] = []
    /// Records an `invalid-configuration` error at `location`.
    func error(_ message: String, at location: SourceLocation) {
      diagnostics.append(.error(message, at: location, rule: .invalidConfiguration))
    }

    let root: JSONNode
    switch JSONValueReader.parse(data, path: path) {
    case .success(let node):
      root = node
    case .failure(let syntaxError):
      error("the configuration is not valid JSON: \(syntaxError.message)", at: syntaxError.location)
      return (config, diagnostics)
    }
    guard let members = root.members else {
      error("the configuration must be a JSON object such as {\"enumName\": \"L10n\"}", at: root.location)
      return (config, diagnostics)
    }
    read(members, settings: ConfigSetting.all, section: nil, into: &config, error: error)
    return (config, diagnostics)
  }

  /// Applies each member of an object through its ``ConfigSetting``; a section (`lint`, `sources`; top level only) is
  /// read the same way with its own settings.
  private static func read(
    _ members: [JSONMember], settings: [String: ConfigSetting], section: String?, into config: inout L10nGenConfig,
    error: (String, SourceLocation) -> Void
  ) {
    let knownKeys = (settings.keys + (section == nil ? Array(ConfigSetting.sections.keys) : [])).sorted()
    let prefix = section.map { "'\($0).' " } ?? ""
    for member in members {
      if section == nil, let sectionSettings = ConfigSetting.sections[member.key] {
        guard let sectionMembers = member.value.members else {
          let example =
            member.key == "lint" ? "{\"disable\": [\"untranslated-value\"]}" : "{\"exclude\": [\"**/Generated/**\"]}"
          error("'\(member.key)' must be an object such as \(example)", member.value.location)
          continue
        }
        read(sectionMembers, settings: sectionSettings, section: member.key, into: &config, error: error)
        continue
      }
      guard let setting = settings[member.key] else {
        let suggestion = Suggestion.closest(to: member.key, among: knownKeys).map { " Did you mean '\($0)'?" } ?? ""
        error(
          "unknown key '\(member.key)' in the configuration\(section.map { "'s '\($0)' section" } ?? "")."
            + "\(suggestion) Known keys: \(knownKeys.joined(separator: ", "))", member.keyLocation)
        continue
      }
      guard setting.apply(member.value, &config) else {
        error("\(prefix)'\(member.key)' must be \(setting.expected)", member.value.location)
        continue
      }
      if section != nil, ConfigSetting.ruleListKeys.contains(member.key), case let .array(items) = member.value.content
      {
        for item in items {
          guard let id = item.stringValue, RuleCatalog.descriptor(for: RuleID(rawValue: id)) == nil else { continue }
          let suggestion =
            Suggestion.closest(to: id, among: RuleCatalog.all.map(\.id.rawValue)).map { " Did you mean '\($0)'?" }
            ?? ""
          error("unknown rule '\(id)'.\(suggestion) Run 'l10n-gen rules' to list them", item.location)
        }
      }
    }
  }
}
