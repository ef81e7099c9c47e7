import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// SwiftGen users switch to the `swiftgen` template without touching call sites: every public symbol of
/// SwiftGen's `structured-swift5` output for a table (its enum path, name, parameter types, property or
/// function) must exist in our output for the same table. SwiftGen's own expected outputs and Home Assistant's
/// committed SwiftGen output are read from `../shared/corpus`; the tests skip when it is absent.
@Suite struct SwiftGenCompatibilityTests {
  /// One comparison: our output for some tables against the file SwiftGen generated from them.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    /// Input files: (path relative to the run, absolute path).
    var inputs: [(relativePath: String, absolutePath: String)]
    var config: L10nGenConfig
    /// SwiftGen's output, relative to the corpus folder.
    var swiftGenOutput: String

    var description: String { name }
  }

  static let swiftGenExpected = "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Generated/Strings/structured-swift5/"

  /// SwiftGen's fixtures (inputs copied to `Fixtures/Inputs/swiftgen-*`, with their `l10n-gen.json`).
  static func fixtureCase(_ folder: String, expected: String) -> Case {
    let root = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/\(folder)")
    var config = L10nGenConfig()
    if let data = FileManager.default.contents(atPath: root.appendingPathComponent("l10n-gen.json").path) {
      config = ConfigLoader.load(data, path: "l10n-gen.json").config
    }
    let tables = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("en.lproj").path))
    let inputs = (tables ?? []).sorted().map { ("en.lproj/\($0)", root.appendingPathComponent("en.lproj/\($0)").path) }
    return Case(
      name: "SwiftGen \(expected)", inputs: inputs, config: config, swiftGenOutput: swiftGenExpected + expected)
  }

  /// Home Assistant's `swiftgen.yml`: one run per table, `publicAccess`, its own `enumName`.
  static func homeAssistantCase(table: String, enumName: String, output: String) -> Case {
    var config = L10nGenConfig()
    config.template = "swiftgen"
    config.enumName = enumName
    config.accessLevel = .public
    config.bundle = "Bundle.main"
    let input = PackagePaths.corpus?.appendingPathComponent(
      "home-assistant__iOS/Sources/App/Resources/en.lproj/\(table).strings")
    return Case(
      name: "Home Assistant \(output)", inputs: [("en.lproj/\(table).strings", input?.path ?? "")], config: config,
      swiftGenOutput: "home-assistant__iOS/Sources/Shared/Resources/Swiftgen/\(output)")
  }

  static let cases: [Case] = [
    fixtureCase("swiftgen-localizable", expected: "localizable.swift"),
    fixtureCase("swiftgen-localizable", expected: "localizable-lookupFunction.swift"),
    fixtureCase("swiftgen-localizable", expected: "localizable-noComments.swift"),
    fixtureCase("swiftgen-public-custom-name", expected: "localizable-customName.swift"),
    fixtureCase("swiftgen-localizable", expected: "localizable-publicAccess.swift"),
    fixtureCase("swiftgen-multiple", expected: "multiple.swift"),
    fixtureCase("swiftgen-plurals", expected: "plurals.swift"),
    fixtureCase("swiftgen-plurals-advanced", expected: "plurals-advanced.swift"),
    fixtureCase("swiftgen-plurals-same-table", expected: "plurals-same-table.swift"),
    fixtureCase("swiftgen-plurals-unsupported", expected: "plurals-unsupported.swift"),
    homeAssistantCase(table: "Localizable", enumName: "L10n", output: "Strings.swift"),
    homeAssistantCase(table: "Core", enumName: "CoreStrings", output: "CoreStrings.swift"),
    homeAssistantCase(table: "Frontend", enumName: "FrontendStrings", output: "FrontendStrings.swift"),
  ]

  @Test(
    .enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"),
    .enabled(if: Toolchain.swiftc != nil, "needs swiftc"),
    arguments: cases)
  func everySwiftGenSymbolExistsWithItsType(_ testCase: Case) throws {
    let corpus = try #require(PackagePaths.corpus)
    let expectedURL = corpus.appendingPathComponent(testCase.swiftGenOutput)
    let swiftGenSource = String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self)
    let symbols = SwiftGenCompatibilitySymbols.symbols(inSwiftGenOutput: swiftGenSource)
    #expect(symbols.count > 0, "no symbol found in \(testCase.swiftGenOutput)")

    let files = try testCase.inputs.map {
      InputFile(path: $0.relativePath, data: try Data(contentsOf: URL(fileURLWithPath: $0.absolutePath)))
    }
    let templates = try #require(TemplateSet.builtin(named: "swiftgen"))
    let result = GeneratorPipeline.run(files: files, config: testCase.config, templates: templates)

    let directory = try TemporaryDirectory()
    var paths = try result.files.map { try directory.write($0.name, $0.contents) }
    let (callSite, firstLine) = SwiftGenCompatibilitySymbols.callSite(for: symbols)
    paths.append(try directory.write("CallSites.swift", callSite))
    let compiled = try SwiftCompiler.typecheck(paths)

    let failedLines = Set(
      compiled.output.split(separator: "\n").compactMap { line -> Int? in
        guard let range = line.range(of: "CallSites.swift:"), line.contains("error:") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
      })
    let failed = symbols.indices.filter { failedLines.contains(firstLine + $0) }.map { symbols[$0].reference }
    let matched = symbols.count - failed.count
    print("SwiftGen compatibility, \(testCase.name): \(matched) of \(symbols.count) symbols match")
    #expect(compiled.succeeded, "\(testCase.name): \(matched) of \(symbols.count) symbols match\n\(compiled.output)")
    #expect(failed.isEmpty, "missing or mistyped: \(failed.prefix(20).joined(separator: "\n"))")
  }

  @Test func extractorReadsPropertiesFunctionsAndNesting() {
    let source = """
      internal enum L10n {
        /// Title
        internal static let title = L10n.tr("Localizable", "title", fallback: "A { brace")
        internal static func `private`(_ p1: Any, _ p2: Int) -> String {
          return L10n.tr("Localizable", "private", String(describing: p1), p2, fallback: "}")
        }
        internal enum Settings {
          public static var headerTitle: String { return L10n.tr("Localizable", "settings.header") }
        }
      }
      extension L10n {
        private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { "" }
      }
      """
    let symbols = SwiftGenCompatibilitySymbols.symbols(inSwiftGenOutput: source)
    #expect(
      symbols.map(\.reference) == [
        "let _: String = L10n.title",
        "let _: (Any, Int) -> String = L10n.`private`",
        "let _: String = L10n.Settings.headerTitle",
      ])
  }

  @Test func placeholdersFollowSwiftGensNarrowerSyntax() {
    func types(_ format: String, legacy: Bool = false) -> [String] {
      SwiftGenPlaceholders.parameters(inFormat: format, legacySpaceFlag: legacy).map(\.kind.swiftType)
    }
    #expect(
      types("%@ %d %f %c %s %p %lld %x") == [
        "Any", "Int", "Float", "CChar", "UnsafePointer<CChar>", "UnsafeRawPointer", "Int", "Int",
      ])
    // Not parameters for SwiftGen: a length before a float, a two-digit width, a zero position, an escaped '%'.
    #expect(types("%lf %10d %0$@ %%d").isEmpty)
    // Holes are removed: the third argument becomes p2.
    #expect(SwiftGenPlaceholders.parameters(inFormat: "%1$@ %3$d").map(\.position) == [1, 3])
    #expect(types("%1$@ %3$d") == ["Any", "Int"])
    // SwiftGen before 6.6 read "% g" (space flag) as a Float.
    #expect(types("not 100% guaranteed").isEmpty)
    #expect(types("not 100% guaranteed", legacy: true) == ["Float"])
  }

  @Test func pluralFormatKeysUseTheirValueTypeOnly() {
    let variants = VariantNode.text("%@ has %d ratings", SourceLocation(file: "x", line: 1, column: 1))
    let value = LocalizedValue(
      root: .text("%#@elements@ and %2$#@more@", SourceLocation(file: "x", line: 1, column: 1)),
      substitutions: [
        Substitution(
          name: "elements", formatSpecifier: "d", variants: variants,
          location: SourceLocation(file: "x", line: 1, column: 1)),
        Substitution(
          name: "more", formatSpecifier: "f", variants: variants,
          location: SourceLocation(file: "x", line: 1, column: 1)),
      ],
      location: SourceLocation(file: "x", line: 1, column: 1))
    #expect(SwiftGenPlaceholders.parameters(for: value).map(\.kind.swiftType) == ["Int", "Float"])
  }
}
