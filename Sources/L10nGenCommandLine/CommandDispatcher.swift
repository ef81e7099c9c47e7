import L10nGenCore

/// Dispatches `<tool> <command> ...` to one of a fixed list of commands and maps results to exit codes.
///
/// `l10n-gen` dispatches to every command; the build plugin's tool, `l10n-gen-build-tool`, to `generate` alone, so a
/// package that adds the plugin compiles only the generation pipeline.
package struct CommandDispatcher: Sendable {
  /// The subcommands in the order the root help lists them.
  package let commandList: [any ToolCommand.Type]
  /// The subcommands by the name typed after the tool's name (each command's ``CommandSpec/name``).
  package let commands: [String: any ToolCommand.Type]
  /// The spec of the tool itself: only used for `--help` and the usage line of a missing or unknown subcommand, since
  /// the root takes no option but `--version`. Its subcommand list is built from ``commandList``, so each line is the
  /// command's own ``CommandSpec/abstract``.
  package let rootSpec: CommandSpec

  /// A dispatcher to `commandList` (at least one command), described in the root help by `abstract`.
  package init(abstract: String, commandList: [any ToolCommand.Type]) {
    self.commandList = commandList
    commands = Dictionary(uniqueKeysWithValues: commandList.map { ($0.spec.name, $0) })
    let names = commandList.map { $0.spec.name }
    let subcommandHelp =
      names.count == 1 ? names[0] + "." : names.dropLast().joined(separator: ", ") + " or \(names.last ?? "")."
    rootSpec = CommandSpec(
      name: "",
      abstract: abstract,
      discussion: "SUBCOMMANDS:\n"
        + commandList.map { CommandSpec.helpRow($0.spec.name, $0.spec.abstract) }.joined()
        + "\n  See '\(ToolInfo.name) help <subcommand>' or '\(ToolInfo.name) <subcommand> --help' for detailed help.",
      positionals: [.init(name: "subcommand", help: subcommandHelp)],
      options: [.init(name: "version", help: "Show the version.")]
    )
  }

  /// Runs the tool with `arguments` (without the program name), printing on `console`.
  ///
  /// In order: a missing subcommand is a usage error; `--version`, `--help` and `help [<subcommand>]` print and
  /// succeed; an unknown option or subcommand is a usage error with a "Did you mean" suggestion (see
  /// ``Suggestion/closest(to:among:)``). Otherwise the rest of the line is parsed against the subcommand's
  /// ``CommandSpec`` and the command runs. Every ``CommandLineError`` thrown while parsing or running becomes
  /// `Error: <message>` and the command's usage on stderr, and exit code 64, as ArgumentParser does.
  package func run(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.writeError("Error: Missing expected subcommand.\n\(Self.usageHint(rootSpec))")
      return .usage
    }
    switch first {
    case "--version":
      console.writeOutput("\(ToolInfo.version)\n")
      return .success
    case "-h", "--help":
      console.writeOutput(rootSpec.help)
      return .success
    case "help":
      if let name = arguments.dropFirst().first, let command = commands[name] {
        console.writeOutput(command.spec.help)
      } else {
        console.writeOutput(rootSpec.help)
      }
      return .success
    default:
      break
    }
    if first.hasPrefix("-") {
      let suggestion =
        Suggestion.closest(to: first, among: ["--help", "--version"]).map { " Did you mean '\($0)'?" } ?? ""
      console.writeError("Error: Unknown option '\(first)'.\(suggestion)\n\(Self.usageHint(rootSpec))")
      return .usage
    }
    guard let command = commands[first] else {
      let suggestion =
        Suggestion.closest(to: first, among: commands.keys.sorted()).map { " Did you mean '\($0)'?" } ?? ""
      console.writeError("Error: Unknown subcommand '\(first)'.\(suggestion)\n\(Self.usageHint(rootSpec))")
      return .usage
    }
    do {
      let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), as: command.spec)
      if parsed.wantsHelp {
        console.writeOutput(command.spec.help)
        return .success
      }
      return try command.init(parsed).run(console: console)
    } catch {
      console.writeError("Error: \(error.message)\n\(Self.usageHint(error.command))")
      return .usage
    }
  }

  /// The two lines printed after every usage error: `Usage: ...` and `See '<tool> <command> --help' ...`.
  package static func usageHint(_ spec: CommandSpec) -> String {
    "Usage: \(spec.usage)\n  See '\(spec.commandLineName) --help' for more information.\n"
  }
}
