import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

@Suite struct GenerateCommandTests {
  static let english = """
    /* Login screen title */
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    "transfer" = "%1$@ sent %2$.2f to %3$@";
    """

  @Test func writesOneFilePerTableAndTheSupportFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    try directory.write("in/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
    let output = directory.path + "/out"
    let result = CapturingConsole.run(["generate", directory.path + "/in", "--output", output])
    #expect(result.code == .success, "\(result.error)")
    let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(names == ["InfoPlist+L10nGen.swift", "L10nGen+Support.swift", "Localizable+L10nGen.swift"])
    let localizable = try #require(directory.read("out/Localizable+L10nGen.swift"))
    #expect(localizable.contains("static var title: String"))
    #expect(localizable.contains("static func welcome(_ p1: String) -> String"))
    #expect(localizable.contains("static func transfer(_ p1: String, _ p2: Double, _ p3: String) -> String"))
    #expect(localizable.contains("/// Comment: Login screen title"))
    let infoPlist = try #require(directory.read("out/InfoPlist+L10nGen.swift"))
    #expect(infoPlist.contains("enum InfoPlist {"))
  }

  @Test func rewritesNothingWhenNothingChanged() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    let output = directory.path + "/out"
    #expect(CapturingConsole.run(["generate", directory.path + "/in", "--output", output]).code == .success)
    let file = output + "/Localizable+L10nGen.swift"
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
    #expect(CapturingConsole.run(["generate", directory.path + "/in", "--output", output]).code == .success)
    let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    #expect(modified == past)
  }

  @Test func outputIsIdenticalWhateverTheInputOrder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a/en.lproj/Localizable.strings", Self.english)
    try directory.write("a/fr.lproj/Localizable.strings", "\"login.title\" = \"Se connecter\";\n")
    let first = CapturingConsole.run([
      "generate", directory.path + "/a/fr.lproj/Localizable.strings",
      directory.path + "/a/en.lproj/Localizable.strings",
      "--output", directory.path + "/out1",
    ])
    let second = CapturingConsole.run([
      "generate", directory.path + "/a/en.lproj/Localizable.strings",
      directory.path + "/a/fr.lproj/Localizable.strings",
      "--output", directory.path + "/out2",
    ])
    #expect(first.code == .success && second.code == .success)
    #expect(directory.read("out1/Localizable+L10nGen.swift") == directory.read("out2/Localizable+L10nGen.swift"))
  }

  @Test func syntaxErrorReportsLocationExitsOneAndKeepsThePreviousOutput() throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write("in/en.lproj/Localizable.strings", Self.english)
    let output = directory.path + "/out"
    #expect(CapturingConsole.run(["generate", directory.path + "/in", "--output", output]).code == .success)
    let before = directory.read("out/Localizable+L10nGen.swift")

    try directory.write("in/en.lproj/Localizable.strings", "\"login.title\" = \"Sign In\"\n\"other\" = \"x\";\n")
    let result = CapturingConsole.run(["generate", directory.path + "/in", "--output", output])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(table):1:26: error: missing ';'"), "\(result.error)")
    #expect(result.error.contains("nothing was written"))
    #expect(directory.read("out/Localizable+L10nGen.swift") == before)
  }

  @Test(arguments: [
    ("unterminated string", Data("\"a\" = \"b;\n".utf8), 1),
    ("backslash at end of file", Data("\"a\" = \"b\\".utf8), 1),
    ("invalid UTF-8", Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B]), 1),
    (
      "UTF-16 without a byte order mark", Data("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), 1
    ),
  ])
  func badInputIsAnErrorWithALocation(name: String, data: Data, line: Int) throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write("in/en.lproj/Localizable.strings", data)
    let result = CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/out"])
    #expect(result.code == .failure, "\(name)")
    #expect(result.error.contains("\(table):\(line):"), "\(name): \(result.error)")
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/Localizable+L10nGen.swift"), "\(name)")
  }

  @Test func unknownConfigurationKeyIsAnErrorNamingTheKnownOnes() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    let config = try directory.write(
      "in/l10n-gen.json", "{\n  \"enumName\": \"Strings\",\n  \"acessLevel\": \"public\"\n}\n")
    let result = CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/out"])
    #expect(result.code == .failure)
    #expect(
      result.error.contains(
        "\(config):3:3: error: unknown key 'acessLevel' in the configuration. Did you mean 'accessLevel'?"))
  }

  @Test func configurationAndCommandLineOverrides() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    try directory.write("in/l10n-gen.json", "{\"enumName\": \"Strings\", \"accessLevel\": \"package\"}")
    let result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", directory.path + "/out", "--access-level", "public",
    ])
    #expect(result.code == .success, "\(result.error)")
    let support = try #require(directory.read("out/L10nGen+Support.swift"))
    #expect(support.contains("public nonisolated enum Strings {}"))
  }

  @Test func keySymbolsAreGeneratedOnlyOnRequest() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    #expect(
      CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/off"]).code == .success)
    let off = try #require(directory.read("off/Localizable+L10nGen.swift"))
    #expect(!off.contains("LocalizationKeyConvertible"))
    #expect(off.contains("static var title: String"))
    #expect(off.contains("struct LocalizableKey: LocalizationTableKey"), "the key type stays")
    try directory.write("in/l10n-gen.json", "{\"keySymbols\": true}")
    #expect(
      CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/on"]).code == .success)
    #expect(directory.read("on/Localizable+L10nGen.swift")?.contains("static var loginTitle: Self {") == true)
  }

  @Test func keySymbolsOfDifferentTablesNeverCollide() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/l10n-gen.json", "{\"keySymbols\": true}")
    try directory.write("in/en.lproj/Localizable.strings", "\"main.title\" = \"From Localizable\";\n")
    try directory.write("in/en.lproj/Main.strings", "\"title\" = \"From Main\";\n")
    let output = directory.path + "/out"
    let result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main",
    ])
    #expect(result.code == .success)
    #expect(result.error.contains("warning:"), "the renamed key symbol is reported")
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    let compiled = try SwiftCompiler.typecheck(files)
    #expect(compiled.succeeded, "\(compiled.output)")
    let symbols = files.compactMap { FileManager.default.contents(atPath: $0) }.map {
      String(decoding: $0, as: UTF8.self)
    }
    .joined().components(separatedBy: "\n").filter { $0.contains(": Self {") }
    #expect(symbols.count == 2)
    #expect(Set(symbols).count == 2)
  }

  /// A custom template gets the context it asks for, from the configuration or `--context`, whatever its name.
  @Test func customTemplateIsRenderedWithTheContextItAsksFor() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"HEADER_TITLE\" = \"Hello %@\";\n")
    let template = try directory.write(
      "templates/team.mustache",
      "{{#isTableFile}}{{keyType}}|{{#root}}{{#members}}{{name}}({{#functions}}{{parameters}}{{/functions}}){{/members}}"
        + "{{/root}}{{/isTableFile}}{{#isSupportFile}}{{enumName}}{{/isSupportFile}}\n")
    let config = try directory.write("in/l10n-gen.json", "{\"template\": \"\(template)\", \"context\": \"swiftgen\"}")
    var result = CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/a"])
    #expect(result.code == .success, "\(result.error)")
    #expect(directory.read("a/Localizable+L10nGen.swift") == "|headerTitle(_ p1: Any)\n")

    result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", directory.path + "/b", "--context", "structured",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(directory.read("b/Localizable+L10nGen.swift") == "LocalizableKey|headerTitle()\n")

    try directory.write("in/l10n-gen.json", "{\n  \"template\": \"\(template)\",\n  \"context\": \"swiftgn\"\n}")
    result = CapturingConsole.run(["generate", directory.path + "/in", "--output", directory.path + "/c"])
    #expect(result.code == .failure)
    #expect(
      result.error.contains("\(config):3:14: error: 'context' must be one of \"structured\", \"swiftgen\""),
      "\(result.error)")
  }

  /// A relative template path in `l10n-gen.json` is found beside the configuration file, whatever the working
  /// directory (the build plugin runs the tool from elsewhere); `--template` stays relative to the working directory.
  @Test func relativeTemplatePathInTheConfigurationIsFoundBesideIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("app/in/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    try directory.write("app/templates/team.mustache", "{{#isTableFile}}{{keyType}}{{/isTableFile}}\n")
    try directory.write("app/in/l10n-gen.json", "{\"template\": \"../templates/team.mustache\"}")
    #expect(InputLoader.templatePath("structured", relativeTo: "/a/l10n-gen.json") == "structured")
    #expect(InputLoader.templatePath("/t/x.mustache", relativeTo: "/a/l10n-gen.json") == "/t/x.mustache")
    #expect(InputLoader.templatePath("../t/x.mustache", relativeTo: "/a/b/l10n-gen.json") == "/a/t/x.mustache")
    #expect(InputLoader.templatePath("x.mustache", relativeTo: "/a/l10n-gen.json") == "/a/x.mustache")

    let result = CapturingConsole.run(["generate", directory.path + "/app/in", "--output", directory.path + "/out"])
    #expect(result.code == .success, "\(result.error)")
    #expect(directory.read("out/Localizable+L10nGen.swift") == "LocalizableKey\n")
  }

  @Test func invalidOrConflictingContextIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.english)
    let invalid = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", directory.path + "/out", "--context", "flat",
    ])
    #expect(invalid.code == .usage)
    #expect(
      invalid.error.contains("The value of '--context' must be one of \"structured\", \"swiftgen\", \"xcode-symbols\".")
    )

    let conflicting = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", directory.path + "/out", "--template", "swiftgen",
      "--context", "structured",
    ])
    #expect(conflicting.code == .failure)
    #expect(
      conflicting.error.contains("error: the built-in template 'swiftgen' is rendered with the swiftgen context"),
      "\(conflicting.error)")
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/Localizable+L10nGen.swift"))
  }

  /// `Info-Plist` and `InfoPlist` both map to the namespace `InfoPlist` and the key type `InfoPlistKey`.
  @Test func tablesWithOneSwiftNameAreToldApart() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Info-Plist.strings", "\"a\" = \"A\";\n")
    try directory.write("in/en.lproj/InfoPlist.strings", "\"b\" = \"B\";\n")
    try directory.write("in/en.lproj/Localizable.strings", "\"info_plist2_key.c\" = \"C\";\n")
    let output = directory.path + "/out"
    let result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main",
    ])
    #expect(result.code == .success)
    #expect(result.error.contains("InfoPlist.strings:1:1: warning: the table InfoPlist maps to the Swift namespace"))
    let renamed = try #require(directory.read("out/InfoPlist+L10nGen.swift"))
    #expect(renamed.contains("enum InfoPlist2 {") && renamed.contains("struct InfoPlist2Key:"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    let compiled = try SwiftCompiler.typecheck(files)
    #expect(compiled.succeeded, "\(compiled.output)")
  }

  /// A real app's `de.lproj/infoPlist.strings` beside other languages' `InfoPlist.strings`: one table, one file.
  @Test func tableNamesThatDifferOnlyInCaseWriteOneFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
    try directory.write("in/fr.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Démo\";\n")
    let odd = try directory.write("in/de.lproj/infoPlist.strings", "\"CFBundleName\" = \"Demo\";\n")
    let output = directory.path + "/out"
    let result = CapturingConsole.run(["generate", directory.path + "/in", "--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
        "InfoPlist+L10nGen.swift", "L10nGen+Support.swift",
      ])
    #expect(result.error.contains("\(odd):1:1: warning: '\(odd)' spells its table 'infoPlist'"), "\(result.error)")
    #expect(result.error.contains("[table-name-case]"))
  }

  @Test func aDevelopmentLanguageNoTableHasFailsTheRun() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en-US.lproj/Localizable.strings", Self.english)
    try directory.write("in/de.lproj/Localizable.strings", "\"login.title\" = \"Anmelden\";\n")
    let output = directory.path + "/out"
    let madeUp = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--development-language", "zz",
    ])
    #expect(madeUp.code == .failure)
    #expect(
      madeUp.error.contains(
        "error: the development language 'zz' is not a language of any table (languages: de, en-US)"),
      "\(madeUp.error)")
    #expect(madeUp.error.contains("[unknown-development-language]"))
    let spelledOtherwise = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--development-language", "en_us",
    ])
    #expect(spelledOtherwise.code == .success, "\(spelledOtherwise.error)")
    #expect(directory.read("out/Localizable+L10nGen.swift")?.contains("from Localizable (en-US)") == true)
  }
}
