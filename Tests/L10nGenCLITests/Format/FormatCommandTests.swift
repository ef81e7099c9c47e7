import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen format`: catalogs rewritten as Xcode writes them, `--check` for CI, repairs only with `--fix`, and
/// nothing written when any file is bad.
@Suite struct FormatCommandTests {
  /// A catalog as Xcode writes it.
  static let formatted = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "https://example.com" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "https://example.de"
              }
            }
          }
        },
        "OK" : {

        }
      },
      "version" : "1.0"
    }
    """

  /// The same catalog minified, members reversed.
  static let minified =
    #"{"version":"1.0","strings":{"OK":{},"https://example.com":{"localizations":{"de":{"stringUnit":"#
    + #"{"value":"https://example.de","state":"translated"}}}}},"sourceLanguage":"en"}"#

  @Test func checkNamesEachCatalogThatWouldChangeAndWritesNothing() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.write("App/Good.xcstrings", Self.formatted)
    let bad = try directory.write("App/Sub/Bad.xcstrings", Self.minified)
    let result = CapturingConsole.run(["format", "--check", directory.path + "/App"])
    #expect(result.code == .failure)
    #expect(result.output == bad + "\n")
    #expect(result.error.contains("1 of 2 catalogs would change"))
    #expect(directory.read("App/Sub/Bad.xcstrings") == Self.minified)
    #expect(CapturingConsole.run(["format", "--check", good]).code == .success)
  }

  /// `format --check` over the corpus: every catalog Xcode wrote passes; only the two edited by hand or by another
  /// tool (whose member order is not Xcode's) are named.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func checkPassesOnEveryCorpusCatalogXcodeWrote() throws {
    let corpus = try #require(PackagePaths.corpus)
    let catalogs = PackagePaths.files(in: corpus, withExtensions: ["xcstrings"]).map(\.path).filter {
      !$0.contains("/merges__xcstrings/")
    }
    #expect(catalogs.count > 300)
    let result = CapturingConsole.run(["format", "--check"] + catalogs)
    #expect(result.code == .failure)
    let named = result.output.split(separator: "\n").map { String($0.dropFirst(corpus.path.count + 1)) }
    #expect(
      named == [
        "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings",
        "milanvarady__Applite/Localizable.xcstrings",
      ])
    #expect(result.error.contains("2 of \(catalogs.count) catalogs would change"))
    #expect(result.error.contains("; 0 errors, 0 warnings"))
  }

  @Test func formatRewritesAsXcodeAndLeavesFormattedFilesAlone() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.write("Good.xcstrings", Self.formatted)
    let bad = try directory.write("Bad.xcstrings", Self.minified + "\n")
    let dateBefore = try FileManager.default.attributesOfItem(atPath: good)[.modificationDate] as? Date
    let result = CapturingConsole.run(["format", good, bad])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("format: 2 catalogs, 1 rewritten"))
    // The file's own final line break is kept.
    #expect(directory.read("Bad.xcstrings") == Self.formatted + "\n")
    #expect(try FileManager.default.attributesOfItem(atPath: good)[.modificationDate] as? Date == dateBefore)
    #expect(CapturingConsole.run(["format", "--check", directory.path]).code == .success)
  }

  @Test func repairsAreLocatedWarningsAppliedOnlyWithFix() throws {
    let directory = try TemporaryDirectory()
    let escaped = Self.minified.replacingOccurrences(of: "/", with: "\\/")
    let path = try directory.write("Platform.xcstrings", escaped)
    let plain = CapturingConsole.run(["format", path])
    #expect(plain.code == .success)
    #expect(plain.error.contains("\(path):1:44: warning: '/' is escaped as '\\/' 4 times"))
    #expect(plain.error.contains("[escaped-slash]"))
    #expect(plain.error.contains("1 left as they are (repairs need --fix)"))
    #expect(directory.read("Platform.xcstrings") == escaped)
    let check = CapturingConsole.run(["format", "--check", path])
    #expect(check.code == .failure && check.output == path + "\n")
    let fixed = CapturingConsole.run(["format", "--fix", path])
    #expect(fixed.code == .success)
    #expect(directory.read("Platform.xcstrings") == Self.formatted)
  }

  @Test func aBadFileIsALocatedErrorAndNothingIsWritten() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.xcstrings", Self.minified)
    let broken = try directory.write("B.xcstrings", "{\n  \"strings\" : {\n    \"a\" : \n}")
    let notCatalog = try directory.write("C.xcstrings", "[]")
    let result = CapturingConsole.run(["format", directory.path])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(broken):4:1: error: invalid JSON"))
    #expect(result.error.contains("\(notCatalog):1:1: error: not a String Catalog"))
    #expect(result.error.contains("nothing written"))
    #expect(directory.read("A.xcstrings") == Self.minified)
  }

  @Test func aFolderWithoutCatalogsIsAnErrorAndAMissingPathAUsageError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    let empty = CapturingConsole.run(["format", directory.path])
    #expect(empty.code == .failure)
    #expect(empty.error.contains("[no-tables]"))
    #expect(CapturingConsole.run(["format", directory.path + "/missing"]).code == .usage)
    #expect(CapturingConsole.run(["format"]).code == .usage)
    let help = CapturingConsole.run(["format", "--help"])
    #expect(help.code == .success && help.output.contains("USAGE: l10n-gen format <path> ... [--check] [--fix]"))
  }
}
