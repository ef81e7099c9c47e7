import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen merge-driver %O %A %B %P`: the merge replaces %A, conflicts exit 1 and are listed, bad input leaves %A
/// alone; and git, configured as the article says, uses it.
@Suite struct MergeDriverCommandTests {
  /// A catalog with the given German translations, as Xcode writes it.
  static func catalog(_ translations: [(key: String, value: String)]) -> String {
    let entries = translations.map { key, value in
      #""\#(key)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
    }
    let text = #"{"sourceLanguage":"en","strings":{\#(entries.joined(separator: ","))},"version":"1.0"}"#
    return String(
      decoding: CatalogFormatter.format(Data(text.utf8), path: "catalog").formatted ?? Data(), as: UTF8.self)
  }

  @Test func aCleanMergeReplacesOursAndExitsZero() throws {
    let directory = try TemporaryDirectory()
    let base = try directory.write("O", Self.catalog([("a", "A")]))
    let ours = try directory.write("A", Self.catalog([("a", "A"), ("b", "B")]))
    let theirs = try directory.write("B", Self.catalog([("a", "A2"), ("c", "C")]))
    let result = CapturingConsole.run(["merge-driver", base, ours, theirs, "App/Localizable.xcstrings"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error == "merge-driver: App/Localizable.xcstrings: merged\n")
    #expect(directory.read("A") == Self.catalog([("a", "A2"), ("b", "B"), ("c", "C")]))
  }

  @Test func aConflictIsListedKeepsOursAndExitsOne() throws {
    let directory = try TemporaryDirectory()
    let base = try directory.write("O", Self.catalog([("a", "A")]))
    let ours = try directory.write("A", Self.catalog([("a", "Ours")]))
    let theirs = try directory.write("B", Self.catalog([("a", "Theirs")]))
    let result = CapturingConsole.run(["merge-driver", base, ours, theirs, "L.xcstrings"])
    #expect(result.code == .failure)
    #expect(
      result.error.contains(
        #"L.xcstrings: conflict: 'a' › localizations › de › stringUnit › value: ours "Ours", theirs "Theirs""#))
    #expect(result.error.contains("1 conflict, ours kept"))
    let merged = try #require(directory.read("A"))
    #expect(merged.contains(#""state" : "needs_review",\#n            "value" : "Ours""#))
  }

  @Test func aSideThatIsNoCatalogLeavesOursAsItIs() throws {
    let directory = try TemporaryDirectory()
    let base = try directory.write("O", Self.catalog([("a", "A")]))
    let ours = try directory.write("A", Self.catalog([("a", "A"), ("b", "B")]))
    let theirs = try directory.write("B", "{\"strings\" : {\n<<<<<<< HEAD\n")
    let result = CapturingConsole.run(["merge-driver", base, ours, theirs, "L.xcstrings"])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(theirs):2:1: error: invalid JSON"))
    #expect(directory.read("A") == Self.catalog([("a", "A"), ("b", "B")]))
    #expect(CapturingConsole.run(["merge-driver", base, ours]).code == .usage)
  }

  /// The two lines of the article, in a real repository: two branches that each add a key merge without a conflict.
  @Test(.enabled(if: Toolchain.executable(named: "git") != nil, "needs git"))
  func gitUsesTheDriverAsTheArticleSaysToConfigureIt() throws {
    let git = try #require(Toolchain.executable(named: "git"))
    let tool = try #require(SubprocessSmokeTests.executable, "l10n-gen was not built next to the tests")
    let directory = try TemporaryDirectory()
    let repository = directory.path
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
      try Toolchain.run(
        git, ["-C", repository, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
    }
    #expect(try run(["init", "-q", "-b", "main"]).status == 0)
    try directory.write(".gitattributes", "*.xcstrings merge=xcstrings\n")
    #expect(try run(["config", "merge.xcstrings.driver", "\(tool.path) merge-driver %O %A %B %P"]).status == 0)
    try directory.write("Localizable.xcstrings", Self.catalog([("a", "A")]))
    #expect(try run(["add", "."]).status == 0)
    #expect(try run(["commit", "-q", "-m", "base"]).status == 0)
    #expect(try run(["checkout", "-q", "-b", "feature"]).status == 0)
    try directory.write("Localizable.xcstrings", Self.catalog([("a", "A"), ("c", "C")]))
    #expect(try run(["commit", "-q", "-am", "theirs"]).status == 0)
    #expect(try run(["checkout", "-q", "main"]).status == 0)
    try directory.write("Localizable.xcstrings", Self.catalog([("a", "A"), ("b", "B")]))
    #expect(try run(["commit", "-q", "-am", "ours"]).status == 0)
    let merge = try run(["merge", "-q", "--no-edit", "feature"])
    #expect(merge.status == 0, "\(merge.output)")
    #expect(directory.read("Localizable.xcstrings") == Self.catalog([("a", "A"), ("b", "B"), ("c", "C")]))
  }
}
