import L10nGenCore
import Testing

/// The build plugin's command construction (the plugin itself only maps the plan onto PackagePlugin's types).
@Suite struct BuildCommandPlanTests {
  private let root = "/pkg/Sources/App"
  private let output = "/work/plugin/L10nGen"

  private func plan(
    _ files: [BuildCommandPlan.TargetFile], configuration: BuildCommandPlan.Configuration? = nil
  ) -> BuildCommandPlan {
    BuildCommandPlan(targetName: "App", files: files, outputDirectory: output) { _ in configuration }
  }

  private func resource(_ relative: String) -> BuildCommandPlan.TargetFile {
    .init(path: "\(root)/\(relative)", isResource: true)
  }

  @Test func runsGenerateOverTheTablesWithEveryOutputDeclared() throws {
    let files = [
      resource("Resources/fr.lproj/Localizable.strings"), resource("Resources/en.lproj/Localizable.strings"),
      resource("Resources/en.lproj/Localizable.stringsdict"), resource("Resources/Base.lproj/Main.storyboard"),
      .init(path: "\(root)/App.swift", isResource: false), .init(path: "\(root)/l10n-gen.json"),
      resource("Resources/Loose.strings"), resource("Resources/x/.lproj/T.strings"),
    ]
    let result = plan(files)
    #expect(result.problems.isEmpty)
    let invocation = try #require(result.invocation)
    #expect(invocation.displayName == "Generating localization API for App with l10n-gen")
    let tables = [
      "\(root)/Resources/en.lproj/Localizable.strings", "\(root)/Resources/en.lproj/Localizable.stringsdict",
      "\(root)/Resources/fr.lproj/Localizable.strings",
    ]
    // The storyboard is an input too: editing it reruns the tool, which checks its lz* keys.
    let storyboard = "\(root)/Resources/Base.lproj/Main.storyboard"
    #expect(
      invocation.arguments
        == ["generate", "--plugin-mode", "--output", output, "--config", "\(root)/l10n-gen.json", "--"] + tables
        + [storyboard])
    #expect(invocation.inputPaths == tables + [storyboard, "\(root)/l10n-gen.json"])
    // `x/.lproj/T.strings` is no table: no output is declared for it, and the tool does not write one. The
    // storyboard's registry is.
    #expect(
      invocation.outputPaths == [
        "\(output)/L10nGen+Support.swift", "\(output)/Localizable+L10nGen.swift",
        "\(output)/L10nGen+InterfaceBuilder.swift",
      ])
  }

  @Test func noTablesNoCommand() {
    let result = plan([resource("Resources/Loose.strings"), .init(path: "\(root)/l10n-gen.json")])
    #expect(result.invocation == nil)
    #expect(result.problems.isEmpty)
  }

  @Test func severalConfigurationsAreAnError() throws {
    let result = plan([
      resource("en.lproj/A.strings"), .init(path: "\(root)/l10n-gen.json"), .init(path: "\(root)/Sub/l10n-gen.json"),
    ])
    #expect(result.invocation == nil)
    let problem = try #require(result.problems.first)
    #expect(problem.severity == .error)
    #expect(problem.message.contains("several l10n-gen.json files"))
    #expect(problem.path == "\(root)/l10n-gen.json" || problem.path == "\(root)/Sub/l10n-gen.json")
  }

  @Test func outputsFollowTheMergedTableName() throws {
    let files = [
      resource("en.lproj/InfoPlist.strings"), resource("de.lproj/infoPlist.strings"),
      .init(path: "\(root)/l10n-gen.json"),
    ]
    #expect(plan(files).invocation?.outputPaths.last == "\(output)/InfoPlist+L10nGen.swift")
    // The configuration's development language breaks the tie, exactly as the CLI does.
    let german = plan(files, configuration: .init(developmentLanguage: "de"))
    #expect(german.invocation?.outputPaths.last == "\(output)/infoPlist+L10nGen.swift")
    #expect(
      german.invocation?.outputPaths.map { $0.split(separator: "/").last.map(String.init) ?? "" }
        == ProjectLayout(paths: files.map(\.path), developmentLanguage: "de").outputFileNames)
  }

  @Test func aTargetWithoutResourcesIsAnErrorUnlessABundleIsConfigured() throws {
    let files: [BuildCommandPlan.TargetFile] = [
      .init(path: "\(root)/Localizable.xcstrings", isResource: false),
      .init(path: "\(root)/App.swift", isResource: false),
    ]
    let result = plan(files)
    #expect(result.invocation != nil)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.severity == .error)
    #expect(problem.path == "\(root)/Localizable.xcstrings")
    #expect(problem.line == 1)
    #expect(problem.message.contains("target 'App' has no resources, so SwiftPM generates no Bundle.module"))
    #expect(problem.message.contains("resources: [.process(\"Resources\")]"))
    #expect(problem.message.contains("set \"bundle\" in l10n-gen.json"))
    // Only a configuration file can set the bundle.
    #expect(plan(files, configuration: .init(bundle: "Bundle.main")).problems.count == 1)
    let configured = files + [.init(path: "\(root)/l10n-gen.json")]
    #expect(plan(configured, configuration: .init(bundle: "Bundle.main")).problems.isEmpty)
    #expect(plan(configured, configuration: .init(developmentLanguage: "en")).problems.count == 1)
  }

  @Test func aTableThatIsNoResourceIsAWarning() throws {
    let files: [BuildCommandPlan.TargetFile] = [
      resource("en.lproj/Localizable.strings"), .init(path: "\(root)/Main.xcstrings", isResource: false),
    ]
    let result = plan(files)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.severity == .warning)
    #expect(problem.path == "\(root)/Main.xcstrings")
    #expect(problem.message.contains("'\(root)/Main.xcstrings' is not a resource of target 'App'"))
  }

  @Test func noResourceCheckWhenTheBuildSystemDoesNotSay() {
    // Xcode projects bundle through build phases, which the plugin does not see.
    let result = plan([.init(path: "/proj/App/Main.xcstrings")])
    #expect(result.problems.isEmpty)
    #expect(
      result.invocation?.arguments == [
        "generate", "--plugin-mode", "--output", output, "--", "/proj/App/Main.xcstrings",
      ])
  }

  @Test func anInterfaceBuilderTableGetsNoOutputFile() throws {
    let files = [
      resource("Resources/en.lproj/Localizable.strings"), resource("Resources/Base.lproj/Main.storyboard"),
      resource("Resources/fr.lproj/Main.strings"), resource("Resources/Views/Card.xib"),
    ]
    let invocation = try #require(plan(files).invocation)
    #expect(invocation.inputPaths.contains("\(root)/Resources/fr.lproj/Main.strings"))
    #expect(invocation.inputPaths.contains("\(root)/Resources/Views/Card.xib"))
    #expect(
      invocation.outputPaths == [
        "\(output)/L10nGen+Support.swift", "\(output)/Localizable+L10nGen.swift",
        "\(output)/L10nGen+InterfaceBuilder.swift",
      ])
  }

  /// A custom template (and its partials) is an input: editing it regenerates. Its path is relative to the
  /// configuration file, for the plugin and the CLI alike.
  @Test func aCustomTemplateIsAnInput() throws {
    let template = "/pkg/Templates/team.mustache"
    let files = [resource("Resources/en.lproj/Localizable.strings"), .init(path: "\(root)/l10n-gen.json")]
    let result = plan(
      files, configuration: .init(templateFiles: [template, "/pkg/Templates/team-body.mustache"]))
    let invocation = try #require(result.invocation)
    #expect(invocation.inputPaths.suffix(2) == [template, "/pkg/Templates/team-body.mustache"])

    let config = "\(root)/l10n-gen.json"
    #expect(BuildCommandPlan.templatePath("structured", configurationPath: config) == nil)
    #expect(BuildCommandPlan.templatePath("../../Templates/team.mustache", configurationPath: config) == template)
    #expect(BuildCommandPlan.templatePath("./t/x.mustache", configurationPath: config) == "\(root)/t/x.mustache")
    #expect(BuildCommandPlan.templatePath("/abs/x.mustache", configurationPath: config) == "/abs/x.mustache")
    #expect(BuildCommandPlan.templatePath("x.mustache", configurationPath: "l10n-gen.json") == "x.mustache")
    #expect(BuildCommandPlan.templatePath("../x.mustache", configurationPath: "in/l10n-gen.json") == "x.mustache")
    #expect(BuildCommandPlan.templatePath("../x.mustache", configurationPath: "l10n-gen.json") == "../x.mustache")
  }
}

/// `checkSources`: the target's Swift files become arguments and declared inputs.
@Suite struct BuildCommandPlanSourceTests {
  @Test func checkSourcesDeclaresTheSwiftFilesAsInputs() throws {
    let root = "/pkg/Sources/App"
    let files: [BuildCommandPlan.TargetFile] = [
      .init(path: "\(root)/Resources/en.lproj/Localizable.strings", isResource: true),
      .init(path: "\(root)/B.swift", isResource: false), .init(path: "\(root)/A.swift", isResource: false),
      .init(path: "\(root)/l10n-gen.json"),
    ]
    let checked = BuildCommandPlan(targetName: "App", files: files, outputDirectory: "/out") { _ in
      BuildCommandPlan.Configuration(checkSources: true)
    }
    let invocation = try #require(checked.invocation)
    #expect(invocation.inputPaths.suffix(2) == ["\(root)/A.swift", "\(root)/B.swift"])
    let separator = try #require(invocation.arguments.firstIndex(of: "--"))
    #expect(
      Array(invocation.arguments[(separator - 4)..<separator])
        == ["--sources", "\(root)/A.swift", "--sources", "\(root)/B.swift"])
    // Off by default: the sources are no inputs, so editing code never reruns the tool.
    let unchecked = BuildCommandPlan(targetName: "App", files: files, outputDirectory: "/out") { _ in nil }
    #expect(unchecked.invocation?.inputPaths.contains { $0.hasSuffix(".swift") } == false)
    #expect(unchecked.invocation?.arguments.contains("--sources") == false)
  }
}
