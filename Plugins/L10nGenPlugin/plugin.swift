import Foundation
import PackagePlugin

/// Runs `l10n-gen generate` before compiling a target that contains localization tables, so the typed API
/// appears at build time. A build command (never prebuild): SwiftPM and Xcode run it only when an input changed.
@main
struct L10nGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let sourceTarget = target as? any SourceModuleTarget else { return [] }
    var files = sourceTarget.sourceFiles.map(\.url)
    // A target usually excludes its l10n-gen.json (it is no resource); read it from the target's folder then.
    let config = sourceTarget.directoryURL.appendingPathComponent(GenerationCommandFactory.configFileName)
    if !files.contains(where: { $0.lastPathComponent == GenerationCommandFactory.configFileName }),
      FileManager.default.fileExists(atPath: config.path)
    {
      files.append(config)
    }
    return try GenerationCommandFactory.commands(
      targetName: target.name,
      files: files,
      tool: context.tool(named: "l10n-gen").url,
      workDirectory: context.pluginWorkDirectoryURL
    )
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension L10nGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try GenerationCommandFactory.commands(
        targetName: target.displayName,
        files: target.inputFiles.map(\.url),
        tool: context.tool(named: "l10n-gen").url,
        workDirectory: context.pluginWorkDirectoryURL
      )
    }
  }
#endif
