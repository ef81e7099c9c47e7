import Foundation
import L10nGenCore
import Testing

/// `Fixtures/Inputs/<case>/` (tables and an optional `l10n-gen.json`) → `Fixtures/Generated/<case>/*.swift`.
@Suite struct GeneratedCodeSnapshotTests {
  static let inputs = FixturePaths.fixtures.appendingPathComponent("Inputs")
  static let generated = FixturePaths.fixtures.appendingPathComponent("Generated")

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: inputs.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Runs the pipeline over a fixture folder the way the CLI does.
  static func generate(case name: String) throws -> GeneratorPipeline.Result {
    let folder = inputs.appendingPathComponent(name)
    var config = L10nGenConfig()
    let configURL = folder.appendingPathComponent("l10n-gen.json")
    if let data = FileManager.default.contents(atPath: configURL.path) {
      let loaded = ConfigLoader.load(data, path: configURL.path)
      #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
      config = loaded.config
    }
    let files = try FixturePaths.files(in: folder, withExtensions: ["strings", "stringsdict", "xcstrings"]).map {
      InputFile(path: String($0.path.dropFirst(folder.path.count + 1)), data: try Data(contentsOf: $0))
    }
    let templates = try #require(TemplateSet.builtin(named: config.template))
    return GeneratorPipeline.run(files: files, config: config, templates: templates)
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
    let expectedNames = Set(result.files.map(\.name) + ["diagnostics.txt"])
    let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: snapshotFolder.path)) ?? [])
    #expect(existing == expectedNames, "stale or missing snapshot files in \(name)")
  }

  @Test(arguments: cases)
  func generationIsDeterministic(case name: String) throws {
    let first = try Self.generate(case: name)
    let second = try Self.generate(case: name)
    #expect(first.files == second.files)
    #expect(first.diagnostics == second.diagnostics)
  }

  @Test func builtinTemplatesMatchTheTemplatesFolder() throws {
    let folder = FixturePaths.packageRoot.appendingPathComponent("Templates")
    for url in FixturePaths.files(in: folder, withExtensions: ["mustache"]) {
      let name = url.deletingPathExtension().lastPathComponent
      let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      let main = name.split(separator: "-").first.map(String.init) ?? name
      let set = try #require(TemplateSet.builtin(named: main), "\(main) is not embedded")
      #expect(set.name == main)
      #expect(
        BuiltinTemplateSources.source(named: name) == source,
        "Templates/\(name).mustache differs from the embedded copy: run python3 Scripts/embed-templates.py")
    }
  }
}
