import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// `StringCatalogEditor` writes catalogs as Xcode does: the real catalogs of the corpus come back byte for byte, their
/// member order is the editor's order, and new keys and translations land where Xcode puts them.
@Suite struct StringCatalogEditorTests {
  /// Every `.xcstrings` file of the corpus as an app ships it, sorted by path. The states of real merges
  /// (`merges__xcstrings`: bases, parents and committed results from git history) are left out: they include hand
  /// resolutions, older Xcode versions' writing and Xcode re-extracting during a merge, so they are no oracle of how
  /// Xcode writes a catalog.
  static let corpusCatalogs: [URL] =
    PackagePaths.corpus.map {
      PackagePaths.files(in: $0, withExtensions: ["xcstrings"]).filter { !$0.path.contains("/merges__xcstrings/") }
    } ?? []

  /// Catalogs of the corpus whose `strings` are not in Xcode's order because someone edited them by hand or with
  /// another tool (keys appended at the end; an entry's `comment` after its `localizations`).
  static let handEditedCatalogs: Set<String> = [
    "milanvarady__Applite/Localizable.xcstrings",
    "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings",
  ]

  static let small = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Abbrechen"
              }
            }
          }
        },
        "Every 8 Hours" : {

        },
        "Plural" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld files"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyCorpusCatalogWrittenUnchangedGivesItsBytesBack() throws {
    #expect(Self.corpusCatalogs.count > 300)
    for url in Self.corpusCatalogs {
      let data = try Data(contentsOf: url)
      let editor = try StringCatalogEditor(data: data, path: url.path)
      #expect(editor.data == data, "\(url.path)")
    }
  }

  /// The oracle for the order: in every catalog Xcode wrote, every object's members are in the editor's order.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyCorpusCatalogIsInTheEditorsOrder() throws {
    let corpus = try #require(PackagePaths.corpus)
    var checked = 0
    for url in Self.corpusCatalogs {
      let relative = String(url.path.dropFirst(corpus.path.count + 1))
      guard !Self.handEditedCatalogs.contains(relative) else { continue }
      let root = try JSONValueReader.parse(Data(contentsOf: url), path: url.path).get()
      var outOfOrder: [String] = []
      Self.collectOrderProblems(root, into: &outOfOrder)
      #expect(outOfOrder.isEmpty, "\(relative): \(outOfOrder.prefix(5))")
      checked += 1
    }
    #expect(checked > 300)
  }

  /// Pairs of neighbouring member names that the editor would order the other way.
  static func collectOrderProblems(_ node: JSONNode, into problems: inout [String]) {
    switch node.content {
    case .object(let members):
      for (first, second) in zip(members, members.dropFirst())
      where !StringCatalogEditor.sortsBefore(first.key, second.key) {
        problems.append("\(first.key) > \(second.key)")
      }
      for member in members { collectOrderProblems(member.value, into: &problems) }
    case .array(let elements):
      for element in elements { collectOrderProblems(element, into: &problems) }
    default: break
    }
  }

  @Test func orderIsFindersOrder() {
    #expect(StringCatalogEditor.sortsBefore("Every 8 Hours", "Every 30 Minutes"))
    #expect(StringCatalogEditor.sortsBefore("Mark as Read", "Mark As Read"))
    #expect(StringCatalogEditor.sortsBefore("zh-Hant", "zh-HK"))
    #expect(StringCatalogEditor.sortsBefore("comment", "extractionState"))
    #expect(StringCatalogEditor.sortsBefore("extractionState", "localizations"))
    #expect(!StringCatalogEditor.sortsBefore("a", "a"))
  }

  @Test func addedKeyIsWrittenAsXcodeWritesAManualKey() throws {
    var editor = try StringCatalogEditor(data: Data(Self.small.utf8), path: "Localizable.xcstrings")
    try editor.addKey("Every 10 Hours", translations: ["en": "Every 10 Hours", "de": "Alle 10 Stunden"])
    try editor.addKey("apply", comment: "A \"quoted\"\nline", translations: ["zh-HK": "套用", "zh-Hant": "套用"])
    let text = try #require(String(data: editor.data, encoding: .utf8))
    #expect(
      text.contains(
        """
            "apply" : {
              "comment" : "A \\"quoted\\"\\nline",
              "extractionState" : "manual",
              "localizations" : {
                "zh-Hant" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "套用"
                  }
                },
                "zh-HK" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "套用"
                  }
                }
              }
            },
            "Cancel" : {
        """))
    #expect(
      text.contains(
        """
            "Every 8 Hours" : {

            },
            "Every 10 Hours" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Alle 10 Stunden"
                  }
                },
                "en" : {
        """))
    #expect(editor.keys == ["apply", "Cancel", "Every 8 Hours", "Every 10 Hours", "Plural"])
    let parsed = StringCatalogReader.parse(editor.data, path: "Localizable.xcstrings")
    #expect(parsed.diagnostics.isEmpty)
    let entry = try #require(parsed.catalog?.entries.first { $0.key == "Every 10 Hours" })
    #expect(entry.values["de"]?.plainText == "Alle 10 Stunden")
    #expect(throws: StringCatalogEditor.EditError.self) {
      try editor.addKey("Cancel", translations: ["en": "Cancel"])
    }
  }

  @Test func translationsAreSetInPlaceOrAddedInOrder() throws {
    var editor = try StringCatalogEditor(data: Data(Self.small.utf8), path: "Localizable.xcstrings")
    try editor.setTranslation("Abbrechen!", state: .needsReview, forKey: "Cancel", language: "de")
    try editor.setTranslation("Annuler", forKey: "Cancel", language: "fr")
    try editor.setTranslation("Cancelar", state: .new, forKey: "Cancel", language: "es")
    #expect(editor.translation(ofKey: "Cancel", language: "de")! == ("Abbrechen!", "needs_review"))
    #expect(editor.translation(ofKey: "Cancel", language: "es")! == ("Cancelar", "new"))
    let text = try #require(String(data: editor.data, encoding: .utf8))
    #expect(
      text.contains(
        """
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Abbrechen!"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Cancelar"
                  }
                },
                "fr" : {
        """))
    try editor.setTranslation("Alle 8 Stunden", forKey: "Every 8 Hours", language: "de")
    #expect(editor.translation(ofKey: "Every 8 Hours", language: "de")?.value == "Alle 8 Stunden")
    #expect(throws: StringCatalogEditor.EditError.self) {
      try editor.setTranslation("x", forKey: "Missing", language: "de")
    }
    #expect(throws: StringCatalogEditor.EditError.self) {
      try editor.setTranslation("x", forKey: "Plural", language: "en")
    }
    #expect(editor.translation(ofKey: "Plural", language: "en") == nil)
  }

  @Test func newCatalogIsXcodesEmptyCatalog() {
    var editor = StringCatalogEditor(sourceLanguage: "en")
    #expect(
      String(decoding: editor.data, as: UTF8.self) == """
        {
          "sourceLanguage" : "en",
          "strings" : {

          },
          "version" : "1.0"
        }
        """)
    #expect(throws: Never.self) { try editor.addKey("ok", translations: ["en": "OK"]) }
    #expect(editor.sourceLanguage == "en" && editor.contains("ok"))
  }

  @Test func unreadableCatalogsAreRefusedWithWhere() {
    #expect(throws: StringCatalogEditor.EditError.self) {
      try StringCatalogEditor(data: Data("{\n  \"strings\" : {,}\n}".utf8), path: "Bad.xcstrings")
    }
    do {
      _ = try StringCatalogEditor(data: Data("[]".utf8), path: "Bad.xcstrings")
      Issue.record("an array is not a catalog")
    } catch {
      #expect(error.message.contains("\"strings\""))
      #expect(error.location?.line == 1)
    }
  }

  /// A real catalog of 2 MB in 50 languages takes 500 new keys in well under the time a migration may take.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func addingManyKeysToALargeCatalogIsQuick() throws {
    let url = try #require(PackagePaths.corpus).appendingPathComponent(
      "linearmouse__linearmouse/LinearMouse/Localizable.xcstrings")
    var editor = try StringCatalogEditor(data: Data(contentsOf: url), path: url.path)
    let before = editor.keys.count
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      for index in 0..<500 { try editor.addKey("migrated.key\(index)", translations: ["en": "Text \(index)"]) }
      _ = editor.data
    }
    #expect(editor.keys.count == before + 500)
    #expect(elapsed < .seconds(20))
  }
}
