/// A mistake on the command line: printed with the command's usage, exit code 64.
struct CommandLineError: Error, CustomStringConvertible {
  /// What is wrong, and how to fix it.
  var message: String
  /// The command whose usage to print.
  var command: CommandSpec

  /// The message alone: ``CommandLineTool`` adds the `Error: ` prefix and the usage lines.
  var description: String { message }
}
