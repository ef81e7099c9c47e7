import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// `Fixtures/Inputs/<case>/` (tables, an optional `l10n-gen.json`, and the `.mustache` files of a custom template)
/// → `Fixtures/Generated/<case>/`: the generated `*.swift`, `diagnostics.txt`, and `context.json`, the context each
/// file's template was rendered with, by file name (pretty-printed, sorted keys), so that template authors see
/// exactly what they get. `L10N_GEN_RECORD=1` rewrites all three.
@Suite struct GeneratedCodeSnapshotTests {
  static let inputs = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Inputs")
  static let generated = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Generated")
  static let contextFileName = "context.json"

  static var cases: [String] { PackagePaths.subfolders(of: inputs) }

  /// The case list is the fixture folders, read without swallowing errors: an unreadable folder fails here instead of
  /// running no case.
  @Test func everyFixtureFolderIsACase() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.inputs.path).filter { !$0.hasPrefix(".") }
    #expect(folders.count > 10)
    #expect(folders.sorted() == Self.cases)
  }

  /// The inputs, configuration and template of a fixture folder, read the way the CLI run from that folder reads
  /// them (a custom template's path is relative to the folder).
  struct Fixture {
    var files: [InputFile]
    var config: L10nGenConfig
    var templates: TemplateSet
  }

  static func fixture(case name: String) throws -> Fixture {
    let folder = inputs.appendingPathComponent(name)
    var config = L10nGenConfig()
    let configURL = folder.appendingPathComponent("l10n-gen.json")
    if let data = FileManager.default.contents(atPath: configURL.path) {
      let loaded = ConfigLoader.load(data, path: configURL.path)
      #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
      config = loaded.config
    }
    let files = try PackagePaths.files(
      in: folder,
      withExtensions: [
        "strings", "stringsdict", "xcstrings", "storyboard", "xib",
      ]
    ).map {
      InputFile(path: String($0.path.dropFirst(folder.path.count + 1)), data: try Data(contentsOf: $0))
    }
    let templates: TemplateSet
    if case .custom(let path, _) = config.templateMode {
      templates = try customTemplate(at: folder.appendingPathComponent(path))
    } else {
      templates = try #require(TemplateSet.builtin(named: config.template))
    }
    return Fixture(files: files, config: config, templates: templates)
  }

  /// A template file and its partials (`<name>-<partial>.mustache` beside it), as the CLI loads them.
  static func customTemplate(at url: URL) throws -> TemplateSet {
    let name = url.deletingPathExtension().lastPathComponent
    var partials: [String: String] = [:]
    for sibling in PackagePaths.files(in: url.deletingLastPathComponent(), withExtensions: ["mustache"]) {
      let siblingName = sibling.deletingPathExtension().lastPathComponent
      guard siblingName.hasPrefix("\(name)-") else { continue }
      partials[String(siblingName.dropFirst(name.count + 1))] = String(
        decoding: try Data(contentsOf: sibling), as: UTF8.self)
    }
    return try TemplateSet(
      name: name, mainSource: String(decoding: try Data(contentsOf: url), as: UTF8.self), partialSources: partials)
  }

  /// Runs the pipeline over a fixture folder the way the CLI does.
  static func generate(case name: String) throws -> GeneratorPipeline.Result {
    let fixture = try fixture(case: name)
    return GeneratorPipeline.run(files: fixture.files, config: fixture.config, templates: fixture.templates)
  }

  /// The context of every file of a fixture's run, as `context.json` records it.
  static func contextJSON(case name: String) throws -> String {
    let fixture = try fixture(case: name)
    let (tables, _) = TableBuilder.buildTables(
      from: fixture.files, developmentLanguage: fixture.config.developmentLanguage)
    // As the pipeline: Interface Builder tables get no file, and storyboards and xibs a registry.
    let layout = ProjectLayout(
      paths: fixture.files.map(\.path), developmentLanguage: fixture.config.developmentLanguage)
    let interfaceTables = Set(layout.tables.filter(\.isInterfaceTable).map(\.name))
    let plannedTables = Set(fixture.files.compactMap { OutputPlan.tableName(forInputPath: $0.path) })
      .subtracting(interfaceTables).sorted()
    let interface = IBProject.read(fixture.files, config: fixture.config).project
    let contexts = CodeGenerator.contexts(
      project: AnalyzedProject(analyzing: tables, interface: interface, config: fixture.config),
      plannedTables: plannedTables,
      config: fixture.config, interface: layout.interfaceDocuments.isEmpty ? nil : interface)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(contexts.contexts), as: UTF8.self) + "\n"
  }

  @Test(arguments: cases)
  func generatedCodeMatchesSnapshot(case name: String) throws {
    let result = try Self.generate(case: name)
    let snapshotFolder = Self.generated.appendingPathComponent(name)
    for file in result.files {
      Snapshot.assertMatches(file.contents, snapshot: snapshotFolder.appendingPathComponent(file.name))
    }
    Snapshot.assertMatches(
      result.diagnostics.map(\.description).joined(separator: "\n") + "\n",
      snapshot: snapshotFolder.appendingPathComponent("diagnostics.txt"))
    Snapshot.assertMatches(
      try Self.contextJSON(case: name), snapshot: snapshotFolder.appendingPathComponent(Self.contextFileName))
    let expectedNames = Set(result.files.map(\.name) + ["diagnostics.txt", Self.contextFileName])
    let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: snapshotFolder.path)) ?? [])
    #expect(existing == expectedNames, "stale or missing snapshot files in \(name)")
  }

  /// What `context.json` shows is all a template gets: rendering the recorded JSON gives the generated files.
  @Test(arguments: cases)
  func renderingTheRecordedContextGivesTheSnapshot(case name: String) throws {
    let snapshotFolder = Self.generated.appendingPathComponent(name)
    let data = try Data(contentsOf: snapshotFolder.appendingPathComponent(Self.contextFileName))
    let contexts = try JSONDecoder().decode([String: MustacheValue].self, from: data)
    let templates = try Self.fixture(case: name).templates
    #expect(!contexts.isEmpty)
    for (fileName, context) in contexts {
      let rendered = try templates.main.render(context, partials: templates.partials)
      let expected = try String(contentsOf: snapshotFolder.appendingPathComponent(fileName), encoding: .utf8)
      #expect(CodeGenerator.normalized(rendered) == expected, "\(name)/\(fileName)")
    }
  }

  @Test(arguments: cases)
  func generationIsDeterministic(case name: String) throws {
    let fixture = try Self.fixture(case: name)
    let first = GeneratorPipeline.run(files: fixture.files, config: fixture.config, templates: fixture.templates)
    // Each round hands the files over in another order (a seeded shuffle, so a failure can be replayed); the
    // output must not depend on it, as a build system lists inputs in any order.
    var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
    for round in 0..<4 {
      var files = fixture.files
      if round == 0 { files.reverse() } else { files.shuffle(using: &generator) }
      let again = GeneratorPipeline.run(files: files, config: fixture.config, templates: fixture.templates)
      #expect(again.files == first.files, "round \(round)")
      #expect(again.diagnostics == first.diagnostics, "round \(round)")
    }
  }

  @Test func builtinTemplatesMatchTheTemplatesFolder() throws {
    let folder = PackagePaths.root.appendingPathComponent("Templates")
    for url in PackagePaths.files(in: folder, withExtensions: ["mustache"]) {
      let name = url.deletingPathExtension().lastPathComponent
      let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      if name.hasPrefix("shared-") {
        // A partial of every template.
        #expect(TemplateSet.sharedPartialSources[String(name.dropFirst("shared-".count))] == source, "\(name)")
        continue
      }
      // A partial is `<main>-<partial>`, and a main template's name may have a hyphen itself (`xcode-symbols`).
      let main =
        BuiltinTemplates.mainTemplateNames.filter { name == $0 || name.hasPrefix($0 + "-") }
        .max { $0.count < $1.count } ?? name
      let set = try #require(TemplateSet.builtin(named: main), "\(main) is not embedded")
      #expect(set.name == main)
      #expect(
        BuiltinTemplateSources.source(named: name) == source,
        "Templates/\(name).mustache differs from the embedded copy: run python3 Scripts/embed-templates.py")
    }
  }
}

/// A small deterministic random number generator (SplitMix64), so that shuffled test inputs can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
