/// A command-line option that overrides one `l10n-gen.json` key, checked by the same rules as the file.
package struct ConfigOverride: Sendable, Hashable {
  /// The option's value.
  package enum Value: Sendable, Hashable {
    /// `--enum-name L10n`.
    case text(String)
    /// A repeatable option: `--table A --table B`.
    case texts([String])
    /// A flag: `--strict`.
    case flag(Bool)
  }

  /// The configuration key, with its section: `enumName`, `lint.disable`, `sources.previews`.
  package var key: String
  /// The value.
  package var value: Value

  package init(key: String, value: Value) {
    self.key = key
    self.value = value
  }

  /// Applies the override; returns what is wrong with the value (`"must be ..."`) when it is rejected.
  package func apply(to config: inout L10nGenConfig) -> String? {
    let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
    let settings = parts.count == 2 ? ConfigSetting.sections[parts[0]] ?? [:] : ConfigSetting.all
    guard let setting = settings[parts.last ?? key] else { return "is not a configuration key" }
    let location = SourceLocation(file: "<command line>", line: 1, column: 1)
    let node: JSONNode
    switch value {
    case .text(let text): node = JSONNode(content: .string(text), location: location)
    case .texts(let texts):
      node = JSONNode(
        content: .array(texts.map { JSONNode(content: .string($0), location: location) }), location: location)
    case .flag(let flag): node = JSONNode(content: .boolean(flag), location: location)
    }
    guard setting.apply(node, &config) else { return "must be \(setting.expected)" }
    if parts.count == 2, ConfigSetting.ruleListKeys.contains(parts[1]), case .texts(let ids) = value {
      for id in ids where RuleCatalog.descriptor(for: RuleID(rawValue: id)) == nil {
        let suggestion =
          Suggestion.closest(to: id, among: RuleCatalog.all.map(\.id.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
        return "names the unknown rule '\(id)'\(suggestion); run 'l10n-gen rules' to list them"
      }
    }
    return nil
  }
}
