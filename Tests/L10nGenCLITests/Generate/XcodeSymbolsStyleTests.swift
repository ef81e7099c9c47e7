import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `generate --style xcode-symbols` (`"style": "xcode-symbols"`): the `LocalizedStringResource` members Xcode 26
/// generates from a String Catalog, for every key, at any access level, callable from any isolation. Linux's Foundation
/// has no `LocalizedStringResource`, so the output is type-checked against `Tests/FoundationStubs`, with a stub
/// `Darwin` module on the import path so that the output's `#if canImport(Darwin)` holds.
@Suite struct XcodeSymbolsStyleTests {
  static let fixture = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/xcode-catalog")
  static let stubs = PackagePaths.root.appendingPathComponent("Tests/FoundationStubs/LocalizedStringResource.swift")

  /// A second catalog, `Paywall`, as Xcode writes one: its members go into `LocalizedStringResource.Paywall`.
  static let paywall = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "paywall.purchase.priceLine" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Then %@ per year" } }
          }
        },
        "%lld days free" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day free" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days free" } }
                }
              }
            }
          }
        },
        "Unlock %#@features@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Unlock %#@features@" },
              "substitutions" : {
                "features" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg feature" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg features" } }
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

  /// Generates the fixture's catalog and `Paywall` with `arguments` into a folder of `directory`; returns the files.
  static func generate(_ arguments: [String], in directory: TemporaryDirectory, config: String = "{}") throws -> (
    files: [String], result: (code: ExitCode, output: String, error: String)
  ) {
    let input = directory.path + "/in"
    if !FileManager.default.fileExists(atPath: input) {
      try FileManager.default.copyItem(atPath: fixture.path, toPath: input)
      try directory.write("in/Paywall.xcstrings", paywall)
    }
    let configPath = try directory.write("l10n-gen.json", config)
    let output = directory.path + "/out-\(UUID().uuidString)"
    let result = CapturingConsole.run(["generate", input, "--config", configPath, "--output", output] + arguments)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: output))?.sorted().map { output + "/" + $0 }
    return (files ?? [], result)
  }

  @Test func styleOptionAndConfigurationKeyGiveTheSameFiles() throws {
    let directory = try TemporaryDirectory()
    let fromOption = try Self.generate(["--style", "xcode-symbols"], in: directory)
    let fromConfig = try Self.generate([], in: directory, config: #"{"style": "xcode-symbols"}"#)
    #expect(fromOption.result.code == .success, "\(fromOption.result.error)")
    #expect(fromConfig.result.code == .success, "\(fromConfig.result.error)")
    let optionTexts = try fromOption.files.map { try String(contentsOfFile: $0, encoding: .utf8) }
    let configTexts = try fromConfig.files.map { try String(contentsOfFile: $0, encoding: .utf8) }
    #expect(optionTexts == configTexts)
    let localizable = try #require(optionTexts.first { $0.contains("from Localizable") })
    #expect(localizable.contains("static var activeTasks: LocalizedStringResource {"))
    #expect(localizable.contains("static func successfullyInstalled(_ arg1: String) -> LocalizedStringResource {"))
    let paywall = try #require(optionTexts.first { $0.contains("from Paywall") })
    #expect(paywall.contains("  internal nonisolated enum Paywall {"))
    #expect(paywall.contains("static func paywallPurchasePriceLine(_ arg1: String) -> LocalizedStringResource"))
    #expect(paywall.contains("static func daysFree(_ arg1: Int) -> LocalizedStringResource"))
    #expect(paywall.contains("static func unlock(features: Int) -> LocalizedStringResource"))
    #expect(paywall.contains(#"defaultValue: "\(features, specifier: "%lld")""#))
  }

  @Test func anUnknownStyleIsRejectedWithTheStylesThereAre() throws {
    let directory = try TemporaryDirectory()
    let generated = try Self.generate(["--style", "xcode"], in: directory)
    #expect(generated.result.code != .success)
    #expect(
      generated.result.error.contains(#""structured", "flat", "swiftgen", "xcode-symbols""#),
      "\(generated.result.error)")
    #expect(generated.files.isEmpty)
  }

  /// Two keys that give one symbol with the same parameters: Xcode fails the build; here the later one is renamed with
  /// a warning, and `symbolNames` chooses the name.
  @Test func collidingSymbolsAreRenamedOrNamedByTheConfiguration() throws {
    let directory = try TemporaryDirectory()
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "action.cancel" : { "extractionState" : "manual" },
          "action_cancel" : { "extractionState" : "manual" },
          "Action Cancel %lld" : { },
          "Action Cancel %d" : { }
        },
        "version" : "1.0"
      }
      """
    try directory.write("in/Localizable.xcstrings", catalog)
    let output = directory.path + "/out"
    let renamed = CapturingConsole.run([
      "generate", directory.path + "/in", "--style", "xcode-symbols", "--output", output,
    ])
    #expect(renamed.code == .success, "\(renamed.error)")
    #expect(
      renamed.error.contains("both give the Xcode symbol 'actionCancel' with the same parameters"), "\(renamed.error)")
    let text = try #require(directory.read("out/Localizable+L10nGen.swift"))
    #expect(text.contains("static var actionCancel: LocalizedStringResource"))
    #expect(text.contains("static var actionCancel2: LocalizedStringResource"))
    // Different parameter types are overloads, as in Xcode's output.
    #expect(text.contains("static func actionCancel(_ arg1: Int) -> LocalizedStringResource"))
    #expect(text.contains("static func actionCancel(_ arg1: Int32) -> LocalizedStringResource"))

    try directory.write(
      "in/l10n-gen.json", #"{"style": "xcode-symbols", "symbolNames": {"action_cancel": "cancelAction"}}"#)
    let named = CapturingConsole.run(["generate", directory.path + "/in", "--output", output])
    #expect(named.code == .success, "\(named.error)")
    #expect(!named.error.contains("name-collision"), "\(named.error)")
    let namedText = try #require(directory.read("out/Localizable+L10nGen.swift"))
    #expect(namedText.contains("static var cancelAction: LocalizedStringResource"))
  }

  /// `lint` tells a team that uses Xcode's own symbol generation which manual keys would fail Xcode's build.
  @Test func lintReportsManualKeysWhoseXcodeSymbolsCollide() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "in/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "action.cancel" : { "extractionState" : "manual" },
          "action_cancel" : { "extractionState" : "manual" },
          "Action Cancel" : { },
          "count %lld" : { "extractionState" : "manual" },
          "count %d" : { "extractionState" : "manual" }
        },
        "version" : "1.0"
      }
      """)
    let result = CapturingConsole.run(["lint", directory.path + "/in"])
    let findings = result.error.split(separator: "\n").filter { $0.contains("[xcode-symbol-collision]") }
    #expect(findings.count == 1, "\(result.error)")
    #expect(
      findings.first?.contains(
        "key \"action_cancel\" of table 'Localizable' gives the same Xcode symbol 'actionCancel'") == true)
  }

  /// Every access level, every isolation: the members type-check and are callable from a nonisolated function, an
  /// actor, a detached task and the main actor.
  @Test(
    .enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH"),
    arguments: ["internal", "public", "package"], IsolationMatrixTests.Isolation.allCases)
  func membersTypeCheckAtEveryAccessLevelAndIsolation(
    accessLevel: String, isolation: IsolationMatrixTests.Isolation
  ) throws {
    let directory = try TemporaryDirectory()
    let generated = try Self.generate(
      ["--style", "xcode-symbols", "--access-level", accessLevel], in: directory)
    #expect(generated.result.code == .success, "\(generated.result.error)")
    // A module named Darwin, so that `canImport(Darwin)` holds as on Apple platforms.
    let darwin = try directory.write("stub/Darwin.swift", "public let stubbedDarwin = true\n")
    let stubModules = directory.path + "/stub"
    let emitted = try SwiftCompiler.run(
      ["-emit-module", "-module-name", "Darwin", "-emit-module-path", stubModules + "/Darwin.swiftmodule", darwin])
    #expect(emitted.succeeded, "\(emitted.output)")
    let uses = [
      ".activeTasks", ".successfullyInstalled(\"Firefox\")", ".selected(3)", ".appsCouldNotBeFound(2)",
      ".Paywall.paywallPurchasePriceLine(\"9,99 €\")", ".Paywall.unlock(features: 4)", ".Paywall.daysFree(7)",
    ].map { "LocalizedStringResource\($0)" }.joined(separator: ", ")
    // The article's call sites (TheGeneratedAPI.md), each line an expression, with SwiftUI's `Text` and Foundation's
    // `String(localized:)` stubbed as the SDK declares them for a `LocalizedStringResource`.
    let article = try ReadmeDocument.loadWithArticles().blocks.filter {
      $0.marker == "snippet: compiles with the xcode-symbols example"
    }
    #expect(!article.isEmpty, "TheGeneratedAPI.md shows the xcode-symbols call sites")
    let articleLines = article.flatMap { $0.text.split(separator: "\n") }.map { line in
      "  _ = " + (line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line))
    }
    let callSites = try directory.write(
      "CallSites.swift",
      """
      import Foundation

      extension Bundle { static let module: Bundle = .main }
      struct Text { init(_ resource: LocalizedStringResource) {} }
      extension String { init(localized resource: LocalizedStringResource) { self = "" } }
      @MainActor func articleCallSites() {
      \(articleLines.joined(separator: "\n"))
      }

      nonisolated func fromNonisolated() -> [LocalizedStringResource] { [\(uses)] }
      actor Worker { func resources() -> [LocalizedStringResource] { [\(uses)] } }
      func fromDetachedTask() async -> [LocalizedStringResource] { await Task.detached { [\(uses)] }.value }
      @MainActor func fromMainActor() -> [LocalizedStringResource] { [\(uses)] }

      """)
    // The stub `LocalizedStringResource` is declared in the module under test, not in Foundation as on Apple
    // platforms, so a public API uses nothing of Foundation here and its `public import` would warn: the copy that is
    // type-checked imports Foundation plainly.
    var files: [String] = []
    for path in generated.files where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let name = "checked/" + URL(fileURLWithPath: path).lastPathComponent
      let isXcodeSymbols = text.contains("extension LocalizedStringResource")
      files.append(
        try directory.write(
          name,
          isXcodeSymbols ? text.replacingOccurrences(of: "public import Foundation", with: "import Foundation") : text
        ))
    }
    let compiled = try SwiftCompiler.typecheck(
      files + [Self.stubs.path, callSites],
      extraArguments: [
        "-module-name", "Consumer", "-package-name", "Consumer", "-D", "SWIFT_PACKAGE", "-I", stubModules,
      ]
        + isolation.arguments)
    #expect(compiled.succeeded, "\(accessLevel), \(isolation.rawValue):\n\(compiled.output.prefix(3000))")
  }
}
