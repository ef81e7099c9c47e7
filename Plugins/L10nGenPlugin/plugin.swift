import PackagePlugin

@main struct L10nGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] { [] }
}
