import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `lint . --sources .` on a repository of several apps laid out as a SwiftGen monorepo: which folder's table the
/// code in no target's folder is checked against, and what `lint` says about the others.
@Suite struct MonorepoTargetsTests {
  /// The monorepo, from real files: home-assistant's `Core.strings` (en, pt-BR) as a package module's resources, a
  /// lone pt-BR copy left in the app's `Resources`, its en-GB table as a build script's input; the manifest and the
  /// app's code are written here. (A committed SwiftGen `Strings.swift` would change nothing: `lint` skips it.)
  static func monorepo(corpus: URL) throws -> TemporaryDirectory {
    let resources = corpus.appendingPathComponent("home-assistant__iOS/Sources/App/Resources")
    let directory = try TemporaryDirectory()
    func copy(_ source: URL, to path: String) throws {
      try directory.write(path, try Data(contentsOf: source))
    }
    try copy(
      resources.appendingPathComponent("en.lproj/Core.strings"), to: "Sources/Strings/Resources/en.lproj/Core.strings")
    try copy(
      resources.appendingPathComponent("pt-BR.lproj/Core.strings"),
      to: "Sources/Strings/Resources/pt-BR.lproj/Core.strings")
    try copy(resources.appendingPathComponent("pt-BR.lproj/Core.strings"), to: "App/Resources/pt-BR.lproj/Core.strings")
    try copy(
      resources.appendingPathComponent("en-GB.lproj/Core.strings"), to: "Scripts/strings/input/en.lproj/Core.strings")
    try directory.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Monorepo", defaultLocalization: "en",
        products: [.library(name: "Strings", targets: ["Strings"])],
        targets: [
          .target(name: "Strings", resources: [.process("Resources")]),
          .testTarget(name: "StringsTests", dependencies: ["Strings"]),
        ])

      """)
    try directory.write(
      "App/Sources/AppView.swift",
      """
      import Strings

      let active = NSLocalizedString("common::state::active", tableName: "Core", comment: "")
      let sleeping = NSLocalizedString("common::state::sleeping", tableName: "Core", comment: "")

      """)
    return directory
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func theCodeIsCheckedAgainstThePackageModulesTableNotAStrayTranslation() throws {
    let directory = try Self.monorepo(corpus: try #require(PackagePaths.corpus))
    let root = directory.path
    let run = CapturingConsole.run(["lint", root, "--sources", root, "--verbose"])
    // Before, the app's code was checked against the stray pt-BR table: 330 of its 331 keys were unused warnings.
    #expect(!run.error.contains("App/Resources/pt-BR.lproj/Core.strings:2:"), "\(run.error)")
    #expect(
      run.error.contains(
        "App/Resources/pt-BR.lproj/Core.strings:1:1: warning: 'App' has translations (pt-BR) of 'Core'"),
      "\(run.error)")
    #expect(run.error.contains("[missing-development-file]"), "\(run.error)")
    // The script's input is a target of its own with no code, so nothing is reported against it.
    #expect(!run.error.contains("Scripts/strings/input/en.lproj/Core.strings:"), "\(run.error)")
    // The app's code is checked against the module's table: its one missing key is undefined there, at its line.
    #expect(run.error.contains("AppView.swift:4:"), "\(run.error)")
    #expect(run.error.contains("'common::state::sleeping' is not defined in table 'Core'"), "\(run.error)")
    #expect(!run.error.contains("'common::state::active' is not defined"), "\(run.error)")
    #expect(!run.error.contains("warning: 'common::state::active' of table 'Core' is not used"), "\(run.error)")
    // The note says which target is main and why each ranks where it does.
    #expect(run.error.contains("1. Strings (2 table files): the package module 'Strings' of "), "\(run.error)")
    #expect(run.error.contains("2. input (1 table file): in the folder of "), "\(run.error)")
    #expect(run.error.contains("Code in none of them is checked against Strings"), "\(run.error)")
    #expect(run.error.contains("checked in 3 target(s) (App, input, Strings)"), "\(run.error)")
  }

  /// The same repository once the app has its own development table and an Xcode project at the top that lists the
  /// app's folder: the app's table is the main one again, since only the package and the project could say otherwise.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func anXcodeProjectThatListsTheAppsFolderKeepsTheAppsTableMain() throws {
    let corpus = try #require(PackagePaths.corpus)
    let directory = try Self.monorepo(corpus: corpus)
    let root = directory.path
    try directory.write(
      "App/Resources/en.lproj/Core.strings",
      try Data(
        contentsOf: corpus.appendingPathComponent("home-assistant__iOS/Sources/App/Resources/en.lproj/Core.strings")))
    let withoutProject = CapturingConsole.run(["lint", root, "--sources", root, "--verbose"])
    #expect(withoutProject.error.contains("Code in none of them is checked against Strings"), "\(withoutProject.error)")
    try directory.write(
      "App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\t1A0000000000000000000001 /* App */ = {isa = PBXGroup; children = (); path = App; sourceTree = "<group>"; };
      \t};
      }

      """)
    let run = CapturingConsole.run(["lint", root, "--sources", root, "--verbose"])
    #expect(run.error.contains("1. App (2 table files): an app's or extension's folder"), "\(run.error)")
    #expect(run.error.contains("2. Strings (2 table files)"), "\(run.error)")
    #expect(run.error.contains("3. input (1 table file)"), "\(run.error)")
    #expect(run.error.contains("Code in none of them is checked against App"), "\(run.error)")
    #expect(!run.error.contains("[missing-development-file]"), "\(run.error)")
  }
}
