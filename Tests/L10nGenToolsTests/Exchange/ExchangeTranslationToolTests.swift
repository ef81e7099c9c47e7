import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// Exchange files as real translation tools hand them back (issue 33 §5): ids the tool trimmed, stale catalog keys in
/// the export, units of "Don't translate" entries the tool made translatable, and the tool's locale codes.
@Suite struct ExchangeTranslationToolTests {
  static let keepingYouAwake = PackagePaths.corpus?.appendingPathComponent("newmarcel__KeepingYouAwake")

  /// A catalog as Xcode writes it, with a key that ends in a line feed (a menu's `"CPU: %u cores\n"`).
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "CPU: %u cores\\n" : {
          "comment" : "Menu item",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "CPU: %u Kerne\\n" } }
          }
        },
        "Memory" : {

        },
        "Old %@\\n%@" : {
          "extractionState" : "stale"
        },
        "Version" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  static func project(languages: [String] = []) -> ExchangeProject {
    ExchangeProject(
      files: [.init(path: "App/Localizable.xcstrings", original: "Localizable.xcstrings", data: Data(catalog.utf8))],
      developmentLanguage: nil)
  }

  static func merge(
    _ units: [ExchangeUnit], language: String = "fr", project: ExchangeProject = project(),
    options: ExchangeImportOptions = .init()
  ) -> ExchangeImportResult {
    ExchangeImporter(project: project, options: options).merge([
      [ExchangeFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language, units: units)]
    ])
  }

  static func unit(_ id: String, _ source: String, _ target: String?, line: Int = 5) -> ExchangeUnit {
    ExchangeUnit(
      id: id, source: source, target: target, state: "translated",
      location: .init(file: "fr.xliff", line: line, column: 7))
  }

  /// A tool wrote `id="CPU: %u cores"` for Xcode's `id="CPU: %u cores&#10;"` (and trimmed the source the same way).
  @Test func anIdWhoseEndsATranslationToolTrimmedIsImportedIntoItsKey() throws {
    let result = Self.merge([Self.unit("CPU: %u cores", "CPU: %u cores", "Processeur : %u cœurs\n")])
    #expect(result.stale == 0)
    #expect(result.added == 1)
    let warning = try #require(result.diagnostics.first { $0.rule == .damagedUnitID })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("is 'CPU: %u cores\n' with its trailing line feed removed"))
    #expect(warning.location == .init(file: "fr.xliff", line: 5, column: 7))
    #expect(!result.diagnostics.contains { $0.rule == .staleUnit || $0.rule == .sourceChanged })
    let text = String(decoding: try #require(result.changes.first).data, as: UTF8.self)
    #expect(text.contains("\"value\" : \"Processeur : %u cœurs\\n\""))

    // A changed source is no match: the unit stays stale, as before.
    let other = Self.merge([Self.unit("CPU: %u cores", "CPU cores", "Cœurs")])
    #expect(other.stale == 1 && other.changes.isEmpty)
    #expect(!other.diagnostics.contains { $0.rule == .damagedUnitID })
    // White space added by a tool at the start is undone the same way.
    let added = Self.merge([Self.unit(" Memory", "Memory ", "Mémoire")])
    #expect(added.added == 1 && added.stale == 0)
    #expect(added.diagnostics.contains { $0.message.contains("a leading space added") })
  }

  /// Two keys that differ only at their ends: the trimmed id is ambiguous, so nothing is guessed.
  @Test func anAmbiguousTrimmedIdStaysStale() {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done\\n" : {

          },
          "Done\\n\\n" : {

          }
        },
        "version" : "1.0"
      }
      """
    let project = ExchangeProject(
      files: [.init(path: "Localizable.xcstrings", original: "Localizable.xcstrings", data: Data(catalog.utf8))],
      developmentLanguage: nil)
    let result = Self.merge([Self.unit("Done", "Done", "Terminé")], project: project)
    #expect(result.stale == 1 && result.changes.isEmpty)
  }

  /// Xcode exports a key whose `extractionState` is `stale` in every language, translated or not.
  @Test func staleCatalogKeysAreExportedInEveryLanguage() throws {
    let exporter = ExchangeExporter(project: Self.project())
    for language in ["de", "fr", "en"] {
      let ids = try #require(exporter.files(for: language).first).units.map(\.id)
      #expect(ids.contains("Old %@\n%@"), "\(language): \(ids)")
    }
  }

  /// KeepingYouAwake's real French export, after a tool set `translate="yes"` on its "Do not localize" unit and
  /// translated it: skipped, with one warning that counts and says why; `--list-skipped` (``listsSkippedUnits``) lists it.
  @Test(.enabled(if: keepingYouAwake != nil)) func untranslatableUnitsAreCountedWithTheirRule() throws {
    let root = try #require(Self.keepingYouAwake)
    let project = ExchangeCorpus.project(root: root)
    let url = root.appendingPathComponent("Localizations/KeepingYouAwake/fr.xcloc/Localized Contents/fr.xliff")
    var text = try String(contentsOf: url, encoding: .utf8)
    let original = """
      <trans-unit id="7z8-pS-A86.title" translate="no" xml:space="preserve">
              <source>Check</source>
      """
    #expect(text.contains(original))
    text = text.replacingOccurrences(
      of: original,
      with: """
        <trans-unit id="7z8-pS-A86.title" translate="yes" xml:space="preserve">
                <source>Check</source>
                <target state="translated">Vérifier</target>
        """)
    let files = XLIFFReader.read(Data(text.utf8), path: "fr.xliff").files
    let quiet = ExchangeImporter(project: project, options: .init()).merge([files])
    let warnings = quiet.diagnostics.filter { $0.rule == .untranslatableUnit }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.hasPrefix("1 unit was not imported (fr)") == true)
    #expect(warnings.first?.message.contains("--list-skipped lists them") == true)
    #expect(quiet.changes.isEmpty)
    let verbose = ExchangeImporter(project: project, options: .init(listsSkippedUnits: true)).merge([files])
    let notes = verbose.diagnostics.filter { $0.rule == .untranslatableUnit && $0.severity == .note }
    #expect(notes.map(\.message) == ["'7z8-pS-A86.title' was not imported: its entry is marked shouldTranslate: false"])

    // Xcode's own file, unchanged, says nothing about it.
    let unchanged = XLIFFReader.read(try Data(contentsOf: url), path: "fr.xliff").files
    let plain = ExchangeImporter(project: project, options: .init()).merge([unchanged])
    #expect(!plain.diagnostics.contains { $0.rule == .untranslatableUnit })
  }

  /// KeepingYouAwake has `pt` and `zh`: a service's `pt-PT` and `zh-CN` files go into them, as the runtime would show
  /// them to those users, with a note; `pt-BR` is no fallback of `pt-PT` and the development language is never one.
  @Test(.enabled(if: keepingYouAwake != nil)) func localeCodesMapToTheProjectsLanguagesAsTheRuntimeMatches() throws {
    let root = try #require(Self.keepingYouAwake)
    let project = ExchangeCorpus.project(root: root)
    #expect(project.projectLanguage(for: "pt-PT") == "pt")
    #expect(project.projectLanguage(for: "zh-CN") == "zh")
    #expect(project.projectLanguage(for: "zh-TW") == "zh-Hant")
    #expect(project.projectLanguage(for: "ZH-hant") == "zh-Hant")
    #expect(project.projectLanguage(for: "en-GB") == "en-GB")
    #expect(project.projectLanguage(for: "sv") == "sv")

    for (bundle, code, projectLanguage) in [("pt", "pt-PT", "pt"), ("zh", "zh-CN", "zh")] {
      let url = root.appendingPathComponent(
        "Localizations/KeepingYouAwake/\(bundle).xcloc/Localized Contents/\(bundle).xliff")
      var files = XLIFFReader.read(try Data(contentsOf: url), path: "\(code).xliff").files
      for index in files.indices { files[index].targetLanguage = code }
      // One changed translation shows where it goes.
      let fileIndex = try #require(files.firstIndex { $0.original.hasSuffix("Localizable.xcstrings") })
      let unitIndex = try #require(files[fileIndex].units.firstIndex { $0.id == "Quit" })
      files[fileIndex].units[unitIndex].target = "Changed by the service"
      // Xcode's InfoPlist.xcstrings units come from build settings, not from a file of the project: stale either way.
      files.removeAll { project.origin(original: $0.original) == nil }
      let result = ExchangeImporter(project: project, options: .init()).merge([files])
      #expect(result.stale == 0)
      let notes = result.diagnostics.filter { $0.rule == .mappedLanguage }
      #expect(notes.count == 1)
      #expect(notes.first?.severity == .note)
      #expect(notes.first?.message.contains("'\(code)' is imported into the project's '\(projectLanguage)'") == true)
      let change = try #require(result.changes.first)
      #expect(result.changes.count == 1)
      #expect(change.language == projectLanguage && change.changed == ["Quit"])
      let text = String(decoding: change.data, as: UTF8.self)
      #expect(text.contains("\"value\" : \"Changed by the service\""))
      #expect(!text.contains("\"\(code)\" : {"))
    }
  }
}
