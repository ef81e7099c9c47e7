import Foundation
import PackagePlugin

/// Turns the shared ``BuildCommandPlan`` into PackagePlugin's commands and diagnostics, for both plugin entry points
/// (SwiftPM and Xcode).
enum GenerationCommandFactory {
  /// The build command over the target's table files and configuration, with every output declared; reports the
  /// plan's problems (several configurations, tables SwiftPM does not bundle) to the build log.
  static func commands(
    targetName: String, files: [BuildCommandPlan.TargetFile], tool: URL, workDirectory: URL
  ) -> [Command] {
    let plan = BuildCommandPlan(
      targetName: targetName, files: files,
      outputDirectory: workDirectory.appendingPathComponent("L10nGen", isDirectory: true).path,
      readConfiguration: readConfiguration(at:))
    for problem in plan.problems {
      let severity: Diagnostics.Severity = problem.severity == .error ? .error : .warning
      Diagnostics.emit(severity, problem.message, file: problem.path, line: problem.line)
    }
    guard let invocation = plan.invocation else { return [] }
    return [
      .buildCommand(
        displayName: invocation.displayName,
        executable: tool,
        arguments: invocation.arguments,
        inputFiles: invocation.inputPaths.map { URL(fileURLWithPath: $0) },
        outputFiles: invocation.outputPaths.map { URL(fileURLWithPath: $0) }
      )
    ]
  }

  /// The values of `l10n-gen.json` the plan depends on; `nil` when the file is no JSON object (the tool reports it).
  private static func readConfiguration(at path: String) -> BuildCommandPlan.Configuration? {
    guard let data = FileManager.default.contents(atPath: path),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return nil }
    return BuildCommandPlan.Configuration(
      bundle: object["bundle"] as? String, developmentLanguage: object["developmentLanguage"] as? String,
      checkSources: object["checkSources"] as? Bool ?? false,
      templateFiles: (object["template"] as? String).map { templateFiles(of: $0, configurationPath: path) } ?? [],
      shards: shardPlan(object))
  }

  /// `shards` (a count or counts by table) and `shardKeysAbove`, which decide the declared shard files. A value the
  /// tool rejects is left out here: the tool reports it and the build fails.
  private static func shardPlan(_ object: [String: Any]) -> ShardPlan {
    let count = { (value: Any?) -> Int? in
      guard let number = value as? Int, (1...ShardPlan.maximumCount).contains(number) else { return nil }
      return number
    }
    let counts = (object["shards"] as? [String: Any] ?? [:]).compactMapValues(count)
    let keysAbove = (object["shardKeysAbove"] as? Int).flatMap { $0 > 0 ? $0 : nil }
    return ShardPlan(defaultCount: count(object["shards"]), counts: counts, keysAbove: keysAbove)
  }

  /// A custom template's file and the partials beside it (`<name>-<partial>.mustache`), which the tool reads.
  private static func templateFiles(of template: String, configurationPath: String) -> [String] {
    guard let path = BuildCommandPlan.templatePath(template, configurationPath: configurationPath) else { return [] }
    let url = URL(fileURLWithPath: path)
    let name = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent()
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let partials = siblings.filter { $0.hasPrefix(name + "-") && $0.hasSuffix(".mustache") }.sorted()
    return [path] + partials.map { folder.appendingPathComponent($0).path }
  }
}
