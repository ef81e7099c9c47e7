import Foundation
import L10nGenTestSupport

/// The commands of a ` ```console ` block and the output each is shown with.
enum ConsoleExample {
  struct Command {
    /// The line after `$ `.
    var line: String
    /// The line split at spaces (the README's examples need no quoting).
    var arguments: [String]
    /// The lines after the command, up to the next command, each with its newline.
    var expectedOutput: String
  }

  static func commands(in block: ReadmeDocument.Block) -> [Command] {
    var commands: [Command] = []
    for line in block.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix("$ ") {
        let text = String(line.dropFirst(2))
        commands.append(Command(line: text, arguments: text.split(separator: " ").map(String.init), expectedOutput: ""))
      } else if !commands.isEmpty {
        commands[commands.count - 1].expectedOutput += line + "\n"
      }
    }
    return commands
  }

  /// Runs `executable` in `folder` and returns what it printed on stdout and stderr, in the order it printed it.
  static func run(_ executable: URL, _ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
