import L10nGenCommandLine

/// `l10n-gen` itself: every subcommand, dispatched by ``CommandDispatcher``.
struct CommandLineTool {
  /// Where help and results (stdout) and errors and diagnostics (stderr) go; tests pass one that captures both.
  var console: Console

  /// The subcommands in the order the root help lists them. Every ``ToolCommand`` is listed here and nowhere else
  /// (the build plugin's tool lists `generate` alone).
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

  /// The dispatcher over ``commandList``.
  static let dispatcher = CommandDispatcher(
    abstract: "Type-safe localization for Swift: generates a Swift API from .strings, .stringsdict and .xcstrings.",
    commandList: commandList)

  /// The subcommands by the name typed after `l10n-gen`.
  static var commands: [String: any ToolCommand.Type] { dispatcher.commands }

  /// The spec of `l10n-gen` itself, for `l10n-gen --help`.
  static var rootSpec: CommandSpec { dispatcher.rootSpec }

  /// Runs the tool with `arguments` (without the program name); see ``CommandDispatcher/run(_:console:)``.
  func run(_ arguments: [String]) -> ExitCode {
    Self.dispatcher.run(arguments, console: console)
  }
}
