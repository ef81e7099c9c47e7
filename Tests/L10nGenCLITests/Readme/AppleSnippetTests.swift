import Foundation
import L10nGenTestSupport
import Testing

/// Whether the stub frameworks can stand in: `swiftc` is on PATH and the platform has no UIKit or SwiftUI of its own.
private let appleStubsApply: Bool = {
  #if canImport(UIKit) || canImport(SwiftUI)
    return false
  #else
    return Toolchain.swiftc != nil
  #endif
}()

/// The UIKit and SwiftUI blocks of the README and the articles (`<!-- snippet: compiles against AppleUIStubs
/// (UIKit) -->`, `(SwiftUI)`) type-check on Linux: against the stub module of `Tests/AppleUIStubs`, L10nKit built with
/// its adapter for that framework (so `canImport(UIKit)` holds, as on iOS), and the API generated from the README's
/// own tables.
///
/// A UIKit block is the body of a method of a main-actor screen that has the views the articles name (`titleLabel`,
/// `badge`, `button`, `label`, `headerLabel`, `window`, `unreadCount`, `keyFromServer`); a SwiftUI block is
/// top-level declarations, beside a `ContentView`. The stubs declare only what the blocks use, with the SDK's
/// signatures; what they cannot check is that the SDK agrees.
@Suite(.enabled(if: appleStubsApply, "needs swiftc on PATH, and a platform without UIKit and SwiftUI"))
struct AppleSnippetTests {
  /// What each framework's blocks are wrapped in.
  static func source(framework: String, blocks: [String], library: String) -> String {
    let imports = "import Foundation\nimport \(framework)\nimport L10nKit\nimport \(library)\n\n"
    if framework == "UIKit" {
      let methods = blocks.enumerated().map { index, block in
        "  func snippet\(index)() {\n" + block.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
          + "\n  }\n"
      }
      return imports + """
        @MainActor final class SnippetScreen {
          let titleLabel = UILabel()
          let badge = UILabel()
          let button = UIButton()
          let label = UILabel()
          let headerLabel = UILabel()
          let window = UIWindow()
          var unreadCount = 0
          let keyFromServer = LocalizationKey("login.title", table: "Localizable", bundle: .main)

        \(methods.joined(separator: "\n"))}

        """
    }
    return imports + "struct ContentView: View {\n  var body: some View { Text(verbatim: \"\") }\n}\n\n"
      + blocks.joined(separator: "\n\n") + "\n"
  }

  @Test(arguments: ["UIKit", "SwiftUI"])
  func blocksTypeCheckAgainstTheStubs(framework: String) throws {
    let readme = try ReadmeTests.readme.get()
    let blocks = readme.blocks.filter { $0.marker == "snippet: compiles against AppleUIStubs (\(framework))" }
    #expect(!blocks.isEmpty, "the documents show \(framework) code")
    let project = try ReadmeProject(readme)
    let library = try #require(project.localizedTargets.first)
    let swiftc = try #require(Toolchain.swiftc)
    let modules = project.directory.path + "/apple-modules"
    try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
    let common = [
      "-swift-version", "6", "-parse-as-library", "-I", modules, "-module-cache-path", modules + "/cache",
    ]
    func emit(_ module: String, _ files: [String], extra: [String] = []) throws {
      let result = try Toolchain.run(
        swiftc,
        common + extra + [
          "-emit-module", "-module-name", module, "-emit-module-path", "\(modules)/\(module).swiftmodule",
        ] + files)
      try #require(result.status == 0, "\(module) does not build:\n\(result.output)")
    }
    // The stub framework, then L10nKit with its adapter for it, then the README's library with its generated API.
    try emit(framework, [PackagePaths.root.appendingPathComponent("Tests/AppleUIStubs/\(framework).swift").path])
    let kit = PackagePaths.files(
      in: PackagePaths.root.appendingPathComponent("Sources/L10nKit"), withExtensions: ["swift"])
    let features = try PackagePaths.upcomingFeatures().flatMap { ["-enable-upcoming-feature", $0] }
    try emit("L10nKit", kit.map(\.path), extra: features + ["-package-name", "L10nGen"])
    try emit(library, try project.generate(target: library) + project.swiftFiles(ofTarget: library))

    let snippets = try project.directory.write(
      "apple-snippets/\(framework)Snippets.swift",
      Self.source(framework: framework, blocks: blocks.map(\.text), library: library))
    let result = try Toolchain.run(
      swiftc, common + ["-typecheck", "-module-name", "\(framework)Snippets", "-warnings-as-errors", snippets])
    let locations = blocks.map(\.location).joined(separator: ", ")
    #expect(result.status == 0, "the \(framework) blocks (\(locations)) do not type-check:\n\(result.output)")
  }
}
