import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Storyboards and xibs in `generate` and `lint`: Interface Builder tables (no API, checked against their Base
/// document) and the `lz*` keys (checked against the interface table, listed in the registry).
@Suite struct IBProjectRuleTests {
  /// The storyboard of `IBProjectFixture`.
  static let storyboard = IBProjectFixture.storyboard

  /// The files of `IBProjectFixture`, by path.
  static let files = IBProjectFixture.files

  static func run(
    _ files: [String: String] = files, config: L10nGenConfig = L10nGenConfig(), validator: ProjectValidator = .lint
  ) -> GeneratorPipeline.Result {
    let inputs = files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }
    return GeneratorPipeline.run(
      files: inputs, config: config, templates: TemplateSet.builtin(named: config.template), validator: validator)
  }

  /// The 1-based line and column of the first occurrence of `needle` in `text`.
  static func location(of needle: String, in text: String, file: String) throws -> L10nGenCore.SourceLocation {
    let range = try #require(text.range(of: needle))
    let before = text[..<range.lowerBound]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return L10nGenCore.SourceLocation(
      file: file, line: before.filter { $0 == "\n" }.count + 1,
      column: text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
  }

  @Test func anInterfaceBuilderTableGeneratesNoAPIAndNoProseWarning() {
    let result = Self.run(validator: .generation)
    #expect(
      result.files.map(\.name).sorted()
        == OutputPlan.fileNames(forTables: ["Localizable"], includesInterfaceRegistry: true).sorted())
    #expect(!result.files.contains { $0.contents.contains("lb1") && $0.name != OutputPlan.interfaceRegistryFileName })
    #expect(!result.diagnostics.contains { $0.rule == .strayPercent })
    #expect(!result.diagnostics.contains { $0.location?.file == "App/fr.lproj/Main.strings" })
  }

  @Test func staleObjectsAndUnknownPropertiesAreLocatedInTheStringsFile() throws {
    let diagnostics = Self.run().diagnostics.filter { $0.location?.file == "App/fr.lproj/Main.strings" }
    let stale = try #require(diagnostics.first { $0.rule == .ibStaleObject })
    #expect(stale.location?.line == 2)
    #expect(stale.message.contains("has no object 'zzz-zz-zzz'"))
    let unknown = try #require(diagnostics.first { $0.rule == .ibUnknownProperty })
    #expect(unknown.location?.line == 3)
    #expect(unknown.message.contains("its texts are text"))
    #expect(diagnostics.filter { $0.rule == .ibStaleObject || $0.rule == .ibUnknownProperty }.count == 2)
  }

  @Test func missingEntriesFollowIbtoolAndCanBeLoweredToNotes() throws {
    let missing = Self.run().diagnostics.filter {
      $0.rule == .missingTranslation && $0.location?.file == "App/fr.lproj/Main.strings"
    }
    // ibtool exports lb1.text, bt1.normalTitle and lb2.text; fr has only lb1.text, and lb2.text is set by its lzText
    // attribute (migrated: its key is checked in the Localizable table instead).
    #expect(missing.map(\.severity) == [.warning])
    #expect(!missing.contains { $0.message.hasPrefix("'lb2.text'") })
    #expect(missing.contains { $0.message.hasPrefix("'bt1.normalTitle' (\"Go\" at App/Base.lproj/Main.storyboard:") })
    var config = L10nGenConfig()
    config.lint.ibMissingEntries = .note
    let notes = Self.run(config: config).diagnostics.filter {
      $0.rule == .missingTranslation && $0.location?.file == "App/fr.lproj/Main.strings"
    }
    #expect(notes.count == 1 && notes.allSatisfy { $0.severity == .note })
    config.lint.ibMissingEntries = nil
    #expect(
      !Self.run(config: config).diagnostics.contains {
        $0.rule == .missingTranslation && $0.location?.file == "App/fr.lproj/Main.strings"
      })
  }

  @Test func theConfigurationReadsTheInterfaceSettings() {
    let loaded = ConfigLoader.load(
      Data(
        #"{"ibKeyPaths": ["localizableString"], "interfaceTable": "Interface", "lint": {"ibMissingEntries": "note"}}"#
          .utf8), path: "l10n-gen.json")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.config.ibKeyPaths == ["localizableString"])
    #expect(loaded.config.interfaceTable == "Interface")
    #expect(loaded.config.lint.ibMissingEntries == .note)
    let bad = ConfigLoader.load(Data(#"{"lint": {"ibMissingEntries": "loud"}}"#.utf8), path: "l10n-gen.json")
    #expect(bad.diagnostics.map(\.rule) == [.invalidConfiguration])
  }

  @Test func lzKeysAreCheckedAtTheAttribute() throws {
    let storyboardPath = "App/Base.lproj/Main.storyboard"
    let result = Self.run(validator: .generation)
    #expect(!result.diagnostics.contains { $0.rule == .ibUnknownKey }, "localizableString is not an lz* key path")
    let arguments = try #require(result.diagnostics.first { $0.rule == .ibKeyTakesArguments })
    #expect(arguments.severity == .error)
    #expect(
      arguments.location == (try Self.location(of: "login.welcome\"/>", in: Self.storyboard, file: storyboardPath)))

    var config = L10nGenConfig()
    config.ibKeyPaths = ["localizableString"]
    let configured = Self.run(config: config, validator: .generation)
    let unknown = try #require(configured.diagnostics.first { $0.rule == .ibUnknownKey })
    #expect(unknown.severity == .error)
    #expect(unknown.message.contains("did you mean 'login.title'?"))
    #expect(unknown.location == (try Self.location(of: "login.tilte", in: Self.storyboard, file: storyboardPath)))
    #expect(configured.hasErrors && configured.files.isEmpty == false)
  }

  @Test func aKeyMissingInALanguageIsReportedAtTheAttribute() throws {
    let missing = Self.run().diagnostics.filter {
      $0.rule == .missingTranslation && $0.location?.file == "App/Base.lproj/Main.storyboard"
    }
    #expect(missing.count == 1)
    #expect(missing.first?.language == "fr")
    #expect(missing.first?.message.hasPrefix("'login.title' set as lzText of TitleLabel (UILabel) 'lb2'") == true)
  }

  @Test func theRegistryListsEveryKeyAsAValueOfTheTableKeyType() throws {
    let result = Self.run(validator: .generation)
    let registry = try #require(result.files.first { $0.name == OutputPlan.interfaceRegistryFileName })
    #expect(
      registry.contents.contains(
        "InterfaceRegistryEntry(document: \"Base.lproj/Main.storyboard\", objectID: \"lb2\", className: \"UILabel\", "
          + "customClass: \"TitleLabel\", property: \"lzText\", segment: nil, key: L10n.LocalizableKey(stringLiteral: "
          + "\"login.title\"))"))
    var swiftGen = L10nGenConfig()
    swiftGen.template = "swiftgen"
    let swiftGenRegistry = try #require(
      Self.run(config: swiftGen, validator: .generation).files.first { $0.name == OutputPlan.interfaceRegistryFileName }
    )
    #expect(
      swiftGenRegistry.contents.contains(
        "key: LocalizationKey(\"login.title\", table: \"Localizable\", bundle: L10n.InterfaceBuilder.bundle))"))
  }

  @Test func aStoryboardCatalogIsAnInterfaceBuilderTableToo() {
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "lb1.text": {"shouldTranslate": false,
          "localizations": {"en": {"stringUnit": {"state": "new", "value": "100% sure"}}}},
        "bt1.normalTitle": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Go"}},
          "de": {"stringUnit": {"state": "translated", "value": "Los"}}}}
      }}
      """#
    let result = Self.run([
      "App/Base.lproj/Main.storyboard": Self.storyboard, "App/mul.lproj/Main.xcstrings": catalog,
      "App/en.lproj/Localizable.strings": #""login.title" = "Sign In"; "login.welcome" = "Hi %@";"#,
    ])
    #expect(!result.files.contains { $0.name == OutputPlan.fileName(forTable: "Main") })
    let missing = result.diagnostics.filter { $0.location?.file == "App/mul.lproj/Main.xcstrings" }
    // lb1.text is marked "Don't translate", en is the catalog's source language, and lb2.text is set by its lzText
    // attribute: nothing is missing.
    #expect(missing.map(\.rule) == [])
  }

  @Test func anUnreadableDocumentIsReportedAndItsTableStillGetsNoAPI() {
    var files = Self.files
    files["App/Base.lproj/Main.storyboard"] =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">"
    let result = Self.run(files)
    #expect(
      result.diagnostics.contains { $0.location?.file == "App/Base.lproj/Main.storyboard" && $0.severity == .error })
    #expect(!result.files.contains { $0.name == OutputPlan.fileName(forTable: "Main") })
    // Without its document, the table is not checked as an ordinary table either (no missing-development-file).
    #expect(!result.diagnostics.contains { $0.location?.file == "App/fr.lproj/Main.strings" })
  }

  @Test func aDocumentNameFromInputIsEscapedInTheRegistrysDocComment() throws {
    var files = Self.files
    files["App/Base.lproj/Main\u{202E}txt.storyboard"] = files.removeValue(forKey: "App/Base.lproj/Main.storyboard")
    files["App/fr.lproj/Main\u{202E}txt.strings"] = files.removeValue(forKey: "App/fr.lproj/Main.strings")
    let result = Self.run(files)
    let registry = try #require(result.files.first { $0.name == OutputPlan.interfaceRegistryFileName })
    let docLines = registry.contents.split(separator: "\n").filter { $0.contains("/// The keys set in") }
    #expect(!docLines.isEmpty)
    #expect(docLines.allSatisfy { !$0.unicodeScalars.contains("\u{202E}") }, "\(docLines)")
    #expect(docLines.contains { $0.contains("\\u{202E}") }, "\(docLines)")
  }
}
