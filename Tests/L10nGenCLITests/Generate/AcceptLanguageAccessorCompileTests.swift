import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The support file's `L10n.withLanguage(forAcceptLanguage:)` (synchronous and async) and
/// `L10n.language(forAcceptLanguage:)`, which negotiate against the module's own bundle, compile in both built-in
/// templates that use L10nKit, at every access level, with a nonisolated and a `MainActor` default isolation, called
/// from a `nonisolated` function, an actor and the main actor.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct AcceptLanguageAccessorCompileTests {
  static let configs = [
    #"{}"#, #"{"accessLevel": "public"}"#, #"{"accessLevel": "package"}"#, #"{"template": "swiftgen"}"#,
  ]

  static let callSites = """
    nonisolated func reply(to header: String) -> (String, String) {
      (L10n.language(forAcceptLanguage: header), L10n.withLanguage(forAcceptLanguage: header) { L10n.activeTasks })
    }

    actor Server {
      func reply(to header: String) async -> String {
        await L10n.withLanguage(forAcceptLanguage: header) {
          await Task.yield()
          return L10n.activeTasks
        }
      }
    }

    @MainActor func replyOnTheMainActor(to header: String) async throws -> String {
      try await L10n.withLanguage(forAcceptLanguage: header) {
        try await Task.sleep(nanoseconds: 0)
        return L10n.language(forAcceptLanguage: header)
      }
    }

    """

  @Test(arguments: configs, [[], ["-default-isolation", "MainActor"]])
  func acceptLanguageAccessorsCompile(config: String, isolation: [String]) throws {
    let directory = try TemporaryDirectory()
    let input = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs/xcode-catalog").path
    let configFile = try directory.write("l10n-gen.json", config)
    let generated = directory.path + "/Generated"
    let result = CapturingConsole.run(["generate", input, "--config", configFile, "--output", generated])
    #expect(result.code == .success, "\(result.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: generated).filter { $0.hasSuffix(".swift") }
      .sorted().map { generated + "/" + $0 }
    let support = try String(contentsOfFile: generated + "/L10nGen+Support.swift", encoding: .utf8)
    #expect(support.contains("static func withLanguage<Result>(forAcceptLanguage header: String"))
    let callSites = try directory.write(
      "CallSites.swift",
      "import Foundation\n\nextension Bundle { static let module: Bundle = .main }\n\n" + Self.callSites)
    let compiled = try SwiftCompiler.typecheck(
      files + [callSites],
      extraArguments: ["-module-name", "Consumer", "-package-name", "Consumer", "-D", "SWIFT_PACKAGE"] + isolation)
    #expect(compiled.succeeded, "\(config), \(isolation):\n\(compiled.output.prefix(3000))")
  }
}
