import Foundation
import L10nGenCommandLine

/// The build plugin's tool: `l10n-gen generate` alone, so that a package adding `L10nGenPlugin` compiles only the
/// generation pipeline (reading to rendering) and not the other commands of `l10n-gen` (`ib-migrate`, `export`,
/// `import`, `status`, `extract`, the catalog tools). Its `generate` is the same command, byte for byte.
let dispatcher = CommandDispatcher(
  abstract: "Generates the typed localization API for the L10nGen build plugin (l10n-gen generate).",
  commandList: [GenerateCommand.self])
exit(dispatcher.run(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
