import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// Generated code is callable from any isolation, whatever the module's default isolation: every template and access
/// level we ship, type-checked by `swiftc -swift-version 6 -warnings-as-errors` with a nonisolated default, with
/// Xcode 26's `MainActor` default, and with `MainActor` plus the upcoming features that change isolation inference,
/// and called from a `nonisolated` function, an actor, a `Task.detached` closure and a `@MainActor` function.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct IsolationMatrixTests {
  /// A module's default isolation, as `swiftc` flags.
  enum Isolation: String, CaseIterable, CustomTestStringConvertible {
    case nonisolated
    case mainActor
    case mainActorWithUpcomingFeatures

    var arguments: [String] {
      switch self {
      case .nonisolated: []
      case .mainActor: ["-default-isolation", "MainActor"]
      case .mainActorWithUpcomingFeatures:
        [
          "-default-isolation", "MainActor", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
          "-enable-upcoming-feature", "InferIsolatedConformances",
        ]
      }
    }

    var testDescription: String { rawValue }
  }

  /// One kind of generated output: the fixture it is generated from, its configuration, and the expressions a call
  /// site evaluates (each of type `String`, or `Int` for the Interface Builder registry's count).
  struct Output: CustomTestStringConvertible, Sendable {
    var name: String
    var fixture: String
    var config: String
    var compilerArguments: [String] = []
    var uses: [String]

    var testDescription: String { name }
  }

  static let catalogUses = [
    "L10n.activeTasks", "L10n.applite", "L10n.selected(3)", "L10n.successfullyInstalled(\"Firefox\")",
    "L10n.appsCouldNotBeFound(2)",
  ]

  static let outputs: [Output] = [
    Output(name: "default", fixture: "xcode-catalog", config: "{}", uses: catalogUses),
    Output(name: "public", fixture: "xcode-catalog", config: #"{"accessLevel": "public"}"#, uses: catalogUses),
    Output(
      name: "package", fixture: "xcode-catalog", config: #"{"accessLevel": "package"}"#,
      compilerArguments: ["-package-name", "Consumer"], uses: catalogUses),
    Output(
      name: "public, InternalImportsByDefault", fixture: "xcode-catalog", config: #"{"accessLevel": "public"}"#,
      compilerArguments: ["-enable-upcoming-feature", "InternalImportsByDefault"], uses: catalogUses),
    Output(
      name: "swiftgen", fixture: "xcode-catalog", config: #"{"template": "swiftgen"}"#,
      uses: ["L10n.activeTasks", "L10n.lldSelected(3)", "L10n.successfullyInstalled(\"Firefox\")"]),
    Output(
      name: "public shards with key symbols", fixture: "xcode-catalog",
      config: #"{"accessLevel": "public", "keySymbols": true, "shards": {"Localizable": 3}, "shardKeysAbove": 3}"#,
      uses: catalogUses),
    Output(
      name: "interface builder registry", fixture: "interface-builder", config: #"{"accessLevel": "public"}"#,
      uses: ["String(L10n.InterfaceBuilder.all.count)"]),
    Output(
      name: "interface builder registry, swiftgen", fixture: "interface-builder", config: #"{"template": "swiftgen"}"#,
      uses: ["String(L10n.InterfaceBuilder.all.count)"]),
  ]

  /// Every isolation of the module that holds generated code and its call sites, with `output`.
  @Test(arguments: outputs, Isolation.allCases)
  func generatedCodeIsCallableFromAnyIsolation(output: Output, isolation: Isolation) throws {
    let directory = try TemporaryDirectory()
    let input = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/\(output.fixture)").path
    let config = try directory.write("l10n-gen.json", output.config)
    let generated = directory.path + "/Generated"
    let result = CapturingConsole.run(["generate", input, "--config", config, "--output", generated])
    #expect(result.code == .success, "\(result.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: generated).filter { $0.hasSuffix(".swift") }
      .sorted().map { generated + "/" + $0 }
    let joined = output.uses.joined(separator: ", ")
    let callSites = try directory.write(
      "CallSites.swift",
      """
      import Foundation

      // SwiftPM's resource accessor as Swift 6.3.1's SwiftPM writes it: with the target's default isolation.
      extension Bundle { static let module: Bundle = .main }

      nonisolated func fromNonisolated() -> [String] { [\(joined)] }

      actor Worker {
        func strings() -> [String] { [\(joined)] }
      }

      func fromDetachedTask() async -> [String] {
        await Task.detached { [\(joined)] }.value
      }

      @MainActor func fromMainActor() -> [String] { [\(joined)] }

      """)
    let compiled = try SwiftCompiler.typecheck(
      files + [callSites],
      extraArguments: ["-module-name", "Consumer", "-D", "SWIFT_PACKAGE"] + output.compilerArguments
        + isolation.arguments)
    #expect(compiled.succeeded, "\(output.name), \(isolation.rawValue):\n\(compiled.output.prefix(3000))")
  }

  /// A type of the consumer's module conforms to each of L10nKit's protocols and is used from every isolation: in a
  /// module whose default isolation is `MainActor`, the conformances stay nonisolated (the protocols are `Sendable`),
  /// so no call site needs the main actor.
  @Test(arguments: Isolation.allCases)
  func conformancesToL10nKitProtocolsAreUsableFromAnyIsolation(isolation: Isolation) throws {
    let directory = try TemporaryDirectory()
    let source = try directory.write(
      "Conformances.swift",
      """
      import Foundation
      import L10nKit

      struct Money: LocalizationArgumentConvertible {
        var cents: Int
        var localizationArgument: LocalizationArgument { .double(Double(cents) / 100) }
      }

      struct ProfileKey: LocalizationKeyConvertible {
        var localizationKey: LocalizationKey { LocalizationKey("profile.title", table: "Localizable", bundle: .main) }
      }

      final class MemoryStore: LanguagePreferenceStore {
        func loadLanguage() -> String? { nil }
        func saveLanguage(_ language: String?) {}
      }

      nonisolated func fromNonisolated() -> String {
        let localizer = Localizer(preferenceStore: MemoryStore(), systemLanguages: { [] })
        return localizer.string(ProfileKey()) + "\\(Money(cents: 1).localizationArgument)"
      }

      actor Worker {
        func strings() -> String { Localizer.shared.string(ProfileKey()) + "\\(Money(cents: 1).localizationArgument)" }
      }

      func fromDetachedTask() async -> String {
        await Task.detached { Localizer.shared.string(ProfileKey()) + "\\(Money(cents: 1).localizationArgument)" }.value
      }

      @MainActor func fromMainActor() -> String { Localizer.shared.string(ProfileKey()) }

      """)
    let compiled = try SwiftCompiler.typecheck([source], extraArguments: isolation.arguments)
    #expect(compiled.succeeded, "\(isolation.rawValue):\n\(compiled.output.prefix(3000))")
  }
}
