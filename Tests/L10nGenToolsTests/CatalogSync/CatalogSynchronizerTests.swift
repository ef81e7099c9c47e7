import Foundation
import L10nGenCore
import Testing

@testable import L10nGenTools

/// `CatalogSynchronizer` keeps a catalog in step with the code as Xcode's build does: new keys as Xcode writes them,
/// `stale` for keys gone from the code, `manual` keys left alone, comments from the code, `--prune` only where no
/// translation is lost.
@Suite struct CatalogSynchronizerTests {
  /// A catalog as Xcode writes it: an extracted key with a comment, a translated one, a manual one, a stale one
  /// without translation and a stale one with a translation.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "comment" : "Button"
        },
        "Done" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Fertig"
              }
            }
          }
        },
        "Old" : {
          "extractionState" : "stale"
        },
        "Runtime key" : {
          "extractionState" : "manual"
        },
        "Translated old" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Alt"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// A code key at line `line` of `App.swift`.
  static func code(_ key: String, value: String? = nil, comments: [String] = [], line: Int = 1) -> CatalogCodeKey {
    CatalogCodeKey(
      key: key, defaultValue: value, comments: comments,
      location: SourceLocation(file: "App.swift", line: line, column: 1))
  }

  /// The code of ``catalog`` as Xcode last extracted it.
  static let inStep = [code("Cancel", comments: ["Button"]), code("Done")]

  static func sync(
    _ keys: [CatalogCodeKey], in text: String = catalog, prune: Bool = false, isInUse: (String) -> Bool = { _ in false }
  ) throws -> CatalogSyncResult {
    try CatalogSynchronizer.sync(
      Data(text.utf8), path: "Localizable.xcstrings", codeKeys: keys, prune: prune, isInUse: isInUse)
  }

  @Test func aCatalogInStepWithTheCodeIsLeftByteForByte() throws {
    let result = try Self.sync(Self.inStep)
    #expect(result.isInSync)
    #expect(result.synced == Data(Self.catalog.utf8))
  }

  @Test func newKeysAreAddedAsXcodeWritesThem() throws {
    let result = try Self.sync(
      Self.inStep + [
        Self.code("Apply", comments: ["Menu", "Toolbar"]), Self.code("%@ of %@"),
        Self.code("greeting", value: "Hello!"), Self.code("Plain"),
      ])
    #expect(result.changes.map(\.kind) == [.added, .added, .added, .added])
    #expect(result.changes.map(\.key) == ["%@ of %@", "Apply", "greeting", "Plain"])
    // Written as Xcode writes it: `format --check` has nothing to change.
    #expect(CatalogFormatter.format(result.synced, path: "Localizable.xcstrings").isFormatted)
    let text = String(decoding: result.synced, as: UTF8.self)
    #expect(
      text.contains(
        """
            "%@ of %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "%1$@ of %2$@"
                  }
                }
              }
            },
            "Apply" : {
              "comment" : "Menu\\nToolbar"
            },
        """))
    #expect(
      text.contains(
        """
            "greeting" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Hello!"
                  }
                }
              }
            },
        """))
    #expect(text.contains("    \"Plain\" : {\n\n    },\n    \"Runtime key\""))
  }

  @Test func keysGoneFromTheCodeBecomeStaleAndManualKeysStay() throws {
    let result = try Self.sync([Self.code("Cancel", comments: ["Button"])])
    #expect(result.changes == [CatalogSyncChange(.markedStale, key: "Done")])
    let catalog = try StringCatalogEditor(data: result.synced, path: "x")
    #expect(catalog.entry(ofKey: "Done")?["extractionState"]?.stringValue == "stale")
    #expect(catalog.entry(ofKey: "Runtime key")?["extractionState"]?.stringValue == "manual")
    #expect(catalog.translation(ofKey: "Done", language: "de")?.value == "Fertig")
  }

  @Test func keysTheCodeUsesOtherwiseAreKeptAsTheyAre() throws {
    let result = try Self.sync([Self.code("Cancel", comments: ["Button"])], isInUse: { $0 == "Done" })
    #expect(result.isInSync)
    #expect(result.kept == ["Done"])
  }

  @Test func aStaleKeyBackInTheCodeIsNoLongerStale() throws {
    let result = try Self.sync(Self.inStep + [Self.code("Old", line: 7), Self.code("Translated old", value: "Older")])
    // The key with a value of its own gets its development value too.
    #expect(result.changes.map(\.kind) == [.restored, .restored, .valueChanged])
    let catalog = try StringCatalogEditor(data: result.synced, path: "x")
    #expect(catalog.entry(ofKey: "Old")?["extractionState"] == nil)
    #expect(catalog.entry(ofKey: "Translated old")?["extractionState"]?.stringValue == "extracted_with_value")
    #expect(result.changes[0].description == "'Old': no longer stale (App.swift:7:1)")
  }

  @Test func commentsFollowTheCodeWhereItHasOne() throws {
    let changed = try Self.sync([Self.code("Cancel", comments: ["Dialog button"]), Self.code("Done")])
    #expect(changed.changes.map(\.kind) == [.commentChanged])
    #expect(
      changed.changes[0].description
        == "'Cancel': comment changed (catalog \"Button\", code \"Dialog button\") (App.swift:1:1)")
    #expect(
      try StringCatalogEditor(data: changed.synced, path: "x").entry(ofKey: "Cancel")?["comment"]?.stringValue
        == "Dialog button")
    // A comment written in the catalog for a key whose code has none stays, as Xcode keeps it.
    #expect(try Self.sync([Self.code("Cancel"), Self.code("Done")]).isInSync)
  }

  @Test func aDevelopmentValueXcodeWroteFollowsTheCodesDefaultValue() throws {
    let first = try Self.sync(Self.inStep + [Self.code("greeting", value: "Hello!")])
    let text = String(decoding: first.synced, as: UTF8.self)
    #expect(try Self.sync(Self.inStep + [Self.code("greeting", value: "Hello!")], in: text).isInSync)
    let changed = try Self.sync(Self.inStep + [Self.code("greeting", value: "Hi %@ and %@")], in: text)
    #expect(changed.changes.map(\.kind) == [.valueChanged])
    let catalog = try StringCatalogEditor(data: changed.synced, path: "x")
    #expect(catalog.translation(ofKey: "greeting", language: "en")! == ("Hi %1$@ and %2$@", "new"))
    #expect(catalog.entry(ofKey: "greeting")?["extractionState"]?.stringValue == "extracted_with_value")
    // A development value someone edited (translated) stays.
    var edited = catalog
    try edited.setTranslation("Hi there", forKey: "greeting", language: "en")
    let editedText = String(decoding: edited.data, as: UTF8.self)
    #expect(try Self.sync(Self.inStep + [Self.code("greeting", value: "Hello!")], in: editedText).isInSync)
  }

  @Test func aCommentXcodeGeneratedStaysUntilTheCodeHasOne() throws {
    let generated = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "About" : {
            "comment" : "The title of the about screen.",
            "isCommentAutoGenerated" : true
          }
        },
        "version" : "1.0"
      }
      """
    #expect(try Self.sync([Self.code("About")], in: generated).isInSync)
    let result = try Self.sync([Self.code("About", comments: ["Title"])], in: generated)
    #expect(result.changes.map(\.kind) == [.commentChanged])
    #expect(
      String(decoding: result.synced, as: UTF8.self).contains("\"About\" : {\n      \"comment\" : \"Title\"\n    }"))
  }

  @Test func pruneRemovesOnlyStaleKeysWithoutTranslation() throws {
    let result = try Self.sync([Self.code("Cancel", comments: ["Button"])], prune: true)
    #expect(result.changes.map(\.kind) == [.markedStale, .pruned])
    #expect(result.changes.map(\.key) == ["Done", "Old"])
    let catalog = try StringCatalogEditor(data: result.synced, path: "x")
    #expect(catalog.keys == ["Cancel", "Done", "Runtime key", "Translated old"])
  }

  @Test func aNewDevelopmentValueIsNoTranslationButAWrittenOneIs() throws {
    let new = CatalogSynchronizer.newEntry(for: Self.code("%@ of %@"), sourceLanguage: "en")
    #expect(!CatalogSynchronizer.hasTranslation(new, sourceLanguage: "en"))
    let written = CatalogSynchronizer.newEntry(for: Self.code("k", value: "Value"), sourceLanguage: "fr")
    #expect(!CatalogSynchronizer.hasTranslation(written, sourceLanguage: "fr"))
    #expect(CatalogSynchronizer.hasTranslation(written, sourceLanguage: "en"))
  }

  @Test func codeKeysComeFromTheExtractableUsagesOfTheTable() {
    func usage(
      _ key: SourceKey, table: String = "Localizable", line: Int, form: KeyUsage.Form = .swiftUI, value: String? = nil,
      comment: String? = nil
    ) -> KeyUsage {
      KeyUsage(
        key: key, table: table, location: SourceLocation(file: "A.swift", line: line, column: 1), form: form,
        value: value, comment: comment)
    }
    let keys = CatalogCodeKey.keys(
      from: [
        usage(SourceKey("b"), line: 9, comment: "two"), usage(SourceKey("b"), line: 3, value: "B", comment: "one"),
        usage(SourceKey("a"), table: "localizable", line: 1), usage(SourceKey("c"), table: "Other", line: 1),
        usage(SourceKey("d"), line: 1, form: .generatedAccessor),
        usage(SourceKey(parts: [.text("n "), .argument(specifier: nil)]), line: 2),
      ], table: "Localizable")
    #expect(keys.map(\.key) == ["a", "b"])
    #expect(keys[1].defaultValue == "B")
    #expect(keys[1].comment == "one\ntwo")
    #expect(keys[1].location.line == 3)
  }

  @Test func aFileThatIsNoCatalogIsALocatedError() {
    #expect(throws: StringCatalogEditor.EditError.self) { try Self.sync([], in: "{\"strings\": [") }
  }
}
