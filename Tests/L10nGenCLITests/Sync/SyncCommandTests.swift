import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen sync`: a catalog kept in step with the code, `--check` for CI, `--prune`, and nothing written when a
/// catalog cannot be read.
@Suite struct SyncCommandTests {
  /// A catalog Xcode wrote for ``source`` before `Old` left the code and `New` came in.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Old" : {

        },
        "Runtime" : {
          "extractionState" : "manual"
        },
        "Title" : {
          "comment" : "Window title"
        }
      },
      "version" : "1.0"
    }
    """

  /// The code now.
  static let source = """
    import SwiftUI
    struct ContentView: View {
      var body: some View {
        Text("Title", comment: "Window title")
        Text("New", comment: "A new label")
      }
    }
    """

  /// The catalog after `sync`.
  static let synced = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "New" : {
          "comment" : "A new label"
        },
        "Old" : {
          "extractionState" : "stale"
        },
        "Runtime" : {
          "extractionState" : "manual"
        },
        "Title" : {
          "comment" : "Window title"
        }
      },
      "version" : "1.0"
    }
    """

  @Test func checkListsTheChangesExitsOneAndWritesNothing() throws {
    let directory = try TemporaryDirectory()
    let catalog = try directory.write("App/Localizable.xcstrings", Self.catalog)
    _ = try directory.write("App/ContentView.swift", Self.source)
    let result = CapturingConsole.run(["sync", "--check", catalog, "--sources", directory.path + "/App"])
    #expect(result.code == .failure)
    #expect(
      result.output == """
        \(catalog): 'New': added (\(directory.path)/App/ContentView.swift:5:10)
        \(catalog): 'Old': marked stale

        """)
    #expect(result.error.contains("run 'l10n-gen sync' to apply them"))
    #expect(directory.read("App/Localizable.xcstrings") == Self.catalog)
  }

  @Test func syncWritesTheCatalogAsXcodeWouldThenIsInStep() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("App/Localizable.xcstrings", Self.catalog)
    _ = try directory.write("App/ContentView.swift", Self.source)
    let app = directory.path + "/App"
    #expect(CapturingConsole.run(["sync", app, "--sources", app]).code == .success)
    #expect(directory.read("App/Localizable.xcstrings") == Self.synced)
    let check = CapturingConsole.run(["sync", "--check", app, "--sources", app])
    #expect(check.code == .success)
    #expect(check.output.isEmpty)
    #expect(check.error.contains("in step with the code"))
  }

  @Test func pruneRemovesStaleKeysWithoutTranslation() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("App/Localizable.xcstrings", Self.catalog)
    _ = try directory.write("App/ContentView.swift", Self.source)
    let app = directory.path + "/App"
    #expect(CapturingConsole.run(["sync", "--prune", app, "--sources", app]).code == .success)
    #expect(
      directory.read("App/Localizable.xcstrings")
        == Self.synced.replacingOccurrences(
          of: """
                "Old" : {
                  "extractionState" : "stale"
                },

            """, with: ""))
  }

  @Test func aBadCatalogIsALocatedErrorAndNothingIsWritten() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.write("App/A/Localizable.xcstrings", Self.catalog)
    let bad = try directory.write("App/B/Other.xcstrings", "{\"strings\": {\n  \"x\" : }")
    _ = try directory.write("App/ContentView.swift", Self.source)
    let app = directory.path + "/App"
    let result = CapturingConsole.run(["sync", app, "--sources", app])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(bad):2:9: error: "))
    #expect(result.error.contains("nothing was written"))
    #expect(directory.read("App/A/Localizable.xcstrings") == Self.catalog)
    _ = good
  }

  @Test func interfaceBuilderAndInfoPlistCatalogsAreNotSynced() {
    #expect(SyncCommand.isSyncedCatalog("App/Localizable.xcstrings"))
    #expect(!SyncCommand.isSyncedCatalog("App/mul.lproj/Main.xcstrings"))
    #expect(!SyncCommand.isSyncedCatalog("App/InfoPlist.xcstrings"))
    #expect(!SyncCommand.isSyncedCatalog("App/AppShortcuts.xcstrings"))
  }

  @Test func sourcesAndACatalogAreRequired() {
    #expect(CapturingConsole.run(["sync", "--sources", "."]).code == .usage)
    #expect(CapturingConsole.run(["sync", "."]).code == .usage)
  }

  /// The corpus apps Xcode filled: `sync --check` through the command line agrees with the tools' corpus test.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func checkPassesOnAnXcodeFilledApp() throws {
    let app = try #require(PackagePaths.corpus).appendingPathComponent("milanvarady__Applite").path
    let result = CapturingConsole.run(["sync", "--check", app + "/Localizable.xcstrings", "--sources", app])
    #expect(result.code == .success, "\(result.output)")
    #expect(result.output.isEmpty)
  }
}
