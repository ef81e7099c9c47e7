import Foundation
import PackagePlugin

/// The one plain-value function both plugin entry points (SwiftPM and Xcode) share.
enum GenerationCommandFactory {
  static let configFileName = "l10n-gen.json"

  /// A single build command over the target's table files and configuration, with every output declared.
  static func commands(targetName: String, files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
    let tables = files.filter { OutputPlan.tableName(forInputPath: $0.path) != nil }
      .sorted { $0.path < $1.path }
    guard !tables.isEmpty else { return [] }
    let configs = files.filter { $0.lastPathComponent == configFileName }.sorted { $0.path < $1.path }
    guard configs.count <= 1 else {
      throw PluginError.severalConfigurations(target: targetName, paths: configs.map(\.path))
    }
    let outputDirectory = workDirectory.appendingPathComponent("L10nGen", isDirectory: true)
    let outputs = OutputPlan.fileNames(forInputPaths: tables.map(\.path)).map {
      outputDirectory.appendingPathComponent($0)
    }
    var arguments = ["generate", "--plugin-mode", "--output", outputDirectory.path]
    if let config = configs.first {
      arguments += ["--config", config.path]
    }
    arguments += ["--"] + tables.map(\.path)
    return [
      .buildCommand(
        displayName: "Generating localization API for \(targetName) with l10n-gen",
        executable: tool,
        arguments: arguments,
        inputFiles: tables + configs,
        outputFiles: outputs
      )
    ]
  }
}
