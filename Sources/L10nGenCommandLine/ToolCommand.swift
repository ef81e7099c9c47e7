/// One subcommand: its argument spec and what it does.
///
/// Conformers parse in `init` (so bad values are rejected before anything is read from disk) and do the work in
/// ``run(console:)``; both throw ``CommandLineError`` for mistakes on the command line only. Problems in the input are
/// diagnostics, printed by the command, and give ``ExitCode/failure``.
package protocol ToolCommand: Sendable {
  /// The arguments the command accepts, and its help text.
  static var spec: CommandSpec { get }
  /// Validates the parsed arguments that need no file access (a required option, a `--format` value).
  init(_ arguments: ParsedArguments) throws(CommandLineError)
  /// Does the work, printing results on stdout and diagnostics on stderr.
  func run(console: Console) throws(CommandLineError) -> ExitCode
}
