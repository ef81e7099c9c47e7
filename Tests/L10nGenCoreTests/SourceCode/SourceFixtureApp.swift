import Foundation
import L10nGenCore
import L10nGenTestSupport

/// A folder with tables, sources and an optional `l10n-gen.json`, read as `lint --sources` reads it.
struct SourceFixtureApp {
  /// The table files.
  var tables: [InputFile]
  /// The Swift and Objective-C files.
  var sources: [InputFile]
  /// The configuration.
  var config: L10nGenConfig

  /// Reads the folder `url`, with `sources` (default: the folder itself) as the sources.
  init(_ url: URL, sources sourceFolders: [URL]? = nil, tableFolders: [URL]? = nil) {
    func read(_ urls: [URL]) -> [InputFile] {
      urls.compactMap { url in (try? Data(contentsOf: url)).map { InputFile(path: url.path, data: $0) } }
    }
    let tableURLs = (tableFolders ?? [url]).flatMap {
      PackagePaths.files(in: $0, withExtensions: ["strings", "stringsdict", "xcstrings"])
    }.filter { $0.deletingLastPathComponent().pathExtension == "lproj" || $0.pathExtension == "xcstrings" }
    tables = read(tableURLs.filter { !$0.path.contains("/expected/") })
    sources = read(
      (sourceFolders ?? [url]).flatMap {
        PackagePaths.files(in: $0, withExtensions: Set(SourceLanguage.fileExtensions))
      })
    let configURL = url.appendingPathComponent("l10n-gen.json")
    if let data = try? Data(contentsOf: configURL) {
      config = ConfigLoader.load(data, path: configURL.path).config
    } else {
      config = L10nGenConfig()
    }
  }

  /// What `lint --sources` reports.
  func lint() -> GeneratorPipeline.Result {
    GeneratorPipeline.run(files: tables, config: config, templates: nil, validator: .lint, sources: sources)
  }

  /// The usages the scanner finds, with the tables' generated names.
  func usages() -> KeyUsageIndex {
    let tables = GeneratorPipeline.run(files: tables, config: config, templates: nil).tables
    return KeyUsageIndex.scanning(sources, config: config, project: AnalyzedProject(analyzing: tables, config: config))
  }

  /// `(file, line)` of each source line marked `// expect: <rule>`.
  func expectedSourceFindings(_ rule: RuleID) -> Set<String> {
    var expected: Set<String> = []
    for file in sources {
      for (offset, line) in String(decoding: file.data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).enumerated() where line.hasSuffix("// expect: \(rule)") {
        expected.insert("\(file.path):\(offset + 1)")
      }
    }
    return expected
  }

  /// The development-language keys whose comment says `unused`.
  func expectedUnusedKeys(in result: GeneratorPipeline.Result) -> Set<String> {
    Set(
      result.tables.flatMap { table in
        table.definedEntries.filter { $0.comment?.contains("unused") == true }.map { "\(table.name):\($0.key)" }
      })
  }
}
