import L10nGenCore

/// Dispatches `l10n-gen <command> ...` to its command and maps results to exit codes.
struct CommandLineTool {
  /// Where help and results (stdout) and errors and diagnostics (stderr) go; tests pass one that captures both.
  var console: Console

  /// The spec of `l10n-gen` itself: only used for `l10n-gen --help` and the usage line of a missing or unknown
  /// subcommand, since the root takes no option but `--version`. Its subcommand list is built from ``commandList``, so
  /// each line is the command's own ``CommandSpec/abstract``.
  static let rootSpec = CommandSpec(
    name: "",
    abstract: "Type-safe localization for Swift: generates a Swift API from .strings, .stringsdict and .xcstrings.",
    discussion: "SUBCOMMANDS:\n"
      + commandList.map { CommandSpec.helpRow($0.spec.name, $0.spec.abstract) }.joined()
      + "\n  See '\(ToolInfo.name) help <subcommand>' or '\(ToolInfo.name) <subcommand> --help' for detailed help.",
    positionals: [
      .init(name: "subcommand", help: commandNames.dropLast().joined(separator: ", ") + " or \(commandNames.last!).")
    ],
    options: [.init(name: "version", help: "Show the version.")]
  )

  /// The subcommands in the order the root help lists them. Every ``ToolCommand`` is listed here and nowhere else.
  static let commandList: [any ToolCommand.Type] = [
    GenerateCommand.self,
    LintCommand.self,
    ExtractCommand.self,
    RulesCommand.self,
    PreviewCommand.self,
    DumpCommand.self,
    IBStringsCommand.self,
    IBMigrateCommand.self,
    PseudoCommand.self,
    ExportCommand.self,
    ImportCommand.self,
    StatusCommand.self,
    FormatCommand.self,
    MergeDriverCommand.self,
    CompileCommand.self,
    MigrateCommand.self,
    SyncCommand.self,
  ]

  /// The subcommand names in ``commandList``'s order.
  private static var commandNames: [String] { commandList.map { $0.spec.name } }

  /// The subcommands by the name typed after `l10n-gen` (each command's ``CommandSpec/name``).
  static let commands: [String: any ToolCommand.Type] = Dictionary(
    uniqueKeysWithValues: commandList.map { ($0.spec.name, $0) })

  /// Runs the tool with `arguments` (without the program name).
  ///
  /// In order: a missing subcommand is a usage error; `--version`, `--help` and `help [<subcommand>]` print and
  /// succeed; an unknown option or subcommand is a usage error with a "Did you mean" suggestion (see
  /// ``Suggestion/closest(to:among:)``). Otherwise the rest of the line is parsed against the subcommand's
  /// ``CommandSpec`` and the command runs. Every ``CommandLineError`` thrown while parsing or running becomes
  /// `Error: <message>` and the command's usage on stderr, and exit code 64, as ArgumentParser does.
  func run(_ arguments: [String]) -> ExitCode {
    guard let first = arguments.first else {
      console.writeError("Error: Missing expected subcommand.\n\(Self.usageHint(Self.rootSpec))")
      return .usage
    }
    switch first {
    case "--version":
      console.writeOutput("\(ToolInfo.version)\n")
      return .success
    case "-h", "--help":
      console.writeOutput(Self.rootSpec.help)
      return .success
    case "help":
      if let name = arguments.dropFirst().first, let command = Self.commands[name] {
        console.writeOutput(command.spec.help)
      } else {
        console.writeOutput(Self.rootSpec.help)
      }
      return .success
    default:
      break
    }
    if first.hasPrefix("-") {
      let suggestion =
        Suggestion.closest(to: first, among: ["--help", "--version"]).map { " Did you mean '\($0)'?" } ?? ""
      console.writeError("Error: Unknown option '\(first)'.\(suggestion)\n\(Self.usageHint(Self.rootSpec))")
      return .usage
    }
    guard let command = Self.commands[first] else {
      let suggestion =
        Suggestion.closest(to: first, among: Self.commands.keys.sorted()).map { " Did you mean '\($0)'?" } ?? ""
      console.writeError("Error: Unknown subcommand '\(first)'.\(suggestion)\n\(Self.usageHint(Self.rootSpec))")
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

  /// The two lines printed after every usage error: `Usage: ...` and `See 'l10n-gen <command> --help' ...`.
  static func usageHint(_ spec: CommandSpec) -> String {
    "Usage: \(spec.usage)\n  See '\(spec.commandLineName) --help' for more information.\n"
  }
}

/// One subcommand: its argument spec and what it does.
///
/// Conformers parse in `init` (so bad values are rejected before anything is read from disk) and do the work in
/// ``run(console:)``; both throw ``CommandLineError`` for mistakes on the command line only. Problems in the input are
/// diagnostics, printed by the command, and give ``ExitCode/failure``.
protocol ToolCommand: Sendable {
  /// The arguments the command accepts, and its help text.
  static var spec: CommandSpec { get }
  /// Validates the parsed arguments that need no file access (a required option, a `--format` value).
  init(_ arguments: ParsedArguments) throws(CommandLineError)
  /// Does the work, printing results on stdout and diagnostics on stderr.
  func run(console: Console) throws(CommandLineError) -> ExitCode
}
