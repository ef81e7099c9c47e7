/// A mistake on the command line: printed with the command's usage, exit code 64.
package struct CommandLineError: Error, CustomStringConvertible {
  /// What is wrong, and how to fix it.
  package var message: String
  /// The command whose usage to print.
  package var command: CommandSpec

  /// The error `message` about a use of `command`.
  package init(message: String, command: CommandSpec) {
    self.message = message
    self.command = command
  }

  /// The message alone: ``CommandDispatcher`` adds the `Error: ` prefix and the usage lines.
  package var description: String { message }
}
