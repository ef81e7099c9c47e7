import Foundation
import L10nGenTestSupport
import Testing

/// Runs the built `l10n-gen` executable as a user or build system would.
@Suite struct SubprocessSmokeTests {
  static var executable: URL? {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var folder = products
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("l10n-gen")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    guard let executable = Self.executable else {
      Issue.record("l10n-gen was not built next to the tests")
      return (-1, "", "")
    }
    return try Toolchain.runSeparatingErrors(executable, arguments)
  }

  @Test func exitCodesAndDiagnosticFormat() throws {
    #expect(try Self.run(["--version"]).status == 0)
    let usage = try Self.run(["generate", "--bogus"])
    #expect(usage.status == 64)
    #expect(usage.error.hasPrefix("Error: "))

    let directory = try TemporaryDirectory()
    let table = try directory.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n")
    let failure = try Self.run(["generate", directory.path, "--output", directory.path + "/out"])
    #expect(failure.status == 1)
    let firstLine = try #require(failure.error.split(separator: "\n").first.map(String.init))
    #expect(firstLine.hasPrefix("\(table):2:10: error: missing ';'"))
    #expect(firstLine.hasSuffix("[syntax-error]"))
    #expect(firstLine.contains(": error: "))
    #expect(!firstLine.hasPrefix("l10n-gen"))

    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    let success = try Self.run(["generate", directory.path, "--output", directory.path + "/out"])
    #expect(success.status == 0, "\(success.error)")
    #expect(success.error.hasPrefix("generate: 2 file(s) written, 0 up to date in "), "\(success.error)")
    #expect(success.error.hasSuffix("(1 file(s), 1 table(s), 1 key(s), 1 language(s)); 0 errors, 0 warnings\n"))
  }

  @Test func dumpPrintsEntriesInFileOrderWithDuplicates() throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write(
      "x.strings", "/* first */\n\"b\" = \"1\";\n\"a\" = \"2\";\n\"b\" = \"3\";\n")
    let result = try Self.run(["dump", table])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json["format"] as? String == "strings")
    let entries = try #require(json["entries"] as? [[String: Any]])
    #expect(entries.map { $0["key"] as? String } == ["b", "a", "b"])
    #expect(entries.map { $0["line"] as? Int } == [2, 3, 4])
    #expect(entries.first?["comment"] as? String == "first")
    let diagnostics = try #require(json["diagnostics"] as? [String])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("\(table):4:1: warning:") == true)
  }
}
