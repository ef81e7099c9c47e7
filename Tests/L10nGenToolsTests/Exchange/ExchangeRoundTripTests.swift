import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// Export → import on corpus apps and synthetic tables, in XLIFF and CSV: an unchanged import changes no byte, and
/// changed targets change exactly those entries.
@Suite struct ExchangeRoundTripTests {
  static let tool = XLIFFWriter.Tool(id: "l10n-gen", name: "l10n-gen", version: "test")

  /// Corpus projects: catalogs and xibs with `mul.lproj` catalogs (KeepingYouAwake), `.strings`, `.stringsdict` and
  /// ibtool tables (DuckDuckGo), UTF-16 `.strings` and a storyboard with `.strings` (Elytra's Source Contents).
  static let roots: [(name: String, path: String, languages: [String])] = [
    ("KeepingYouAwake", "newmarcel__KeepingYouAwake/KeepingYouAwake", ["de", "pl", "uk"]),
    ("DuckDuckGo", "duckduckgo__iOS/DuckDuckGo", ["de", "pl"]),
    ("Elytra", "ElytraApp__Localisations/Localizations/de.xcloc/Source Contents", ["de", "ja"]),
    // The other corpus apps with translations: catalogs with plurals and devices (CotEditor, linearmouse, Applite,
    // CSE), many `.strings` tables (Maccy, home-assistant, openfoodfacts), IB tables (PiXeL16, R.swift).
    ("CotEditor", "coteditor__CotEditor", ["ja", "de"]),
    ("linearmouse", "linearmouse__linearmouse", ["ja", "zh-Hant-HK"]),
    ("Applite", "milanvarady__Applite", ["de", "hu"]),
    ("CSE", "Cizzuk__CSE", ["ja", "ar"]),
    ("Maccy", "p0deje__Maccy", ["de", "uz"]),
    ("home-assistant", "home-assistant__iOS", ["uk", "zh-Hant"]),
    ("openfoodfacts", "openfoodfacts__openfoodfacts-ios", ["fr", "zu"]),
    ("Localize-Swift", "marmelroy__Localize-Swift", ["ja", "it"]),
    ("R.swift", "mac-cain13__R.swift", ["nl", "ja"]),
    ("PiXeL16", "PiXeL16__IBLocalizable", ["es"]),
    ("xcstrings-tool", "liamnichols__xcstrings-tool", ["fr"]),
  ]

  static var corpusNames: [String] { PackagePaths.corpus == nil ? [] : roots.map(\.name) }

  @Test(arguments: corpusNames) func unchangedImportChangesNothing(_ name: String) throws {
    let (project, languages) = try Self.project(name)
    let exporter = ExchangeExporter(project: project)
    for language in languages {
      let xliff = Self.xliffRoundTrip(exporter.files(for: language))
      let result = ExchangeImporter(project: project, options: .init(states: .all)).merge([xliff])
      #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.prefix(3))")
      #expect(result.changes.isEmpty, "\(name) \(language) xliff: \(result.changes.map(\.path))")
      #expect(result.added == 0 && result.changed == 0 && result.stale == 0)
      let csv = Self.csvRoundTrip(exporter, language: language)
      let csvResult = ExchangeImporter(project: project, options: .init(states: .all)).merge(csv)
      #expect(csvResult.changes.isEmpty, "\(name) \(language) csv: \(csvResult.changes.map(\.path))")
      #expect(csvResult.diagnostics.filter { $0.severity == .error }.isEmpty)
    }
  }

  @Test(arguments: corpusNames) func changedTargetsChangeExactlyThoseEntries(_ name: String) throws {
    let (project, languages) = try Self.project(name)
    let exporter = ExchangeExporter(project: project)
    for language in languages {
      var files = exporter.files(for: language)
      var edited: [String: String] = [:]  // "original\tid" → new target
      for fileIndex in files.indices {
        var count = 0
        for unitIndex in files[fileIndex].units.indices where count < 3 {
          let unit = files[fileIndex].units[unitIndex]
          // New variants and substitution texts of a language without them are the synthetic test's (a plural needs
          // all its forms, a `%#@name@` text its substitution).
          guard unit.translate, !unit.source.isEmpty,
            !(unit.target == nil && (unit.id.contains("|==|") || unit.source.contains("#@")))
          else { continue }
          if unit.id.hasPrefix("/") && unit.target == nil { continue }  // no new .stringsdict rules
          let target = (unit.target ?? unit.source) + " ✎"
          files[fileIndex].units[unitIndex].target = target
          files[fileIndex].units[unitIndex].state = "translated"
          edited[files[fileIndex].original + "\t" + unit.id] = target
          count += 1
        }
      }
      let result = ExchangeImporter(project: project, options: .init()).merge([Self.xliffRoundTrip(files)])
      #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.prefix(3))")
      #expect(result.added + result.changed == edited.count)
      // The project with the changed files exports the new targets for the edited units and nothing else new.
      let changedProject = Self.replacing(project, with: result.changes)
      // No new error (R.swift's example app has a deliberately broken Dutch stringsdict).
      #expect(
        Set(changedProject.diagnostics.filter { $0.severity == .error }.map(\.description))
          .subtracting(project.diagnostics.filter { $0.severity == .error }.map(\.description)).isEmpty)
      let before = exporter.files(for: language)
      let after = ExchangeExporter(project: changedProject).files(for: language)
      #expect(before.map(\.original) == after.map(\.original))
      for (old, new) in zip(before, after) {
        #expect(old.units.map(\.id) == new.units.map(\.id), "\(old.original)")
        for (oldUnit, newUnit) in zip(old.units, new.units) {
          if let target = edited[old.original + "\t" + oldUnit.id] {
            #expect(newUnit.target == target, "\(old.original) \(oldUnit.id)")
          } else {
            #expect(newUnit == oldUnit, "\(old.original) \(oldUnit.id)")
          }
        }
      }
    }
  }

  /// A UTF-16 `.strings` translation keeps its encoding, byte-order mark, comments and order; a new key is appended.
  @Test func utf16StringsKeepsEncodingCommentsAndOrder() throws {
    let english = "/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye %@\";\n\"new\" = \"New\";\n"
    let german = "/* Begrüßung */\n\"hello\" = \"Hallo\";\n\n// Abschied\n\"bye\" = \"Tschüss %@\";\n"
    let project = ExchangeProject(
      files: [
        .init(path: "en.lproj/A.strings", original: "en.lproj/A.strings", data: Data(english.utf8)),
        .init(
          path: "de.lproj/A.strings", original: "de.lproj/A.strings",
          data: GenstringsTableEditor.Encoding.utf16(bigEndian: false).encode(german)),
      ], developmentLanguage: nil)
    var files = ExchangeExporter(project: project).files(for: "de")
    files[0].units = files[0].units.map { unit in
      var unit = unit
      if unit.id == "bye" { unit.target = "Servus %@" }
      if unit.id == "new" { unit.target = "Neu" }
      return unit
    }
    let result = ExchangeImporter(project: project, options: .init()).merge([files])
    let change = try #require(result.changes.first)
    #expect(result.changed == 1 && result.added == 1)
    #expect(change.data.starts(with: [0xFF, 0xFE]))
    let text = String(decoding: StringsTextDecoderProbe.decode(change.data), as: UTF16.self)
    #expect(
      text == "/* Begrüßung */\n\"hello\" = \"Hallo\";\n\n// Abschied\n\"bye\" = \"Servus %@\";\n\n\"new\" = \"Neu\";\n"
    )
  }

  /// Plural, device and substitution variants of a catalog come back into it, in a language that has them and in
  /// one that has none yet (Polish gets its own categories, and the substitution its `argNum` and specifier).
  @Test func catalogVariantsAreImported() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "files" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                  }
                }
              },
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                  }
                }
              }
            }
          },
          "inbox" : {
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@count@ in %@" },
                "substitutions" : {
                  "count" : {
                    "argNum" : 1,
                    "formatSpecifier" : "lld",
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg message" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg messages" } }
                      }
                    }
                  }
                }
              }
            }
          },
          "tap" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "device" : {
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let project = ExchangeProject(
      files: [.init(path: "L.xcstrings", original: "L.xcstrings", data: Data(catalog.utf8))], developmentLanguage: nil)
    let exporter = ExchangeExporter(project: project)
    var targets: [String: [String: String]] = [:]  // language → id → target
    var files: [[ExchangeFile]] = []
    for language in ["de", "pl"] {
      var exported = exporter.files(for: language)
      for index in exported[0].units.indices {
        let unit = exported[0].units[index]
        let target = "\(language): \(unit.source)"
        exported[0].units[index].target = target
        exported[0].units[index].state = "translated"
        targets[language, default: [:]][unit.id] = target
      }
      files.append(Self.xliffRoundTrip(exported))
    }
    #expect(targets["pl"]?.keys.contains("files|==|plural.few") == true, "\(targets["pl"] ?? [:])")
    #expect(targets["pl"]?.keys.contains("inbox|==|substitutions.count.plural.many") == true)
    #expect(targets["de"]?.keys.contains("tap|==|device.mac") == true)
    // Half a new plural, or a substitution text without its substitution, would leave the entry broken: skipped.
    var partial = files[1]
    partial[0].units.removeAll { $0.id.hasSuffix("plural.other") || $0.id.contains("substitutions.") }
    let refused = ExchangeImporter(project: project, options: .init()).merge([partial])
    #expect(refused.skipped == 4, "\(refused.diagnostics)")
    #expect(refused.diagnostics.filter { $0.message.contains("no 'other' form") }.count == 3)
    #expect(refused.diagnostics.contains { $0.message.contains("uses the substitution 'count'") })
    let result = ExchangeImporter(project: project, options: .init()).merge(files)
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    #expect(result.skipped == 0)
    let changed = Self.replacing(project, with: result.changes)
    #expect(changed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(changed.diagnostics)")
    for language in ["de", "pl"] {
      let units = ExchangeExporter(project: changed).files(for: language)[0].units
      for unit in units {
        #expect(unit.target == targets[language]?[unit.id], "\(language) \(unit.id)")
      }
    }
    let text = String(decoding: try #require(result.changes.first).data, as: UTF8.self)
    #expect(text.contains("\"argNum\" : 1"))
    // Unchanged, the same import changes no byte.
    let again = ExchangeImporter(project: changed, options: .init()).merge(files)
    #expect(again.changes.isEmpty)
  }

  /// A new `.strings` key goes to the end of its group (the entries sharing its leading dotted parts; new keys of one
  /// group in the units' order), a key with no group to the end of the file; comments and other entries stay.
  @Test func newStringsKeysJoinTheirGroup() throws {
    let english = """
      /* Login */
      "login.title" = "Sign in";
      "login.hint" = "Your email";
      "login.help" = "Help";

      /* Settings */
      "settings.title" = "Settings"; // the screen's title
      "settings.sound" = "Sound";
      "plain" = "Plain";

      """
    let german = """
      /* Login */
      "login.title" = "Anmelden";

      /* Settings */
      "settings.title" = "Einstellungen"; // Titel
      "plain" = "Schlicht";

      """
    let project = ExchangeProject(
      files: [
        .init(path: "en.lproj/A.strings", original: "en.lproj/A.strings", data: Data(english.utf8)),
        .init(path: "de.lproj/A.strings", original: "de.lproj/A.strings", data: Data(german.utf8)),
      ], developmentLanguage: nil)
    var files = ExchangeExporter(project: project).files(for: "de")
    let targets = ["login.hint": "Deine E-Mail", "login.help": "Hilfe", "settings.sound": "Ton"]
    files[0].units = files[0].units.map { unit in
      var unit = unit
      if let target = targets[unit.id] {
        unit.target = target
        unit.state = "translated"
      }
      return unit
    }
    let result = ExchangeImporter(project: project, options: .init()).merge([files])
    #expect(result.added == 3, "\(result.diagnostics)")
    let text = String(decoding: try #require(result.changes.first).data, as: UTF8.self)
    #expect(
      text == """
        /* Login */
        "login.title" = "Anmelden";

        "login.help" = "Hilfe";

        "login.hint" = "Deine E-Mail";

        /* Settings */
        "settings.title" = "Einstellungen"; // Titel

        "settings.sound" = "Ton";
        "plain" = "Schlicht";

        """, "\(text)")
  }

  /// The merge rules users rely on, on a catalog.
  @Test func mergeRules() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "A-de" } }
            }
          },
          "b %@" : {

          }
        },
        "version" : "1.0"
      }
      """
    let project = ExchangeProject(
      files: [.init(path: "L.xcstrings", original: "L.xcstrings", data: Data(catalog.utf8))], developmentLanguage: nil)
    func unit(_ id: String, _ source: String, _ target: String?, _ state: String? = "translated") -> ExchangeUnit {
      ExchangeUnit(id: id, source: source, target: target, state: state, location: .init(file: "x", line: 3, column: 7))
    }
    func merge(_ units: [ExchangeUnit], _ options: ExchangeImportOptions = .init()) -> ExchangeImportResult {
      ExchangeImporter(project: project, options: options).merge([
        [ExchangeFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: units)]
      ])
    }
    #expect(merge([unit("a", "a", nil)]).changes.isEmpty)  // a missing target changes nothing
    let empty = merge([unit("a", "a", "")])
    #expect(empty.changes.isEmpty && empty.skipped == 1 && empty.diagnostics.count == 1)
    #expect(merge([unit("a", "a", "")], .init(allowsEmpty: true)).changes.count == 1)
    #expect(merge([unit("a", "a", "X", "new")]).skipped == 1)
    #expect(merge([unit("a", "a", "X", "needs-review-l10n")]).skipped == 1)
    #expect(merge([unit("a", "a", "X", "needs-review-l10n")], .init(states: .needsReview)).changes.count == 1)
    let stale = merge([unit("gone", "gone", "weg")])
    #expect(stale.stale == 1 && stale.changes.isEmpty)
    let broken = merge([unit("b %@", "b %@", "b %d"), unit("a", "a", "fine")])
    #expect(broken.changes.isEmpty)  // all or nothing
    #expect(broken.diagnostics.first { $0.severity == .error }?.location == .init(file: "x", line: 3, column: 7))
    let moved = merge([unit("a", "old source", "Neu")])
    let text = String(decoding: try #require(moved.changes.first).data, as: UTF8.self)
    #expect(text.contains("\"state\" : \"needs_review\"") && text.contains("\"value\" : \"Neu\""))
    #expect(moved.diagnostics.contains { $0.rule == .sourceChanged })
  }

  // MARK: - Helpers

  static func project(_ name: String) throws -> (ExchangeProject, [String]) {
    let root = try #require(roots.first { $0.name == name })
    let url = try #require(PackagePaths.corpus).appendingPathComponent(root.path)
    return (ExchangeCorpus.project(root: url), root.languages)
  }

  static func xliffRoundTrip(_ files: [ExchangeFile]) -> [ExchangeFile] {
    let text = XLIFFWriter(tool: tool).document(files)
    let read = XLIFFReader.read(Data(text.utf8), path: "export.xliff")
    #expect(read.diagnostics.isEmpty)
    return read.files
  }

  static func csvRoundTrip(_ exporter: ExchangeExporter, language: String) -> [[ExchangeFile]] {
    ExchangeCSV.files(exporter: exporter, languages: [language]).map { output in
      let read = CSVReader.read(output.data, path: output.relativePath)
      #expect(read.diagnostics.isEmpty)
      let original = ExchangeCSV.original(forCSVPath: output.relativePath) ?? ""
      return ExchangeCSV.files(records: read.records, original: original, exporter: exporter, path: "x.csv").files
    }
  }

  static func replacing(_ project: ExchangeProject, with changes: [ExchangeImportResult.FileChange])
    -> ExchangeProject
  {
    var files = project.files
    for change in changes {
      let original = files[change.path]?.original ?? change.path
      files[change.path] = .init(path: change.path, original: original, data: change.data)
    }
    return ExchangeProject(files: Array(files.values), developmentLanguage: project.developmentLanguage)
  }
}

/// Decodes `.strings` bytes as the reader does (BOM-aware), for assertions.
enum StringsTextDecoderProbe {
  static func decode(_ data: Data) -> [UInt16] {
    let bytes = [UInt8](data.dropFirst(2))
    return stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
  }
}
