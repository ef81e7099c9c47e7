import Foundation
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCore

/// `lint --sources` and `extract` on the hand-written fixture apps, whose expectations are marked in their files
/// (see `Fixtures/SourceApps/README.md`).
struct SourceFixtureAppTests {
  static let root = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("SourceApps")

  static let apps = ["SwiftApp", "ObjCApp"]

  /// `file:line` of each finding of `rule`.
  private func findings(_ rule: RuleID, in result: GeneratorPipeline.Result, severity: DiagnosticSeverity? = nil)
    -> [String]
  {
    result.diagnostics.filter { $0.rule == rule && (severity == nil || $0.severity == severity) }.compactMap {
      $0.location.map { "\($0.file):\($0.line)" }
    }
  }

  @Test(arguments: apps) func lintReportsExactlyTheMarkedUndefinedKeys(_ name: String) {
    let app = SourceFixtureApp(Self.root.appendingPathComponent(name))
    let result = app.lint()
    let undefined = findings(.undefinedKey, in: result, severity: .error)
    #expect(
      undefined.count == Set(undefined).count, "\(Dictionary(grouping: undefined, by: { $0 }).filter { $1.count > 1 })")
    #expect(Set(undefined) == app.expectedSourceFindings(.undefinedKey))
    let mismatches = findings(.keyArgumentMismatch, in: result)
    #expect(Set(mismatches) == app.expectedSourceFindings(.keyArgumentMismatch))
    #expect(mismatches.count == Set(mismatches).count)
  }

  @Test(arguments: apps) func lintReportsExactlyTheMarkedUnusedKeys(_ name: String) throws {
    let app = SourceFixtureApp(Self.root.appendingPathComponent(name))
    let result = app.lint()
    let tablesByFile = Dictionary(
      result.tables.flatMap { table in table.entries.map { ("\($0.location.file):\($0.location.line)", table.name) } },
      uniquingKeysWith: { first, _ in first })
    let unused = result.diagnostics.filter { $0.rule == .unusedKey }.compactMap { diagnostic -> String? in
      guard let location = diagnostic.location, let table = tablesByFile["\(location.file):\(location.line)"],
        let key = diagnostic.message.split(separator: "'").first
      else { return nil }
      return "\(table):\(key)"
    }
    #expect(Set(unused) == app.expectedUnusedKeys(in: result))
    #expect(!unused.isEmpty)
  }

  @Test func dynamicCallsAreNotesAndNeverGuessed() {
    let app = SourceFixtureApp(Self.root.appendingPathComponent("SwiftApp"))
    let notes = app.lint().diagnostics.filter { $0.rule == .undefinedKey && $0.severity == .note }
    // NSLocalizedString(key, ...) in the view, in the `Localized` wrapper and in the `localized()` extension.
    #expect(notes.count == 3)
    #expect(notes.allSatisfy { $0.message.hasPrefix("dynamic key") })
  }

  @Test func everyCallFormIsRead() {
    let index = SourceFixtureApp(Self.root.appendingPathComponent("SwiftApp")).usages()
    let forms = Set(index.usages.map(\.form))
    let expected: Set<KeyUsage.Form> = [
      .localizedStringMacro, .stringLocalized, .localizedStringResource, .localizedStringKey, .swiftUI, .bundleLookup,
      .generatedAccessor, .keySymbol, .swiftGenLookup, .wrapperFunction, .wrapperSuffix,
    ]
    #expect(expected.isSubset(of: forms))
    let keys = Set(index.usages.compactMap(\.key.text))
    for key in [
      "%lld files", "%@ is online", "%@ of %lld", #"raw."quoted""#, "about.text", "state.on", "state.off",
      "toolbar.help", "login.subtitle", "login.hint", "settings.swiftgen", "home.key", "wrapper.suffix",
      // Typed by an enum case pattern (`case .deprecated(let date, let reason)`) and by `.formatted()`.
      "typed.deprecated %@ %@", "typed.retried %lld", "typed.deadline %@",
      // A ternary with a localized string branch is a `String`.
      "typed.delete.settings %@",
    ] {
      #expect(keys.contains(key), "missing \(key)")
    }
    for key in ["commented.out", "nested.comment", "not.a.key", "legacy.generated"] {
      #expect(!keys.contains(key), "\(key) must not be read")
    }
    // `Text("")`: Xcode extracts the empty key from a SwiftUI literal, so extract does too; no rule checks it.
    #expect(index.usages.contains { $0.key.text == "" && $0.form == .swiftUI })
    let settings = index.usages(ofTable: "Settings").compactMap(\.key.text)
    #expect(
      Set(settings) == ["settings.header", "settings.footer", "settings.nope", "settings.bundle", "settings.swiftgen"])
  }

  @Test func objectiveCMacrosTakeTheirTableAndValue() {
    let index = SourceFixtureApp(Self.root.appendingPathComponent("ObjCApp")).usages()
    let byKey = Dictionary(index.usages.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byKey["objc.settings"]?.table == "Settings")
    #expect(byKey["objc.bundle"]?.table == "Settings")
    #expect(byKey["objc.default"]?.value == "Default value")
    #expect(byKey["objc.default"]?.table == "Localizable")
    #expect(byKey["objc.joined"] != nil)
    #expect(byKey["objc.count"]?.formatArgumentCount == 1)
    #expect(byKey["objc.commented"] == nil)
    #expect(index.dynamicUsages.count == 1)
  }

  @Test func extractMatchesGenstringsDocumentedOutput() throws {
    let app = SourceFixtureApp(Self.root.appendingPathComponent("ObjCApp"))
    // genstrings reads the macros only, not -[NSBundle localizedStringForKey:value:table:].
    let usages = app.usages().usages.filter { $0.form == .localizedStringMacro }
    let tables = StringsTableExtractor.entries(from: usages)
    let expectedFolder = Self.root.appendingPathComponent("ObjCApp/expected")
    let expectedNames = try FileManager.default.contentsOfDirectory(atPath: expectedFolder.path).sorted()
    #expect(expectedNames == tables.keys.sorted().map { "\($0).strings" })
    for (table, entries) in tables {
      let expected = try String(
        contentsOf: expectedFolder.appendingPathComponent("\(table).strings"), encoding: .utf8)
      #expect(StringsTableExtractor.render(entries) == expected)
    }
  }

  @Test func extractThenGenerateGivesAnAccessorForEveryKeyTheCodeUses() throws {
    let app = SourceFixtureApp(Self.root.appendingPathComponent("SwiftApp"))
    let usages = KeyUsageIndex.scanning(
      app.sources, config: app.config, project: AnalyzedProject(analyzing: [], config: app.config)
    ).usages
    let extracted = StringsTableExtractor.entries(from: usages)
    let files = extracted.map { table, entries in
      let text = StringsTableExtractor.merge(existing: nil, extracted: entries, prune: false).text
      return InputFile(path: "Out/en.lproj/\(table).strings", data: Data(text.utf8))
    }
    let result = GeneratorPipeline.run(files: files, config: L10nGenConfig(), templates: nil)
    #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error })")
    let symbols = SymbolTable(tables: result.tables, config: L10nGenConfig())
    let keys = usages.filter(\.isExtractable).compactMap { usage in usage.key.text.map { (usage.table, $0) } }
    #expect(!keys.isEmpty)
    for (table, key) in keys {
      #expect(symbols.symbols(forKey: key, inTable: table) != nil, "no accessor for \(table):\(key)")
    }
  }

  @Test func mergeKeepsValuesAndCommentsAndPrunesOnlyWhenAsked() {
    let existing = StringsFileReader.parse(
      Data("/* Kept */\n\"a\" = \"Translated A\";\n\"gone\" = \"Old\";\n".utf8), path: "en.lproj/T.strings"
    ).entries
    let extracted = [
      ExtractedEntry(key: "a", value: "a", comments: ["New comment"]),
      ExtractedEntry(key: "b", value: "%@ and %@", comments: []),
    ]
    let kept = StringsTableExtractor.merge(existing: existing, extracted: extracted, prune: false)
    #expect(kept.added == ["b"])
    #expect(kept.unused.map(\.key) == ["gone"])
    #expect(
      kept.text == """
        /* Kept */
        "a" = "Translated A";

        /* No comment provided by engineer. */
        "b" = "%@ and %@";

        /* No comment provided by engineer. */
        "gone" = "Old";


        """)
    let pruned = StringsTableExtractor.merge(existing: existing, extracted: extracted, prune: true)
    #expect(!pruned.text.contains("gone"))
    // Merging the output again changes nothing: the format is stable.
    let again = StringsTableExtractor.merge(
      existing: StringsFileReader.parse(Data(kept.text.utf8), path: "T.strings").entries, extracted: extracted,
      prune: false)
    #expect(again.text == kept.text)
  }

  @Test func valuesWithSeveralArgumentsBecomePositional() {
    #expect(StringsTableExtractor.positional("%@ of %d files") == "%1$@ of %2$d files")
    #expect(StringsTableExtractor.positional("100%% of %@") == "100%% of %@")
    #expect(StringsTableExtractor.positional("%2$@ %1$@") == "%2$@ %1$@")
    #expect(StringsTableExtractor.positional("%lld×%lld") == "%1$lld×%2$lld")
  }
}

/// The hook other readers use: usages added to the index count for `unused-key`.
struct KeyUsageIndexHookTests {
  @Test func usagesFromAnotherReaderCountAsUsed() {
    let tables = TableBuilder.buildTables(
      from: [
        InputFile(path: "en.lproj/Localizable.strings", data: Data("\"ib.title\" = \"T\";\n\"code\" = \"C\";\n".utf8))
      ],
      developmentLanguage: nil
    ).tables
    var index = KeyUsageIndex()
    let location = SourceLocation(file: "A.swift", line: 1, column: 1)
    index.add([KeyUsage(key: SourceKey("code"), table: "Localizable", location: location, form: .localizedStringMacro)])
    let unusedBefore = ProjectValidator.lint.validate(
      AnalyzedProject(analyzing: tables, config: L10nGenConfig()), keyUsages: index
    ).filter { $0.rule == .unusedKey }
    #expect(unusedBefore.map { $0.message.hasPrefix("'ib.title'") } == [true])
    index.add([
      KeyUsage(
        key: SourceKey("ib.title"), table: "Localizable",
        location: SourceLocation(file: "Main.storyboard", line: 3, column: 5), form: .interfaceBuilder)
    ])
    #expect(
      ProjectValidator.lint.validate(AnalyzedProject(analyzing: tables, config: L10nGenConfig()), keyUsages: index)
        .filter { $0.rule == .unusedKey }.isEmpty)
  }

  @Test func dynamicKeyPatternsMatchWithWildcards() {
    var index = KeyUsageIndex()
    index.dynamicKeyPatterns = ["onboarding.page.*", "*.legacy"]
    #expect(index.isDynamicallyUsed("onboarding.page.1"))
    #expect(index.isDynamicallyUsed("a.b.legacy"))
    #expect(!index.isDynamicallyUsed("onboarding.title"))
  }

  @Test func unknownInterpolationTypesMatchAnySpecifier() {
    let key = SourceKey(parts: [.argument(specifier: nil), .text(" files")])
    #expect(key.matches("%lld files"))
    #expect(key.matches("%@ files"))
    #expect(key.matches("%1$@ files"))
    #expect(!key.matches("files"))
    #expect(key.description == "%… files")
  }
}
