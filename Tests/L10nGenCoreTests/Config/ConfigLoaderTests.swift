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
       "targets": {"App": {"tables": ["App/Resources"], "sources": ["App/Sources"]}}}
      """)
    #expect(diagnostics.isEmpty)
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
    #expect(Set(L10nGenConfig.knownKeys).count == 19)
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

  @Test func contextMustBeAContextKind() {
    let (config, diagnostics) = Self.load("{\n  \"template\": \"team.mustache\",\n  \"context\": \"flat\"\n}")
    #expect(config.context == nil)
    #expect(
      diagnostics.map(\.description) == [
        "l10n-gen.json:3:14: error: 'context' must be one of \"structured\", \"swiftgen\" [invalid-configuration]"
      ])
    #expect(Self.load("{\"context\": \"structured\"}").config.context == .structured)
    #expect(Self.load("{\"context\": 1}").diagnostics.count == 1)
  }

  @Test func invalidJSONAndNonObjectsAreErrors() {
    #expect(Self.load("{").diagnostics.first?.message.hasPrefix("the configuration is not valid JSON") == true)
    #expect(Self.load("[1]").diagnostics.first?.message.hasPrefix("the configuration must be a JSON object") == true)
  }
}
