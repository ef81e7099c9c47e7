import Foundation
import L10nGenCore
import Testing

@Suite struct ConfigLoaderTests {
  static func load(_ json: String) -> (config: L10nGenConfig, diagnostics: [Diagnostic]) {
    ConfigLoader.load(Data(json.utf8), path: "l10n-gen.json")
  }

  @Test func readsEveryKey() {
    let (config, diagnostics) = Self.load(
      """
      {"enumName": "Strings", "accessLevel": "package", "structure": "flat", "separator": "_",
       "developmentLanguage": "de", "bundle": "Bundle.main", "template": "swiftgen", "tables": ["Main"],
       "keySymbols": true, "warningsAsErrors": true, "context": "swiftgen", "ibKeyPaths": ["localizableString"],
       "interfaceTable": "Interface", "sourceFunctions": ["Localized"], "sourceSuffixes": ["localized"],
       "dynamicKeys": ["onboarding.page.*"], "checkSources": true, "exclude": ["**/Generated/**"],
       "targets": {"App": {"tables": ["App/Resources"], "sources": ["App/Sources"]}},
       "symbolNames": {"action_cancel": "cancelAction"}}
      """)
    #expect(diagnostics.isEmpty)
    #expect(config.symbolNames == ["action_cancel": "cancelAction"])
    #expect(config.enumName == "Strings")
    #expect(config.accessLevel == .package)
    #expect(config.structure == .flat)
    #expect(config.separator == "_")
    #expect(config.developmentLanguage == "de")
    #expect(config.bundle == "Bundle.main")
    #expect(config.template == "swiftgen")
    #expect(config.context == .swiftgen)
    #expect(config.tables == ["Main"])
    #expect(config.keySymbols)
    #expect(config.warningsAsErrors)
    #expect(config.ibKeyPaths == ["localizableString"])
    #expect(config.interfaceTable == "Interface")
    #expect(config.sourceFunctions == ["Localized"])
    #expect(config.sourceSuffixes == ["localized"])
    #expect(config.dynamicKeys == ["onboarding.page.*"])
    #expect(config.checkSources)
    #expect(config.exclude == ["**/Generated/**"])
    #expect(config.targets == [SourceTarget(name: "App", tables: ["App/Resources"], sources: ["App/Sources"])])
    #expect(Set(L10nGenConfig.knownKeys).count == 23)
  }

  @Test func readsTheSourcesSection() {
    let (config, diagnostics) = Self.load(
      #"{"sources": {"previews": true, "exclude": ["**/Generated/**", "R.generated.swift"]}}"#)
    #expect(diagnostics.isEmpty)
    #expect(config.sources.previews)
    #expect(config.sources.exclude == ["**/Generated/**", "R.generated.swift"])
    #expect(config.sources.excludes("App/Generated/Strings.swift"))
    #expect(config.sources.excludes("/work/App/R.generated.swift"))
    #expect(!config.sources.excludes("App/Views/Home.swift"))
    #expect(L10nGenConfig().sources == SourceSettings())
    #expect(!L10nGenConfig().sources.previews)
  }

  @Test func sourcesSectionMistakesAreLocated() {
    let (config, diagnostics) = Self.load(
      "{\n  \"sources\": {\"previews\": \"yes\", \"exlude\": []},\n  \"lint\": {\"disable\": []}\n}")
    #expect(config.sources == SourceSettings())
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:2:27: error: 'sources.' 'previews' must be true or false [invalid-configuration]",
        "l10n-gen.json:2:34: error: unknown key 'exlude' in the configuration's 'sources' section. Did you mean "
          + "'exclude'? Known keys: exclude, previews [invalid-configuration]",
      ])
    #expect(
      Self.load(#"{"sources": []}"#).diagnostics.map(\.message) == [
        #"'sources' must be an object such as {"exclude": ["**/Generated/**"]}"#
      ])
    var overridden = L10nGenConfig()
    #expect(ConfigOverride(key: "sources.previews", value: .flag(true)).apply(to: &overridden) == nil)
    #expect(overridden.sources.previews)
  }

  @Test func wrongValuesSayWhatIsExpectedWhere() {
    let (config, diagnostics) = Self.load(
      "{\n  \"accessLevel\": \"open\",\n  \"enumName\": \"1st\",\n  \"separator\": \"\"\n}")
    #expect(config == L10nGenConfig())
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:2:18: error: 'accessLevel' must be one of \"internal\", \"public\", \"package\" "
          + "[invalid-configuration]",
        "l10n-gen.json:3:15: error: 'enumName' must be a Swift type name such as \"L10n\" [invalid-configuration]",
        "l10n-gen.json:4:16: error: 'separator' must be a non-empty string such as \".\" [invalid-configuration]",
      ])
  }

  @Test func readsShards() {
    let counts = Self.load(#"{"shards": {"Localizable": 8, "InfoPlist": 1}, "shardKeysAbove": 2000}"#)
    #expect(counts.diagnostics.isEmpty)
    #expect(counts.config.shards == ShardPlan(counts: ["Localizable": 8, "InfoPlist": 1], keysAbove: 2000))
    let everyTable = Self.load(#"{"shards": 64}"#)
    #expect(everyTable.diagnostics.isEmpty)
    #expect(everyTable.config.shards == ShardPlan(defaultCount: 64))
  }

  @Test func badShardValuesSayWhatIsExpectedWhere() {
    let (config, diagnostics) = Self.load(
      "{\n  \"shards\": 0,\n  \"shardKeysAbove\": 2.5\n}")
    #expect(config.shards == ShardPlan())
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:2:13: error: 'shards' must be a whole number from 1 to 64, or an object of them by table such "
          + "as {\"Localizable\": 8} [invalid-configuration]",
        "l10n-gen.json:3:21: error: 'shardKeysAbove' must be a whole number of keys of at least 1 such as 2000 "
          + "[invalid-configuration]",
      ])
    for bad in [
      #"{"shards": 65}"#, #"{"shards": "8"}"#, #"{"shards": {"Localizable": 0}}"#, #"{"shards": true}"#,
      #"{"shards": {"": 2}}"#, #"{"shardKeysAbove": 0}"#, #"{"shardKeysAbove": -5}"#, #"{"shards": 8.0}"#,
    ] {
      #expect(Self.load(bad).diagnostics.map(\.rule) == [.invalidConfiguration], "\(bad)")
    }
  }

  /// `style` names a built-in template; anything else is an error that lists the styles.
  @Test func styleNamesABuiltinTemplate() {
    #expect(Self.load(#"{"style": "xcode-symbols"}"#).config.templateMode == .xcodeSymbols)
    #expect(Self.load(#"{"style": "flat"}"#).config.templateMode == .flat)
    let (config, diagnostics) = Self.load(#"{"style": "Templates/my.mustache"}"#)
    #expect(config.template == "structured")
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:1:11: error: 'style' must be one of \"structured\", \"flat\", \"swiftgen\", \"xcode-symbols\" "
          + "[invalid-configuration]"
      ])
    #expect(Self.load(#"{"symbolNames": {"a": "not a name"}}"#).diagnostics.map(\.rule) == [.invalidConfiguration])
  }

  @Test func contextMustBeAContextKind() {
    let (config, diagnostics) = Self.load("{\n  \"template\": \"team.mustache\",\n  \"context\": \"flat\"\n}")
    #expect(config.context == nil)
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:3:14: error: 'context' must be one of \"structured\", \"swiftgen\", \"xcode-symbols\" [invalid-configuration]"
      ])
    #expect(Self.load("{\"context\": \"structured\"}").config.context == .structured)
    #expect(Self.load("{\"context\": 1}").diagnostics.count == 1)
  }

  @Test func invalidJSONAndNonObjectsAreErrors() {
    #expect(Self.load("{").diagnostics.first?.message.hasPrefix("the configuration is not valid JSON") == true)
    #expect(Self.load("[1]").diagnostics.first?.message.hasPrefix("the configuration must be a JSON object") == true)
  }
}
