import Foundation
import PackagePlugin

/// Runs `l10n-gen generate` before compiling a target that contains localization tables, so the typed API
/// appears at build time. A build command (never prebuild): SwiftPM and Xcode run it only when an input changed.
@main
struct L10nGenPlugin: BuildToolPlugin {
  /// The generator's executable: the prebuilt `l10n-gen` of `Artifacts/l10n-gen.artifactbundle` when the package
  /// found one (Package.swift makes it the plugin's dependency), else `l10n-gen-build-tool` built from source.
  static func generator(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    if let prebuilt = try? tool("l10n-gen") { return prebuilt.url }
    return try tool("l10n-gen-build-tool").url
  }

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let sourceTarget = target as? any SourceModuleTarget else { return [] }
    var files = sourceTarget.sourceFiles.map {
      BuildCommandPlan.TargetFile(path: $0.url.path, isResource: $0.type == .resource)
    }
    // A target usually excludes its l10n-gen.json (it is no resource); read it from the target's folder then.
    let config = sourceTarget.directoryURL.appendingPathComponent(ProjectLayout.configFileName)
    if !files.contains(where: { $0.path.hasSuffix("/" + ProjectLayout.configFileName) }),
      FileManager.default.fileExists(atPath: config.path)
    {
      files.append(BuildCommandPlan.TargetFile(path: config.path))
    }
    return GenerationCommandFactory.commands(
      targetName: target.name,
      files: files,
      tool: try Self.generator(context.tool(named:)),
      workDirectory: context.pluginWorkDirectoryURL
    )
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension L10nGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      // Xcode bundles files through build phases, which the plugin does not see: no resource check there.
      GenerationCommandFactory.commands(
        targetName: target.displayName,
        files: target.inputFiles.map { BuildCommandPlan.TargetFile(path: $0.url.path) },
        tool: try Self.generator(context.tool(named:)),
        workDirectory: context.pluginWorkDirectoryURL
      )
    }
  }
#endif
