/// How one key of `l10n-gen.json` is read: what it must be, and how a valid value is stored.
///
/// The same table serves the configuration file (``ConfigLoader``) and the command-line options (``ConfigOverride``),
/// so a value is accepted or rejected identically in both places, with the same message.
struct ConfigSetting: Sendable {
  /// What the value must be, for the error message (`"true or false"`).
  var expected: String
  /// Stores the value and returns `true`, or returns `false` when it has the wrong type or form.
  var apply: @Sendable (JSONNode, inout L10nGenConfig) -> Bool

  /// Every key the configuration accepts except the sections (``sections``), which ``ConfigLoader`` reads member by
  /// member.
  static let all: [String: ConfigSetting] = [
    "enumName": text(expected: "a Swift type name such as \"L10n\"") { config, name in
      guard SwiftIdentifierCheck.isPlainIdentifier(name) else { return false }
      config.enumName = name
      return true
    },
    "accessLevel": text(expected: "one of \"internal\", \"public\", \"package\"") { config, raw in
      guard let level = AccessLevel(rawValue: raw) else { return false }
      config.accessLevel = level
      return true
    },
    "structure": text(expected: "\"nested\" or \"flat\"") { config, raw in
      guard let structure = L10nGenConfig.Structure(rawValue: raw) else { return false }
      config.structure = structure
      return true
    },
    "separator": nonEmptyText(expected: "a non-empty string such as \".\"") { $0.separator = $1 },
    "developmentLanguage": nonEmptyText(expected: "a language code such as \"en\"") { $0.developmentLanguage = $1 },
    "bundle": nonEmptyText(expected: "a Swift expression of type Bundle, such as \"Bundle.main\"") { $0.bundle = $1 },
    "template": nonEmptyText(
      expected:
        "a built-in template name (\(TemplateMode.builtinNames.joined(separator: ", "))) or a path to a .mustache file"
    ) { $0.template = $1 },
    "style": text(expected: "one of \(TemplateMode.builtinNames.map { "\"\($0)\"" }.joined(separator: ", "))") {
      config, raw in
      guard TemplateMode.builtinNames.contains(raw) else { return false }
      config.template = raw
      return true
    },
    "symbolNames": ConfigSetting(
      expected: "an object of keys and Swift names such as {\"action.cancel\": \"cancelAction\"}"
    ) {
      value, config in
      guard case let .object(fields) = value.content else { return false }
      var names: [String: String] = [:]
      for field in fields {
        guard let name = field.value.stringValue, SwiftIdentifierCheck.isPlainIdentifier(name) else { return false }
        names[field.key] = name
      }
      config.symbolNames = names
      return true
    },
    "context": text(expected: "one of \(TemplateContextKind.quotedNames)") { config, raw in
      guard let context = TemplateContextKind(rawValue: raw) else { return false }
      config.context = context
      return true
    },
    "tables": textArray(expected: "an array of table names such as [\"Localizable\"]") { $0.tables = $1 },
    "keySymbols": flag { $0.keySymbols = $1 },
    "ibKeyPaths": textArray(expected: "an array of runtime attribute key paths such as [\"localizableString\"]") {
      $0.ibKeyPaths = $1
    },
    "interfaceTable": nonEmptyText(expected: "a table name such as \"Localizable\"") { $0.interfaceTable = $1 },
    "warningsAsErrors": flag { $0.warningsAsErrors = $1 },
    "sourceFunctions": textArray(expected: "an array of function names such as [\"Localized\"]") {
      $0.sourceFunctions = $1
    },
    "sourceSuffixes": textArray(expected: "an array of member names such as [\"localized\"]") {
      $0.sourceSuffixes = $1
    },
    "dynamicKeys": textArray(expected: "an array of key patterns such as [\"onboarding.page.*\"]") {
      $0.dynamicKeys = $1
    },
    "checkSources": flag { $0.checkSources = $1 },
    "targets": ConfigSetting(
      expected:
        "an object of targets such as {\"App\": {\"tables\": [\"App/Resources\"], \"sources\": [\"App/Sources\"]}}"
    ) { value, config in
      guard let members = value.members else { return false }
      var targets: [SourceTarget] = []
      for member in members {
        guard let fields = member.value.members, !member.key.isEmpty else { return false }
        var tables: [String]?
        var sources: [String]?
        for field in fields {
          guard case let .array(items) = field.value.content else { return false }
          let paths = items.compactMap(\.stringValue)
          guard paths.count == items.count, !paths.isEmpty else { return false }
          switch field.key {
          case "tables": tables = paths
          case "sources": sources = paths
          default: return false
          }
        }
        guard let tables, let sources else { return false }
        targets.append(SourceTarget(name: member.key, tables: tables, sources: sources))
      }
      config.targets = targets
      return true
    },
    "exclude": textArray(expected: "an array of path globs such as [\"**/Generated/**\"]") { $0.exclude = $1 },
    "shards": ConfigSetting(
      expected: "a whole number from 1 to \(ShardPlan.maximumCount), or an object of them by table such as "
        + "{\"Localizable\": 8}"
    ) { value, config in
      let range = 1...ShardPlan.maximumCount
      if let count = wholeNumber(value), range.contains(count) {
        config.shards.defaultCount = count
        return true
      }
      guard let members = value.members else { return false }
      var counts: [String: Int] = [:]
      for member in members {
        guard !member.key.isEmpty, let count = wholeNumber(member.value), range.contains(count) else { return false }
        counts[member.key] = count
      }
      config.shards.counts = counts
      return true
    },
    "shardKeysAbove": ConfigSetting(expected: "a whole number of keys of at least 1 such as 2000") { value, config in
      guard let keys = wholeNumber(value), keys >= 1 else { return false }
      config.shards.keysAbove = keys
      return true
    },
  ]

  /// The members of the `lint` object.
  static let lint: [String: ConfigSetting] = [
    "disable": textArray(expected: "an array of rule identifiers such as [\"untranslated-value\"]") {
      $0.lint.disabledRules = $1.map(RuleID.init(rawValue:))
    },
    "error": textArray(expected: "an array of rule identifiers such as [\"missing-translation\"]") {
      $0.lint.errorRules = $1.map(RuleID.init(rawValue:))
    },
    "languages": textArray(expected: "an array of language codes such as [\"de\", \"fr\"]") {
      $0.lint.languages = $1
    },
    "ibMissingEntries": text(expected: "\"warning\", \"note\" or \"off\"") { config, raw in
      switch raw {
      case "warning": config.lint.ibMissingEntries = .warning
      case "note": config.lint.ibMissingEntries = .note
      case "off": config.lint.ibMissingEntries = nil
      default: return false
      }
      return true
    },
    "translationLength": ConfigSetting(expected: "a number greater than 1 such as 2") { value, config in
      guard case let .number(text) = value.content, let ratio = Double(text), ratio > 1, ratio.isFinite else {
        return false
      }
      config.lint.translationLengthRatio = ratio
      return true
    },
  ]

  /// The members of the `sources` object: how code is read for the source rules.
  static let sources: [String: ConfigSetting] = [
    "previews": flag { $0.sources.previews = $1 },
    "exclude": textArray(expected: "an array of path patterns such as [\"**/Generated/**\"]") { config, patterns in
      config.sources.exclude = patterns
    },
  ]

  /// The objects of `l10n-gen.json` whose members are settings of their own, by key.
  static let sections: [String: [String: ConfigSetting]] = ["lint": lint, "sources": sources]

  /// The rule identifiers a `lint` member names, for checking them against ``RuleCatalog``.
  static let ruleListKeys: Set<String> = ["disable", "error"]

  /// A setting whose value is a string, stored by `store` when it accepts it.
  private static func text(
    expected: String, _ store: @escaping @Sendable (inout L10nGenConfig, String) -> Bool
  ) -> ConfigSetting {
    ConfigSetting(expected: expected) { value, config in
      guard let text = value.stringValue else { return false }
      return store(&config, text)
    }
  }

  /// A setting whose value is a non-empty string, stored as is.
  private static func nonEmptyText(
    expected: String, _ store: @escaping @Sendable (inout L10nGenConfig, String) -> Void
  ) -> ConfigSetting {
    text(expected: expected) { config, text in
      guard !text.isEmpty else { return false }
      store(&config, text)
      return true
    }
  }

  /// A setting whose value is an array of strings; any other element rejects the whole array.
  private static func textArray(
    expected: String, _ store: @escaping @Sendable (inout L10nGenConfig, [String]) -> Void
  ) -> ConfigSetting {
    ConfigSetting(expected: expected) { value, config in
      guard case let .array(items) = value.content else { return false }
      let texts = items.compactMap(\.stringValue)
      guard texts.count == items.count else { return false }
      store(&config, texts)
      return true
    }
  }

  /// The value of a JSON number written as a whole number (`8`, not `8.0` or `8e0`); `nil` for anything else.
  private static func wholeNumber(_ value: JSONNode) -> Int? {
    guard case let .number(text) = value.content else { return nil }
    return Int(text)
  }

  /// A setting whose value is `true` or `false`.
  private static func flag(_ store: @escaping @Sendable (inout L10nGenConfig, Bool) -> Void) -> ConfigSetting {
    ConfigSetting(expected: "true or false") { value, config in
      guard let flag = value.booleanValue else { return false }
      store(&config, flag)
      return true
    }
  }
}
